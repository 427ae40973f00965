import Foundation
import Testing
import TendConsole
import TendCLI
import TendCLITesting
import TendTesting

/// The language catalog files (Sources/TendConsole/Resources/Languages): `en.json` is the English of the
/// compiled tables, and every other language has every key, the same placeholders, each counted string
/// in all its plural forms, and nothing left in English by accident.
@Suite("Catalog files")
struct CatalogFilesTests {
    /// Strings that are the same in a language as in English on purpose (names, symbols, loanwords).
    static let sameAsEnglish: Set<String> = [
        "Tend", "OK", "ok", "Status", "Stack", "Stacks", "Momentum", "Ritual", "Rituals", "Mood", "Journal", "Normal",
        "Relay", "Sync", "Backup", "Export", "Import", "Start", "Stop", "Pause", "Info", "Total", "Minimum", "Maximum",
        "Median", "Format", "Version", "Daylio", "jrnl", "Loop", "Day One", "Streaks", "Habit", "Habits", "Hub", "Tag",
        "Tags", "Name", "Label", "Labels", "Level", "Levels", "Type", "Arc", "Arcs", "Note", "Notes", "Minuten", "Minuti",
        "Ideal", "Fatal", "Horrible", "Terrible", "Excellent", "Cool", "Super", "Top", "Flow", "Mode", "Modus",
        "Id", "Habit", "Tracker", "reset", "Day", "One",
    ]
    /// Words that are the same as English in one language (a month's name, a weekday's two letters).
    static let sameInLanguage: [String: Set<String>] = [
        "de": ["April", "August", "September", "November", "Mo", "Fr", "Sa"],
        "fr": ["Sa"], "it": ["Sa", "record"], "es-MX": ["Color"],
        "nl": ["week", "item", "items", "record", "records", "in"],
    ]

    static let folder = TranslationFiles.sourceFolder

