/// RFC 5545 content lines: `NAME:value`, TEXT values escaped, lines folded at 75 octets (a CRLF and a
/// space, never inside a UTF-8 sequence), every line ended by CRLF.
struct ICalendarText {
    /// The unfolded content lines so far.
    private(set) var lines: [String] = []

    /// The longest a physical line may be, in octets (without its CRLF).
    static let maxOctets = 75

    /// Adds `NAME:value` with the value as given (dates, rules, enumerated values).
    mutating func raw(_ name: String, _ value: String) { lines.append(name + ":" + value) }

    /// Adds `NAME:value` with a TEXT value, escaped.
    mutating func text(_ name: String, _ value: String) { raw(name, Self.escape(value)) }

    /// `BEGIN:…` … `END:…` around what `body` adds.
    mutating func component(_ name: String, _ body: (inout ICalendarText) -> Void) {
        raw("BEGIN", name)
        body(&self)
        raw("END", name)
    }

    /// The calendar text: folded lines, each ended by CRLF.
    var output: String { lines.map(Self.fold).joined(separator: "\r\n") + "\r\n" }

    /// Escapes a TEXT value: backslash, semicolon, comma and line breaks.
    static func escape(_ s: String) -> String {
        var out = ""
        for ch in s.unicodeScalars {
            switch ch {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n": out += "\\n"
            case "\r": continue
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }

    /// Folds a content line: at most 75 octets per physical line, continuation lines start with one
    /// space (which counts), breaks only between Unicode scalars.
    static func fold(_ line: String) -> String {
        var out = "", current = 0
        for scalar in line.unicodeScalars {
            let n = String(scalar).utf8.count
            if current + n > maxOctets {
                out += "\r\n "
                current = 1
            }
            out.unicodeScalars.append(scalar)
            current += n
        }
        return out
    }
}
