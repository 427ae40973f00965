/// The languages Tend ships, and how a locale (`de_DE.UTF-8`) or a tag (`pt-BR`) picks one.
public enum Language {
    /// Every language with a catalog, English (US) first: BCP 47 tags, as the catalog files are named.
    public static let supported = ["en", "en-GB", "es-MX", "pt-BR", "zh-Hans", "ja", "de", "fr", "ko", "it", "nl", "ru"]

    /// English regions that write British English (`colour`, day before month).
    private static let britishRegions: Set<Substring> = ["GB", "UK", "IE", "AU", "NZ", "ZA", "IN"]

    /// The shipped language closest to a POSIX locale (`de_DE.UTF-8`, `en_GB@euro`) or a tag (`pt-br`,
    /// `zh-Hant`): Spanish and Portuguese of any region get the Mexican and Brazilian catalogs, any Chinese
    /// the simplified one; `nil` for `C`, `POSIX` and languages Tend has no catalog for.
    public static func match(_ raw: String) -> String? {
        let parts = localeName(raw).split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard let first = parts.first else { return nil }
        let region = parts.count > 1 ? Substring(parts[1].uppercased()) : ""
        switch first.lowercased() {
        case "en": return britishRegions.contains(region) ? "en-GB" : "en"
        case "es": return "es-MX"
        case "pt": return "pt-BR"
        case "zh": return "zh-Hans"
        case let code where supported.contains(code): return code
        default: return nil
        }
    }

    /// The language an environment asks for, as gettext reads it: the locale for messages is the first
    /// set of `LC_ALL`, `LC_MESSAGES` and `LANG`; unless that is `C` or `POSIX` (or unset), `LANGUAGE`'s
    /// colon-separated list is tried first, in order. Nothing Tend has → English.
    public static func from(environment env: [String: String]) -> String {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { env[$0] }.first { !$0.isEmpty }
        guard let locale, !isPlain(locale) else { return "en" }
        for wanted in (env["LANGUAGE"] ?? "").split(separator: ":") {
            if let code = match(String(wanted)) { return code }
        }
        return match(locale) ?? "en"
    }

    /// A POSIX locale without its encoding and modifier: `de_DE.UTF-8@euro` → `de_DE`.
    public static func localeName(_ raw: String) -> Substring {
        raw.split(whereSeparator: { $0 == "." || $0 == "@" }).first ?? ""
    }

    /// `C`, `POSIX`, `C.UTF-8`, empty: no language or region asked for.
    public static func isPlain(_ locale: String) -> Bool {
        let name = localeName(locale)
        return name.isEmpty || name == "C" || name == "POSIX"
    }
}
