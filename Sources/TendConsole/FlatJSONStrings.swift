/// Reads a language file: one JSON object whose values are all strings (`{"key": "text", …}`).
///
/// Hand-written, with a measured reason: reading `ja.json` (1,900 strings, 170 KB) with Foundation's
/// `JSONDecoder` cost 25 M instructions per command run in Japanese, `JSONSerialization` 18 M, on top of
/// the 91 M of `tend` in English (callgrind, ten-year store, docs/benchmarks.md); this reader takes a few
/// million. It reads exactly RFC 8259's grammar for that one shape — whitespace, strings with every escape
/// (`\uXXXX` and surrogate pairs included) — and answers `nil` for anything else (a nested value, a
/// number, a stray byte), so ``TranslationFiles`` falls back to `JSONSerialization` and a file that is not
/// this shape still reads as JSON would. A repeated key keeps its last text, as `JSONSerialization` does.
enum FlatJSONStrings {
    /// The object's keys and texts, or `nil` when `bytes` is not one object of strings.
    static func parse(_ bytes: [UInt8]) -> [String: String]? {
        var i = 0
        let n = bytes.count
        func skipSpace() {
            while i < n, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
        }
        func hex4() -> UInt32? {
            guard i + 4 <= n else { return nil }
            var v: UInt32 = 0
            for _ in 0..<4 {
                let c = bytes[i]
                let d: UInt8
                switch c {
                case 0x30...0x39: d = c - 0x30
                case 0x41...0x46: d = c - 0x41 + 10
                case 0x61...0x66: d = c - 0x61 + 10
                default: return nil
                }
                v = v << 4 | UInt32(d)
                i += 1
            }
            return v
        }
        func string() -> String? {
            guard i < n, bytes[i] == 0x22 else { return nil }
            i += 1
            var out: [UInt8] = []
            var escaped = false
            var start = i
            while i < n {
                let c = bytes[i]
                if c == 0x22 {
                    // most texts have no escape: made straight from the file's bytes
                    let text = escaped ? String(decoding: out + bytes[start..<i], as: UTF8.self)
                        : String(decoding: bytes[start..<i], as: UTF8.self)
                    i += 1
                    return text
                }
                if c < 0x20 { return nil }
                guard c == 0x5C else { i += 1; continue }
                escaped = true
                out.append(contentsOf: bytes[start..<i])
                i += 1
                guard i < n else { return nil }
                let e = bytes[i]
                i += 1
                switch e {
                case 0x22, 0x5C, 0x2F: out.append(e)
                case 0x62: out.append(0x08)
                case 0x66: out.append(0x0C)
                case 0x6E: out.append(0x0A)
                case 0x72: out.append(0x0D)
                case 0x74: out.append(0x09)
                case 0x75:
                    guard var scalar = hex4() else { return nil }
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard i + 6 <= n, bytes[i] == 0x5C, bytes[i + 1] == 0x75 else { return nil }
                        i += 2
                        guard let low = hex4(), (0xDC00...0xDFFF).contains(low) else { return nil }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let u = Unicode.Scalar(scalar) else { return nil }
                    out.append(contentsOf: Array(String(Character(u)).utf8))
                default: return nil
                }
                start = i
            }
            return nil
        }
        var result: [String: String] = [:]
        result.reserveCapacity(2048)
        skipSpace()
        guard i < n, bytes[i] == 0x7B else { return nil }
        i += 1
        skipSpace()
        if i < n, bytes[i] == 0x7D {
            i += 1
        } else {
            while true {
                skipSpace()
                guard let key = string() else { return nil }
                skipSpace()
                guard i < n, bytes[i] == 0x3A else { return nil }
                i += 1
                skipSpace()
                guard let value = string() else { return nil }
                result[key] = value
                skipSpace()
                guard i < n else { return nil }
                if bytes[i] == 0x2C { i += 1; continue }
                guard bytes[i] == 0x7D else { return nil }
                i += 1
                break
            }
        }
        skipSpace()
        return i == n ? result : nil
    }
}
