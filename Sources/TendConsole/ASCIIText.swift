/// Text for a terminal that shows ASCII only (`--ascii`, or a `LANG` that is not UTF-8): typographic
/// punctuation becomes its plain form (`·` → `-`, `—` → `-`, `…` → `...`, `≈` → `~`), letters lose
/// their accents (`é` → `e`), and anything else becomes `?`. JSON keeps every character instead, written
/// as `\u` escapes (``escapeJSON(_:)``), so data read by scripts is never changed.
public enum ASCIIText {
    static let punctuation: [Unicode.Scalar: String] = [
        "·": "-", "•": "*", "—": "-", "–": "-", "‒": "-", "−": "-", "…": "...", "≈": "~", "×": "x", "÷": "/",
        "→": "->", "←": "<-", "↑": "^", "↓": "v", "‘": "'", "’": "'", "‚": ",", "“": "\"", "”": "\"", "„": "\"",
        "«": "<<", "»": ">>", "✓": "x", "✔": "x", "✗": "-", "✘": "-", "°": "o", "≤": "<=", "≥": ">=", "≠": "!=",
        "\u{00A0}": " ", "\u{2009}": " ", "\u{202F}": " ", "\u{2007}": " ", "€": "EUR", "£": "GBP", "ß": "ss",
        "æ": "ae", "Æ": "AE", "ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "œ": "oe", "Œ": "OE",
        "█": "#", "▓": "#", "▒": "+", "░": ".", "▁": "_", "▂": "_", "▃": "-", "▄": "-", "▅": "=", "▆": "=",
        "▇": "#", "─": "-", "│": "|", "┼": "+", "┌": "+", "┐": "+", "└": "+", "┘": "+", "├": "+", "┤": "+",
    ]

    /// `text` with only ASCII characters.
    public static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if scalar.isASCII { out.unicodeScalars.append(scalar); continue }
            if let plain = punctuation[scalar] { out += plain; continue }
            let base = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.filter {
                $0.isASCII
            }
            if let first = base.first, String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.count > 1 {
                out.unicodeScalars.append(first)
            } else if scalar.properties.generalCategory == .nonspacingMark {
                continue
            } else {
                out += "?"
            }
        }
        return out
    }

    /// JSON text with every non-ASCII character written as a `\u` escape (surrogate pairs above
    /// U+FFFF): the same JSON value, in ASCII. Non-ASCII appears only inside JSON strings, where the
    /// escape is valid.
    public static func escapeJSON(_ json: String) -> String {
        if json.utf8.allSatisfy({ $0 < 0x80 }) { return json }
        var out = ""
        for unit in json.utf16 {
            if unit < 0x80 {
                out.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            } else {
                let hex = String(unit, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return out
    }
}
