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

    /// Registers a table (idempotent by id).
    public static func register(_ table: StringTable) {
        tables.withLock { t in
            if t[table.id] == nil { t[table.id] = table }
        }
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
    ///
    /// Each table is asked in turn (a translation first, then English) rather than all of them merged
    /// into one dictionary per language: merging some three thousand strings cost more than the few
    /// dozen look-ups a command makes (docs/benchmarks.md).
    public static func text(_ key: String, _ args: [String: String] = [:]) -> String {
        let lang = language
        let template = tables.withLock { t -> String? in
            if lang != "en" {
                for table in t.values { if let text = table.translations[lang]?[key] { return text } }
            }
            for table in t.values { if let text = table.english[key] { return text } }
            return nil
        }
        guard let template else { return key }
        return fill(template, args)
    }

    /// A command's abstract or discussion (`key`), or nothing while the running invocation shows no
    /// command's help (``Invocation/describesCommands``): ArgumentParser reads the configuration of every
    /// command in the tree at each parse, and only help, errors and completion scripts show these texts.
    public static func description(_ key: String, _ args: [String: String] = [:]) -> String {
        Invocation.currentOrNil?.describesCommands == false ? "" : text(key, args)
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

/// Shorthand for ``Catalog/description(_:_:)``: a command's abstract or discussion in its configuration.
public func trHelp(_ key: String, _ args: [String: String] = [:]) -> String { Catalog.description(key, args) }
