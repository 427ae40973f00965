/// Why JSON text was refused by ``FieldValue/init(jsonText:)``.
public struct FieldValueJSONError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The UTF-8 offset where reading stopped.
    public let offset: Int
    /// What was wrong there.
    public let reason: String

    /// Creates an error.
    public init(offset: Int, reason: String) {
        self.offset = offset
        self.reason = reason
    }

    public var description: String { "not valid JSON at byte \(offset): \(reason)" }
}

extension FieldValue {
    /// Parses strict JSON text (RFC 8259), so that `FieldValue(jsonText: v.jsonText) == v`: a number
    /// with a fraction or an exponent is a `.double` (`2.0` stays a double), any other number an `.int`
    /// (a `.double` when it doesn't fit 64 bits). A repeated object key keeps its last value.
    /// - Throws: ``FieldValueJSONError`` when the text is not exactly one JSON value.
    public init(jsonText: String) throws {
        var reader = JSONTextReader(bytes: Array(jsonText.utf8))
        self = try reader.document()
    }
}

/// A small recursive-descent JSON reader that keeps integers and doubles apart.
private struct JSONTextReader {
    let bytes: [UInt8]
    var i = 0
    var depth = 0
    /// Deeper nesting than any record needs is refused rather than risking the stack.
    static let maxDepth = 256

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func document() throws -> FieldValue {
        skipSpace()
        let v = try value()
        skipSpace()
        guard i == bytes.count else { throw fail("unexpected text after the value") }
        return v
    }

    func fail(_ reason: String) -> FieldValueJSONError { FieldValueJSONError(offset: i, reason: reason) }

    var current: UInt8? { i < bytes.count ? bytes[i] : nil }

    mutating func skipSpace() {
        while let c = current, c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { i += 1 }
    }

    mutating func value() throws -> FieldValue {
        guard let c = current else { throw fail("unexpected end of text") }
        switch c {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw fail("unexpected character")
        }
    }

    mutating func literal(_ word: String) throws {
        for b in word.utf8 {
            guard current == b else { throw fail("expected \(word)") }
            i += 1
        }
    }

    mutating func nest() throws {
        depth += 1
        if depth > Self.maxDepth { throw fail("nested too deeply") }
    }

    mutating func array() throws -> FieldValue {
        try nest()
        defer { depth -= 1 }
        i += 1
        var out: [FieldValue] = []
        skipSpace()
        if current == UInt8(ascii: "]") { i += 1; return .array(out) }
        while true {
            skipSpace()
            out.append(try value())
            skipSpace()
            switch current {
            case UInt8(ascii: ","): i += 1
            case UInt8(ascii: "]"): i += 1; return .array(out)
            default: throw fail("expected ',' or ']'")
            }
        }
    }

    mutating func object() throws -> FieldValue {
        try nest()
        defer { depth -= 1 }
        i += 1
        var out: [String: FieldValue] = [:]
        skipSpace()
        if current == UInt8(ascii: "}") { i += 1; return .object(out) }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else { throw fail("expected a key") }
            let key = try string()
            skipSpace()
            guard current == UInt8(ascii: ":") else { throw fail("expected ':'") }
            i += 1
            skipSpace()
            out[key] = try value()
            skipSpace()
            switch current {
            case UInt8(ascii: ","): i += 1
            case UInt8(ascii: "}"): i += 1; return .object(out)
            default: throw fail("expected ',' or '}'")
            }
        }
    }

    mutating func string() throws -> String {
        i += 1
        var out: [UInt8] = []
        while true {
            guard let c = current else { throw fail("unterminated string") }
            i += 1
            switch c {
            case UInt8(ascii: "\""):
                guard let s = String(validating: out, as: UTF8.self) else { throw fail("invalid UTF-8") }
                return s
            case UInt8(ascii: "\\"):
                guard let e = current else { throw fail("unterminated string") }
                i += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"): out.append(contentsOf: try unicodeEscape())
                default: throw fail("unknown escape")
                }
            case 0..<0x20: throw fail("control character in a string")
            default: out.append(c)
            }
        }
    }

    /// The UTF-8 bytes of a `\uXXXX` escape (the `\u` already read), joining a surrogate pair.
    mutating func unicodeEscape() throws -> [UInt8] {
        var code = try hex4()
        if (0xD800...0xDBFF).contains(code) {
            guard current == UInt8(ascii: "\\"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "u") else {
                throw fail("unpaired surrogate")
            }
            i += 2
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw fail("unpaired surrogate") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw fail("unpaired surrogate") }
        return Array(String(Character(scalar)).utf8)
    }

    mutating func hex4() throws -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard let c = current else { throw fail("short \\u escape") }
            let d: UInt8
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = c - UInt8(ascii: "A") + 10
            default: throw fail("bad \\u escape")
            }
            v = v << 4 | UInt32(d)
            i += 1
        }
        return v
    }

    mutating func number() throws -> FieldValue {
        let start = i
        func isDigit(_ c: UInt8?) -> Bool { c.map { (48...57).contains($0) } ?? false }
        if current == UInt8(ascii: "-") { i += 1 }
        guard isDigit(current) else { throw fail("expected a digit") }
        if current == UInt8(ascii: "0") {
            i += 1
            if isDigit(current) { throw fail("leading zero") }
        } else {
            while isDigit(current) { i += 1 }
        }
        var integral = true
        if current == UInt8(ascii: ".") {
            integral = false
            i += 1
            guard isDigit(current) else { throw fail("expected a digit after '.'") }
            while isDigit(current) { i += 1 }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            integral = false
            i += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { i += 1 }
            guard isDigit(current) else { throw fail("expected a digit in the exponent") }
            while isDigit(current) { i += 1 }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        if integral, let n = Int64(text) { return .int(n) }
        guard let d = Double(text), d.isFinite else { throw fail("number out of range") }
        return .double(d)
    }
}
