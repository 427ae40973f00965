/// The words of an inline counted placeholder: `change|changes` (one, other) or
/// `one=день|few=дня|many=дней|other=дня` (named CLDR categories).
public struct PluralForms: Sendable, Equatable {
    /// The word for each category given.
    public let words: [PluralCategory: String]

    /// Reads the part after `{count:`; `nil` when it is neither form.
    public init?(_ text: Substring) {
        let parts = text.split(separator: "|", omittingEmptySubsequences: false)
        if parts.allSatisfy({ $0.contains("=") }) {
            var words: [PluralCategory: String] = [:]
            for part in parts {
                let eq = part.firstIndex(of: "=")!
                guard let category = PluralCategory(rawValue: String(part[..<eq])) else { return nil }
                words[category] = String(part[part.index(after: eq)...])
            }
            guard words[.other] != nil else { return nil }
            self.words = words
        } else {
            guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else { return nil }
            words = [.one: String(parts[0]), .other: String(parts[1])]
        }
    }

    /// The word for `category`, else the `other` word.
    public func word(for category: PluralCategory) -> String { words[category] ?? words[.other] ?? "" }
}
