import Foundation
import Synchronization

/// One module's strings: English base text for each key, and any translations.
///
/// Keys are dotted and start with the module's area (`mood.log.saved`). Text may contain named
/// placeholders, `{name}`, filled by ``Catalog/text(_:_:)``.
public struct StringTable: Sendable {
    /// Table id (module name), for diagnostics.
    public let id: String
    /// English text by key. A built-in table's is made on first use (``init(id:englishOnFirstUse:translations:)``):
    /// a command asks a handful of tables for its few dozen texts, and making every table's dictionary at
    /// each start (some three thousand strings) cost `tend` 2.5 M instructions (docs/benchmarks.md).
    public var english: [String: String] { made.value }
    /// Translations: language code (`de`) → key → text.
    public let translations: [String: [String: String]]
    private let made: MadeOnce

    /// Creates a table.
    public init(id: String, english: [String: String], translations: [String: [String: String]] = [:]) {
        self.id = id
        made = MadeOnce(made: english)
        self.translations = translations
    }

    /// Creates a table whose English is made when the table is first asked for a text. The dictionary must
    /// not be worked out through the catalog itself (`tr`, ``Catalog/text(_:_:)``): it is made while the
    /// table is being asked. For literal tables; a table whose texts are made from others takes
    /// ``init(id:english:translations:)``.
    public init(id: String, englishOnFirstUse english: @autoclosure @escaping @Sendable () -> [String: String],
                translations: [String: [String: String]] = [:]) {
        self.id = id
        made = MadeOnce(english)
        self.translations = translations
    }

    /// Creates a table from parts (commands, messages, views …), made on first use like
    /// ``init(id:englishOnFirstUse:translations:)``, an earlier part's text winning for a key two parts share.
    /// Parts are pairs, not dictionaries: a key is hashed once, into the table.
    public init(id: String, parts: @autoclosure @escaping @Sendable () -> [KeyValuePairs<String, String>],
                translations: [String: [String: String]] = [:]) {
        self.init(id: id, englishOnFirstUse: Self.joined(parts()), translations: translations)
    }

    /// One dictionary of parts, the first text of a key kept.
    private static func joined(_ parts: [KeyValuePairs<String, String>]) -> [String: String] {
        var english = [String: String](minimumCapacity: parts.reduce(0) { $0 + $1.count })
        for part in parts {
            // A dictionary literal traps on a repeated key; pairs don't, so debug builds (the tests) check.
            assert(Set(part.map(\.key)).count == part.count, "a key is repeated in a part of a string table")
            english.merge(part.lazy.map { ($0.key, $0.value) }) { a, _ in a }
        }
        return english
    }

    /// A table's English dictionary, made by the first reader (under a lock) and kept.
    private final class MadeOnce: Sendable {
        private let make: @Sendable () -> [String: String]
        private let kept: Mutex<[String: String]?>

        init(_ make: @escaping @Sendable () -> [String: String]) {
            self.make = make
            kept = Mutex(nil)
        }

        init(made: [String: String]) {
            make = { made }
            kept = Mutex(made)
        }

        var value: [String: String] {
            kept.withLock { kept in
                if let kept { return kept }
                let made = make()
                kept = made
                return made
            }
        }
    }
}

/// The string catalog: every user-facing string goes through it, so languages can be added without
/// touching commands. English is the base; a missing translation falls back to English.
public enum Catalog {
    /// The registered tables in the order they were registered, which is the order they are asked in: the
    /// console's and the CLI's, which hold most of what a command shows, come first (``StringTable``'s
    /// dictionaries are made when first asked).
    private static let tables = Mutex<[StringTable]>([ConsoleStrings.table])

    /// The registered tables, copied out of the lock: they are asked outside it, since a table made on
    /// first use is made when asked.
    private static var registered: [StringTable] { tables.withLock { $0 } }

    /// Registers a table (idempotent by id).
    public static func register(_ table: StringTable) {
        tables.withLock { t in
            if !t.contains(where: { $0.id == table.id }) { t.append(table) }
        }
    }

    /// Every registered English key and text.
    public static var englishEntries: [String: String] {
        registered.reduce(into: [:]) { $0.merge($1.english) { a, _ in a } }
    }

    /// The language in force: the running invocation's (``Invocation/language``), else English.
    public static var language: String { Invocation.currentOrNil?.language ?? "en" }

    /// The language an environment asks for (``Language/from(environment:)``).
    public static func language(in env: [String: String]) -> String { Language.from(environment: env) }