    static func load(_ language: String) throws -> [String: String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + language + ".json"))
        return try JSONDecoder().decode([String: String].self, from: data)
    }

    /// The English of every built-in table, as `en.json` holds it.
    static func english() -> [String: String] {
        TendCLI.stringTables().reduce(into: [:]) { $0.merge($1.english) { a, _ in a } }
    }

    /// `{name}` and `{name:…}` placeholder names in a text.
    static func placeholders(_ text: String) -> Set<String> {
        var out: Set<String> = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let inner = rest[rest.index(after: open)..<close]
            let name = inner.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) { out.insert(name) }
            rest = rest[rest.index(after: close)...]
        }
        return out
    }

    /// `base` of every English counted family (`base.one` and `base.other` both present).
    static func families(_ english: [String: String]) -> Set<String> {
        Set(english.keys.filter { $0.hasSuffix(".one") }.map { String($0.dropLast(4)) }.filter { english[$0 + ".other"] != nil })
    }

    @Test("en.json is the English of the compiled tables (TEND_UPDATE_GOLDEN=1 rewrites it)")
    func englishFile() throws {
        let english = Self.english()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(english) + Data("\n".utf8)
        let path = Self.folder + "/en.json"
        if ProcessInfo.processInfo.environment["TEND_UPDATE_GOLDEN"] == "1" {
            try data.write(to: URL(fileURLWithPath: path))
        }
        let onDisk = try Self.load("en")
        let extra = Set(onDisk.keys).subtracting(english.keys).sorted()
        let missing = Set(english.keys).subtracting(onDisk.keys).sorted()
        let changed = english.keys.filter { onDisk[$0] != nil && onDisk[$0] != english[$0] }.sorted()
        #expect(extra.isEmpty && missing.isEmpty && changed.isEmpty,
                "en.json is stale (run the test with TEND_UPDATE_GOLDEN=1): extra \(extra.prefix(5)), missing \(missing.prefix(5)), changed \(changed.prefix(5))")
    }

    @Test("every language has every key, the same placeholders and all its plural forms", arguments: Language.supported.filter { $0 != "en" })
    func complete(_ language: String) throws {
        let english = Self.english()
        let families = Self.families(english)
        let translated = try Self.load(language)
        var problems: [String] = []
        let overlay = language == "en-GB"  // British English lists only what differs from US English
        let categories = PluralRules.categories(language)
        for key in translated.keys.sorted() {
            let family = families.first { key.hasPrefix($0 + ".") && PluralCategory(rawValue: String(key.dropFirst($0.count + 1))) != nil }
            if english[key] == nil && family == nil { problems.append("unknown key \(key)") }
        }
        for (key, text) in english.sorted(by: { $0.key < $1.key }) {
            if let base = families.first(where: { key == $0 + ".one" || key == $0 + ".other" }) {
                guard key.hasSuffix(".other") else { continue }
                let forms = categories.map { base + "." + $0.rawValue }
                let present = forms.filter { translated[$0] != nil }
                if overlay && present.isEmpty { continue }
                if present.count != forms.count { problems.append("\(base): needs \(forms.joined(separator: ", "))"); continue }
                let englishNames = Self.placeholders(english[base + ".one"]!).union(Self.placeholders(text))
                let names = present.reduce(into: Set<String>()) { $0.formUnion(Self.placeholders(translated[$1]!)) }
                if names != englishNames { problems.append("\(base): placeholders \(names.sorted()) ≠ \(englishNames.sorted())") }
                continue
            }
            guard let t = translated[key] else {
                if !overlay { problems.append("missing \(key)") }
                continue
            }
            if Self.placeholders(t) != Self.placeholders(text) {
                problems.append("\(key): placeholders \(Self.placeholders(t).sorted()) ≠ \(Self.placeholders(text).sorted())")
            }
            if t.contains("{"), let forms = Self.inlineForms(t), !Set(categories).isSubset(of: forms) || !forms.contains(.other) {
                problems.append("\(key): inline plural needs \(categories.map(\.rawValue))")
            }
        }
        #expect(problems.isEmpty, "\(language): \(problems.count) problems:\n\(problems.prefix(40).joined(separator: "\n"))")
    }

    @Test("nothing is left in English by accident", arguments: Language.supported.filter { !$0.hasPrefix("en") })
    func translated(_ language: String) throws {
        let english = Self.english()
        let translated = try Self.load(language)
        var same: [String] = []
        for (key, text) in english.sorted(by: { $0.key < $1.key }) {
            guard let t = translated[key], t == text else { continue }
            if Self.needsNoTranslation(text, allowed: Self.sameAsEnglish.union(Self.sameInLanguage[language] ?? [])) { continue }
            same.append("\(key): \(text)")
        }
        #expect(same.isEmpty, "\(language): \(same.count) strings still in English:\n\(same.prefix(40).joined(separator: "\n"))")
    }

    /// Text with no word outside placeholders, commands and allowed names is the same in every language.
    static func needsNoTranslation(_ text: String, allowed: Set<String>) -> Bool {
        var rest = text
        // placeholders, `tend …` commands in quotes or backticks, and option names carry no words to translate
        for pattern in [#"\{[^}]*\}"#, #"'[^']*'"#, #"`[^`]*`"#, #"--[a-z][a-z-]*"#, #"\btend\b[a-z -]*"#] {
            rest = rest.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        let words = rest.split(whereSeparator: { !$0.isLetter }).map(String.init).filter { $0.count > 1 }
        return words.allSatisfy { allowed.contains($0) || $0.uppercased() == $0 }
    }

    /// The categories named in a text's inline counted placeholders (`{n:one=…|other=…}`), or `nil` when it has none.
    static func inlineForms(_ text: String) -> Set<PluralCategory>? {
        var found: Set<PluralCategory>?
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let inner = rest[rest.index(after: open)..<close]
            if let colon = inner.firstIndex(of: ":"), let forms = PluralForms(inner[inner.index(after: colon)...]) {
                found = (found ?? []).union(forms.words.keys)
            }
            rest = rest[rest.index(after: close)...]
        }
        return found
    }
}
