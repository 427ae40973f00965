import Foundation
import Synchronization

/// One module's strings: English base text for each key, and any translations.
///
/// Keys are dotted and start with the module's area (`mood.log.saved`). Text may contain named
/// placeholders, `{name}`, filled by ``Catalog/text(_:_:)``.
public struct StringTable: Sendable {
    /// Table id (module name), for diagnostics.
    public let id: String
    /// English text by key.
    public let english: [String: String]
    /// Translations: language code (`de`) → key → text.
    public let translations: [String: [String: String]]

    /// Creates a table.
    public init(id: String, english: [String: String], translations: [String: [String: String]] = [:]) {
        self.id = id
        self.english = english
        self.translations = translations
    }
}

/// The string catalog: every user-facing string goes through it, so languages can be added without
/// touching commands. English is the base; a missing translation falls back to English.
public enum Catalog {
    private static let tables = Mutex<[String: StringTable]>([ConsoleStrings.table.id: ConsoleStrings.table])
    private static let merged = Mutex<[String: [String: String]]>([:])

    /// Registers a table (idempotent by id).
    public static func register(_ table: StringTable) {
        let isNew = tables.withLock { t -> Bool in
            if t[table.id] != nil { return false }
            t[table.id] = table
            return true
        }
        if isNew { merged.withLock { $0.removeAll() } }
    }

    /// Every registered English key and text.
    public static var englishEntries: [String: String] {
        tables.withLock { t in t.values.reduce(into: [:]) { $0.merge($1.english) { a, _ in a } } }
    }

    /// The language in force: the running invocation's (see ``language(in:)``), else English.
    public static var language: String { Invocation.currentOrNil?.language ?? "en" }

    /// The language an environment asks for: `TEND_LANG`, else `LC_ALL`, else `LANG`, else English.
    public static func language(in env: [String: String]) -> String {
        let raw = env["TEND_LANG"] ?? env["LC_ALL"] ?? env["LANG"] ?? "en"
        let code = raw.split(whereSeparator: { $0 == "_" || $0 == "." || $0 == "-" }).first.map(String.init) ?? "en"
        return code.isEmpty || code == "C" || code == "POSIX" ? "en" : code.lowercased()
    }

    /// The text for `key` in the current language with placeholders filled. A key with no text at all
    /// returns the key itself (tests check that never happens).
    public static func text(_ key: String, _ args: [String: String] = [:]) -> String {
        let lang = language
        let table = merged.withLock { m -> [String: String] in
            if let t = m[lang] { return t }
            let built = tables.withLock { t in
                t.values.reduce(into: [String: String]()) { acc, tbl in
                    acc.merge(tbl.english) { a, _ in a }
                    if lang != "en", let tr = tbl.translations[lang] { acc.merge(tr) { _, b in b } }
                }
            }
            m[lang] = built
            return built
        }
        guard let template = table[key] else { return key }
        return fill(template, args)
    }

    /// Whether a key has English text.
    public static func has(_ key: String) -> Bool { englishEntries[key] != nil }

    /// Replaces `{name}` with `args[name]`, and `{name:one|other}` with the number `args[name]` followed by
    /// the singular or plural word (`{count:change|changes}` → `1 change`, `3 changes`).
    public static func fill(_ template: String, _ args: [String: String]) -> String {
        guard !args.isEmpty, template.contains("{") else { return template }
        var out = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                out += rest[open...]
                return out
            }
            let inner = String(rest[rest.index(after: open)..<close])
            if let v = args[inner] {
                out += v
            } else if let plural = pluralForm(inner, args) {
                out += plural
            } else {
                out += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        out += rest
        return out
    }

    /// `count:change|changes` → `1 change` / `3 changes`, or `nil` when it isn't that form.
    private static func pluralForm(_ inner: String, _ args: [String: String]) -> String? {
        guard let colon = inner.firstIndex(of: ":") else { return nil }
        let name = String(inner[..<colon])
        let words = inner[inner.index(after: colon)...].split(separator: "|", omittingEmptySubsequences: false)
        guard words.count == 2, let v = args[name] else { return nil }
        return v + " " + (v == "1" ? words[0] : words[1])
    }
}

/// Shorthand for ``Catalog/text(_:_:)``.
public func tr(_ key: String, _ args: [String: String] = [:]) -> String { Catalog.text(key, args) }
