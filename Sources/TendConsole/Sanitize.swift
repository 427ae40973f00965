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
}
