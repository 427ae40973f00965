import TendKernel

/// Renders a ``Phrase`` in the current language: the one place the console turns a tracker's phrases
/// into text (the today view's lines and highlights).
public enum PhraseText {
    /// The phrase's text, arguments filled. Levels are drawn plainly (no colour), in Unicode unless
    /// `unicode` is false.
    public static func render(_ p: Phrase, unicode: Bool = true) -> String {
        if p.key == Phrase.verbatimKey, case .text(let t)? = p.args["text"] { return t }
        return tr(p.key, p.args.mapValues { argument($0, unicode: unicode) })
    }

    /// One argument as text.
    public static func argument(_ a: PhraseArgument, unicode: Bool = true) -> String {
        switch a {
        case .text(let t): return t
        case .int(let n): return String(n)
        case .level(let n, let style, let words): return LevelText.text(n, style: style, words: words, unicode: unicode, console: nil)
        case .phrase(let p): return render(p, unicode: unicode)
        case .list(let items): return items.map { argument($0, unicode: unicode) }.joined(separator: ", ")
        }
    }
}
