/// Makes user input safe to echo in a message: control characters shown as `?`, long text cut.
public enum Sanitize {
    /// At most `limit` characters, control characters replaced.
    public static func forDisplay(_ s: String, limit: Int = 60) -> String {
        var out = ""
        for (i, ch) in s.enumerated() {
            if i >= limit { out += "…"; break }
            out += ch.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) ? "?" : String(ch)
        }
        return out
    }

    /// `s` without surrounding white space and line breaks: the same as Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)`, without its round trip through UTF-16 when both
    /// ends are plain ASCII that stays (most text; an import checks every line it brings).
    public static func trimmed(_ s: String) -> String {
        let u = s.utf8
        guard let first = u.first, let last = u.last else { return s }
        if first < 0x80 && last < 0x80 && !isASCIISpace(first) && !isASCIISpace(last) { return s }
        return s.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether `s` holds a line break: what `Character.isNewline` finds (LF, VT, FF, CR, NEL, U+2028,
    /// U+2029 — each always starts its character), found without splitting `s` into characters.
    public static func hasLineBreak(_ s: String) -> Bool {
        s.unicodeScalars.contains { u in
            let v = u.value
            return (v >= 0x0A && v <= 0x0D) || v == 0x85 || v == 0x2028 || v == 0x2029
        }
    }

    /// The number of characters of `s` when it is over `limit`, else `nil` — counting characters only
    /// when the UTF-8 length could pass the limit.
    public static func count(_ s: String, over limit: Int) -> Int? {
        guard s.utf8.count > limit else { return nil }
        let n = s.count
        return n > limit ? n : nil
    }

    /// ASCII white space and line breaks (HT, LF, VT, FF, CR, space): the ASCII part of
    /// `CharacterSet.whitespacesAndNewlines` and of Unicode's White_Space.
    @inline(__always)
    static func isASCIISpace(_ b: UInt8) -> Bool { b == 0x20 || (b >= 0x09 && b <= 0x0D) }

    /// Whether `s` shows nothing: only white space, line breaks and invisible format characters (zero-width
    /// spaces and joiners, the byte-order mark, soft hyphens, direction marks). Such text is "empty".
    public static func isBlank(_ s: String) -> Bool {
        s.unicodeScalars.allSatisfy { $0.properties.isWhitespace || $0.properties.generalCategory == .format }
    }
}
