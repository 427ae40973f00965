extension FieldValue {
    /// Compact JSON text with sorted keys — the canonical form stored, hashed and synced.
    ///
    /// See "Encoding rules" on ``FieldValue``. Two equal values always give the same text, so the text
    /// can be compared, hashed and used as a cache key.
    public var jsonText: String { String(decoding: jsonBytes, as: UTF8.self) }

    /// The canonical JSON text, as UTF-8.
    public var jsonBytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64)
        writeJSON(into: &bytes)
        return bytes
    }

    /// Appends the canonical JSON text to `out`. Prefer ``writeJSON(into:)`` when building bytes.
    public func write(into out: inout String) {
        out += jsonText
    }

    /// Appends the canonical JSON text, as UTF-8, to `out` (the fast path every other writer uses).
    public func writeJSON(into out: inout [UInt8]) {
        switch self {
        case .null: FieldValue.append("null", to: &out)
        case .bool(let b): FieldValue.append(b ? "true" : "false", to: &out)
        case .int(let i): FieldValue.appendInteger(i, to: &out)
        case .double(let d):
            if d.isFinite {
                if d.rounded() == d, abs(d) < 1e15 {
                    FieldValue.appendInteger(Int64(d), to: &out)
                    FieldValue.append(".0", to: &out)
                } else {
                    out.append(contentsOf: String(d).utf8)
                }
            } else {
                FieldValue.append("null", to: &out)
            }
        case .string(let s): FieldValue.writeJSONString(s, into: &out)
        case .array(let a):
            out.append(UInt8(ascii: "["))
            for (i, v) in a.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                v.writeJSON(into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let o):
            out.append(UInt8(ascii: "{"))
            for (i, (k, v)) in o.sorted(by: { $0.key < $1.key }).enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                FieldValue.writeJSONString(k, into: &out)
                out.append(UInt8(ascii: ":"))
                v.writeJSON(into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Appends `s` as a JSON string literal, escaped as ``writeJSONString(_:into:)`` does: for
    /// hand-written JSON output (an export's lines) that must match the canonical text.
    public static func writeString(_ s: String, into out: inout String) {
        var bytes: [UInt8] = []
        writeJSONString(s, into: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `s` as a JSON string literal, in UTF-8: `"`, `\` and control characters escaped.
    public static func writeJSONString(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        let done: Bool? = s.utf8.withContiguousStorageIfAvailable { buf in
            for c in buf where c < 0x20 || c == 0x22 || c == 0x5C { return false }
            out.append(contentsOf: buf)
            return true
        }
        if done != true {
            for c in s.utf8 {
                switch c {
                case 0x22: append("\\\"", to: &out)
                case 0x5C: append("\\\\", to: &out)
                case 0x0A: append("\\n", to: &out)
                case 0x0D: append("\\r", to: &out)
                case 0x09: append("\\t", to: &out)
                case 0..<0x20:
                    append("\\u00", to: &out)
                    out.append(hexDigit(c >> 4))
                    out.append(hexDigit(c & 0xF))
                default: out.append(c)
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ v: UInt8) -> UInt8 { v < 10 ? 48 + v : 87 + v }

    private static func append(_ s: StaticString, to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
    }

    private static func appendInteger(_ i: Int64, to out: inout [UInt8]) {
        if i < 0 { out.append(UInt8(ascii: "-")) }
        var m = i.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for the 19 digits, written backwards
        var n = 0
        withUnsafeMutableBytes(of: &digits) { buf in
            repeat {
                buf[23 - n] = UInt8(48 + m % 10)
                m /= 10
                n += 1
            } while m > 0
            out.append(contentsOf: buf[(24 - n)...])
        }
    }
}
