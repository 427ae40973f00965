/// Plain text from the bits of HTML that notes carry (Daylio): `<br>` and the end of a paragraph,
/// division or list item become line breaks, every other tag is removed, entities are decoded
/// (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&nbsp;`, `&#39;`, `&#x1F600;`), a `<` that doesn't
/// start a tag is text, CRLF becomes LF, trailing spaces of lines go, runs of blank lines are cut to
/// one, and the result is trimmed. Works on UTF-8 bytes (imports run it on every row).
enum HTMLText {
    private static let entities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ",
    ]
    private static let breaking: Set<[UInt8]> = [Array("br".utf8), Array("/p".utf8), Array("/div".utf8), Array("/li".utf8)]

    /// The plain text of `html`.
    static func plain(_ html: String) -> String {
        let u = Array(html.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(u.count)
        var i = 0
        while i < u.count {
            let c = u[i]
            if c == 0x0D {
                out.append(0x0A)
                i += (i + 1 < u.count && u[i + 1] == 0x0A) ? 2 : 1
                continue
            }
            if c == UInt8(ascii: "<"), i + 1 < u.count, isTagStart(u[i + 1]), let close = u[(i + 1)...].firstIndex(of: UInt8(ascii: ">")) {
                var name = u[(i + 1)..<close].prefix { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A }.map(lower)
                if name.count > 1, name.last == UInt8(ascii: "/") { name.removeLast() }
                if breaking.contains(name) { out.append(0x0A) }
                i = close + 1
                continue
            }
            if c == UInt8(ascii: "&"), let semi = u[(i + 1)..<min(u.count, i + 12)].firstIndex(of: UInt8(ascii: ";")),
               let text = decode(Array(u[(i + 1)..<semi])) {
                out.append(contentsOf: text.utf8)
                i = semi + 1
                continue
            }
            out.append(c)
            i += 1
        }
        return tidy(out)
    }

    private static func isTagStart(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "/") || b == UInt8(ascii: "!")
    }

    private static func lower(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b + 32 : b }

    private static func decode(_ name: [UInt8]) -> String? {
        guard let first = name.first else { return nil }
        if first != UInt8(ascii: "#") { return entities[String(decoding: name.map(lower), as: UTF8.self)] }
        var digits = name.dropFirst()
        var radix: UInt32 = 10
        if let x = digits.first, x == UInt8(ascii: "x") || x == UInt8(ascii: "X") {
            radix = 16
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.count <= 8 else { return nil }
        var value: UInt32 = 0
        for d in digits {
            let v: UInt32
            switch d {
            case 0x30...0x39: v = UInt32(d - 0x30)
            case 0x61...0x66 where radix == 16: v = UInt32(d - 0x61 + 10)
            case 0x41...0x46 where radix == 16: v = UInt32(d - 0x41 + 10)
            default: return nil
            }
            value = value * radix + v
        }
        return Unicode.Scalar(value).map { String(Character($0)) }
    }

    /// Trailing spaces of each line removed, at most one blank line in a row, trimmed.
    private static func tidy(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var blank = 0
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            var last = end
            while last > start, bytes[last - 1] == 0x20 || bytes[last - 1] == 0x09 { last -= 1 }
            if last == start {
                blank += 1
            } else {
                if !out.isEmpty { out.append(contentsOf: repeatElement(0x0A, count: blank > 0 ? 2 : 1)) }
                var from = start
                if out.isEmpty { while from < last, bytes[from] == 0x20 || bytes[from] == 0x09 { from += 1 } }
                out.append(contentsOf: bytes[from..<last])
                blank = 0
            }
            start = end + 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
