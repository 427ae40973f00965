
/// Word wrapping for terminal text.
public enum TextWrap {
    /// `text` cut into lines of at most `width` columns at spaces (a longer word stands alone).
    public static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if TextWidth.of(candidate) <= width || line.isEmpty { line = candidate } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
