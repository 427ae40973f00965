extension JSONParser {
    /// Reads a string literal; `at` is on its opening quote.
    mutating func string() throws(JSONParseError) -> String {
        at += 1
        let start = at
        while at < b.count {
            let c = b[at]
            if c == UInt8(ascii: "\"") {
                let s = try text(UnsafeBufferPointer(rebasing: b[start..<at]))
                at += 1
                return s
            }
            if c == UInt8(ascii: "\\") { break }
            if c < 0x20 { throw fail("control character in string") }
            at += 1
        }
        // Slow path: escapes.
        var bytes = Array(b[start..<at])
        while at < b.count {
            let c = b[at]
            switch c {
            case UInt8(ascii: "\""):
                at += 1
                return try bytes.withUnsafeBufferPointer { (p) throws(JSONParseError) -> String in try text(p) }
            case UInt8(ascii: "\\"):
                at += 1
                guard at < b.count else { throw fail("unterminated string") }
                let e = b[at]
                at += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes.append(e)
                case UInt8(ascii: "b"): bytes.append(0x08)
                case UInt8(ascii: "f"): bytes.append(0x0C)
                case UInt8(ascii: "n"): bytes.append(0x0A)
                case UInt8(ascii: "r"): bytes.append(0x0D)
                case UInt8(ascii: "t"): bytes.append(0x09)
                case UInt8(ascii: "u"): appendUTF8(try unicodeEscape(), to: &bytes)
                default: at -= 1; throw fail("unknown escape")
                }
            default:
                if c < 0x20 { throw fail("control character in string") }
                bytes.append(c)
                at += 1
            }
        }
        throw fail("unterminated string")
    }

    /// Reads the `XXXX` of a `\uXXXX` escape (and a following low surrogate when needed).
    mutating func unicodeEscape() throws(JSONParseError) -> UInt32 {
        let hi = try hex4()
        switch hi {
        case 0xD800...0xDBFF:
            guard at + 1 < b.count, b[at] == UInt8(ascii: "\\"), b[at + 1] == UInt8(ascii: "u") else {
                throw fail("unpaired surrogate")
            }
            at += 2
            let lo = try hex4()
            guard (0xDC00...0xDFFF).contains(lo) else { throw fail("unpaired surrogate") }
            return 0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00)
        case 0xDC00...0xDFFF:
            throw fail("unpaired surrogate")
        default:
            return hi
        }
    }

    mutating func hex4() throws(JSONParseError) -> UInt32 {
        guard at + 4 <= b.count else { throw fail("short \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = b[at]
            let d: UInt8
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = c - UInt8(ascii: "A") + 10
            default: throw fail("bad hex digit in \\u escape")
            }
            v = v << 4 | UInt32(d)
            at += 1
        }
        return v
    }

    func appendUTF8(_ v: UInt32, to out: inout [UInt8]) {
        switch v {
        case 0..<0x80:
            out.append(UInt8(v))
        case 0x80..<0x800:
            out.append(UInt8(0xC0 | v >> 6))
            out.append(UInt8(0x80 | v & 0x3F))
        case 0x800..<0x10000:
            out.append(UInt8(0xE0 | v >> 12))
            out.append(UInt8(0x80 | v >> 6 & 0x3F))
            out.append(UInt8(0x80 | v & 0x3F))
        default:
            out.append(UInt8(0xF0 | v >> 18))
            out.append(UInt8(0x80 | v >> 12 & 0x3F))
            out.append(UInt8(0x80 | v >> 6 & 0x3F))
            out.append(UInt8(0x80 | v & 0x3F))
        }
    }

    /// Makes a string of UTF-8 bytes, refusing invalid UTF-8.
    func text(_ p: UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> String {
        if p.allSatisfy({ $0 < 0x80 }) { return String(decoding: p, as: UTF8.self) }
        if #available(macOS 15, *) {
            guard let s = String(validating: p, as: UTF8.self) else { throw fail("invalid UTF-8 in string") }
            return s
        }
        return String(decoding: p, as: UTF8.self)
    }

    /// Reads a number: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    mutating func number() throws(JSONParseError) -> FieldValue {
        let start = at
        var negative = false
        if b[at] == UInt8(ascii: "-") { negative = true; at += 1 }
        guard at < b.count, isDigit(b[at]) else { throw fail("expected a digit") }
        var magnitude: UInt64 = 0
        var overflow = false
        if b[at] == UInt8(ascii: "0") {
            at += 1
            if at < b.count, isDigit(b[at]) { throw fail("leading zero in number") }
        } else {
            while at < b.count, isDigit(b[at]) {
                let (m1, o1) = magnitude.multipliedReportingOverflow(by: 10)
                let (m2, o2) = m1.addingReportingOverflow(UInt64(b[at] - UInt8(ascii: "0")))
                if o1 || o2 { overflow = true }
                magnitude = m2
                at += 1
            }
        }
        var integral = true
        if at < b.count, b[at] == UInt8(ascii: ".") {
            integral = false
            at += 1
            guard at < b.count, isDigit(b[at]) else { throw fail("expected a digit after '.'") }
            while at < b.count, isDigit(b[at]) { at += 1 }
        }
        if at < b.count, b[at] == UInt8(ascii: "e") || b[at] == UInt8(ascii: "E") {
            integral = false
            at += 1
            if at < b.count, b[at] == UInt8(ascii: "+") || b[at] == UInt8(ascii: "-") { at += 1 }
            guard at < b.count, isDigit(b[at]) else { throw fail("expected a digit in the exponent") }
            while at < b.count, isDigit(b[at]) { at += 1 }
        }
        if integral && !overflow {
            if !negative, magnitude <= UInt64(Int64.max) { return .int(Int64(magnitude)) }
            if negative, magnitude <= UInt64(Int64.max) + 1 { return .int(Int64(truncatingIfNeeded: 0 &- magnitude)) }
        }
        let literal = String(decoding: UnsafeBufferPointer(rebasing: b[start..<at]), as: UTF8.self)
        guard let d = Double(literal), d.isFinite else {
            throw JSONParseError(offset: start, reason: "number out of range")
        }
        return .double(d)
    }

    func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
}
