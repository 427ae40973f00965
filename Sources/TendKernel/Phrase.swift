/// Words a tracker hands a front without rendering them: a catalog key and its arguments.
///
/// A tracker never builds display text in its model types (DESIGN.md, "Views are data"): it says which
/// catalog text it means and with what numbers, names and levels, and each front (the console, the
/// browser) renders the phrase in the user's language, with its own glyphs and colours. Keys follow the
/// catalog's rules (`mood.today.logged`); an argument named `n` fills `{n}` in the text.
public struct Phrase: Hashable, Sendable {
    /// The catalog key.
    public var key: String
    /// The arguments, by placeholder name.
    public var args: [String: PhraseArgument]

    /// A phrase of `key` with its arguments.
    public init(_ key: String, _ args: [String: PhraseArgument] = [:]) {
        self.key = key
        self.args = args
    }

    /// The catalog key of ``verbatim(_:)``: its text is `{text}`.
    public static let verbatimKey = "text.verbatim"

    /// Words shown exactly as they are: a name the user chose (a custom tracker's title). Fronts render
    /// it without a catalog look-up.
    public static func verbatim(_ text: String) -> Phrase { Phrase(verbatimKey, ["text": .text(text)]) }
}

/// One argument of a ``Phrase``.
public indirect enum PhraseArgument: Hashable, Sendable {
    /// The user's own words (a habit's name, a ritual's title), shown as they are.
    case text(String)
    /// A whole number.
    case int(Int)
    /// A level of a five-point scale (1…5), shown in a ``LevelStyle``; its word is the catalog text
    /// `<words><level>` (`mood.level.` + `4` → `good`).
    case level(Int, style: LevelStyle, words: String)
    /// Another catalog text (a part of the day, a momentum bucket).
    case phrase(Phrase)
    /// Several arguments, shown as a list (`bad, good`).
    case list([PhraseArgument])
}

/// How a level of a five-point scale is shown.
public enum LevelStyle: String, CaseIterable, Hashable, Sendable, Codable {
    /// Its word: `good`.
    case words
    /// Its number: `4`.
    case numbers
    /// A face: `🙂` (`:)` in ASCII).
    case faces
    /// A five-cell meter: `████░`.
    case colours
}
