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

    /// Whether `s` shows nothing: only white space, line breaks and invisible format characters (zero-width
    /// spaces and joiners, the byte-order mark, soft hyphens, direction marks). Such text is "empty".
    public static func isBlank(_ s: String) -> Bool {
        s.unicodeScalars.allSatisfy { $0.properties.isWhitespace || $0.properties.generalCategory == .format }
    }
}