    /// The text for `key` in the current language with placeholders filled. A key with no text at all
    /// returns the key itself (tests check that never happens).
    ///
    /// Each table is asked in turn (a translation first, then English) rather than all of them merged
    /// into one dictionary per language: merging some three thousand strings cost more than the few
    /// dozen look-ups a command makes (docs/benchmarks.md).
    public static func text(_ key: String, _ args: [String: String] = [:]) -> String {
        let lang = language
        guard let template = translated(key, lang) ?? englishText(key) else { return key }
        return fill(template, args, language: lang)
    }

    /// The text for `key` from `table` itself when no translation has it: for a module's own words
    /// (a tracker's name in its descriptor) that must not depend on the table being registered yet.
    public static func text(_ key: String, from table: StringTable, _ args: [String: String] = [:]) -> String {
        let lang = language
        guard let template = translated(key, lang) ?? table.english[key] ?? englishText(key) else { return key }
        return fill(template, args, language: lang)
    }

    /// A counted string: the form of `base` for `count`'s plural category in the current language
    /// (`base.one`, `base.few`, `base.many`, `base.other`; ``PluralRules``), else its `other` form, else
    /// English's form for `count`.
    public static func plural(_ base: String, count: Double, _ args: [String: String] = [:]) -> String {
        let lang = language
        if lang != "en", let template = translated(base + "." + PluralRules.category(count, language: lang).rawValue, lang)
            ?? translated(base + ".other", lang) {
            return fill(template, args, language: lang)
        }
        let key = base + "." + PluralRules.category(count, language: "en").rawValue
        guard let template = englishText(key) ?? englishText(base + ".other") else { return key }
        return fill(template, args, language: "en")
    }

    /// The text of `key` in `language` (not English): the language's catalog file, then a table's own
    /// translations.
    static func translated(_ key: String, _ language: String) -> String? {
        guard language != "en" else { return nil }
        if let text = TranslationFiles.strings(language, environment: Invocation.currentOrNil?.environment ?? [:])[key] {
            return text
        }
        for table in registered { if let text = table.translations[language]?[key] { return text } }
        return nil
    }

    /// The English text of `key`.
    static func englishText(_ key: String) -> String? {
        for table in registered { if let text = table.english[key] { return text } }
        return nil
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
    /// the singular or plural word (`{count:change|changes}` → `1 change`, `3 changes`). In a language with
    /// other plural categories the words are named: `{count:one=день|few=дня|many=дней|other=дня}`.
    public static func fill(_ template: String, _ args: [String: String], language: String = "en") -> String {
        guard !args.isEmpty, template.contains("{") else { return template }
        var out = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            out.append(contentsOf: rest[..<open])
            guard let close = rest[open...].firstIndex(of: "}") else {
                out.append(contentsOf: rest[open...])
                return out
            }
            let inner = String(rest[rest.index(after: open)..<close])
            if let v = args[inner] {
                out += v
            } else if let plural = pluralForm(inner, args, language: language) {
                out += plural
            } else {
                out.append(contentsOf: rest[open...close])
            }
            rest = rest[rest.index(after: close)...]
        }
        out.append(contentsOf: rest)
        return out
    }

    /// `count:change|changes` → `1 change` / `3 changes`; `count:one=день|few=дня|…` → the word of the
    /// number's category (else `other`'s); `nil` when it isn't that form.
    private static func pluralForm(_ inner: String, _ args: [String: String], language: String) -> String? {
        guard let colon = inner.firstIndex(of: ":"), let v = args[String(inner[..<colon])] else { return nil }
        let forms = PluralForms(inner[inner.index(after: colon)...])
        guard let forms else { return nil }
        let category = Double(v).map { PluralRules.category($0, language: language) } ?? .other
        return v + " " + forms.word(for: category)
    }
}

/// Shorthand for ``Catalog/plural(_:count:_:)``: `trPlural("unit.day", 5, ["n": "5"])` → `5 days`.
public func trPlural(_ base: String, _ count: Int, _ args: [String: String] = [:]) -> String {
    Catalog.plural(base, count: Double(count), args)
}

/// ``trPlural(_:_:_:)`` for a count that may have a fraction.
public func trPlural(_ base: String, _ count: Double, _ args: [String: String] = [:]) -> String {
    Catalog.plural(base, count: count, args)
}

/// Shorthand for ``Catalog/text(_:_:)``.
public func tr(_ key: String, _ args: [String: String] = [:]) -> String { Catalog.text(key, args) }

/// Shorthand for ``Catalog/description(_:_:)``: a command's abstract or discussion in its configuration.
public func trHelp(_ key: String, _ args: [String: String] = [:]) -> String { Catalog.description(key, args) }
