/// A CLDR plural category: which form of a counted word a number takes in a language.
public enum PluralCategory: String, CaseIterable, Sendable {
    /// Zero (not used by Tend's languages, kept for completeness of the key scheme).
    case zero
    /// The singular-like form (`1 day`; in Russian also 21, 31, …; in French and Portuguese 0 and 1).
    case one
    /// Dual (not used by Tend's languages).
    case two
    /// Russian 2–4, 22–24, … (`2 дня`); Polish likewise.
    case few
    /// Russian 0, 5–20, 25–30, … (`5 дней`).
    case many
    /// Everything else (and the only form in Japanese, Korean and Chinese).
    case other
}

/// The cardinal plural rules of the languages Tend ships, from CLDR (unicode.org, plurals.xml).
///
/// Hand-written rather than read from ICU: Foundation on Linux exposes no plural-rule API, and the rules
/// of these languages are a few lines each. Where CLDR gives Spanish, French, Italian and Portuguese a
/// `many` form for exact millions (`1 000 000 de jours`), Tend uses `other`: its counts never reach that
/// far, and one form fewer per string is one trap fewer for a translator (docs/languages.md).
public enum PluralRules {
    /// The categories `language` uses, `other` last; each counted string needs one form per category.
    public static func categories(_ language: String) -> [PluralCategory] {
        switch base(language) {
        case "ja", "zh", "ko": return [.other]
        case "ru", "uk", "pl": return [.one, .few, .many, .other]
        default: return [.one, .other]
        }
    }

    /// The category of a whole number in `language`.
    public static func category(_ n: Int, language: String) -> PluralCategory {
        let i = n.magnitude
        switch base(language) {
        case "ja", "zh", "ko": return .other
        case "fr", "pt": return i <= 1 ? .one : .other
        case "ru", "uk":
            if i % 10 == 1 && i % 100 != 11 { return .one }
            if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return .few }
            return .many
        case "pl":
            if i == 1 { return .one }
            if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return .few }
            return .many
        default: return i == 1 ? .one : .other
        }
    }

    /// The category of a number that may have a fraction (`2.5 times`), as it is shown.
    public static func category(_ x: Double, language: String) -> PluralCategory {
        if x.rounded() == x, x.magnitude < 1e15 { return category(Int(x), language: language) }
        switch base(language) {
        case "fr", "pt": return x.magnitude < 2 ? .one : .other
        default: return .other
        }
    }

    /// `pt-BR` → `pt`.
    private static func base(_ language: String) -> Substring {
        language.split(separator: "-", maxSplits: 1).first ?? ""
    }
}
