import Foundation
import Testing
import TendConsole
import TendCLI
import TendCLITesting
import TendTesting

/// Every command's output in a pseudo-language: each catalog string wrapped in ⟦ ⟧. Text outside the
/// brackets that is not the user's own data is English that bypasses the catalog (a translator could
/// never reach it); `--json` must come out byte-identical to English, whatever the language.
@Suite("Pseudo-language: no English outside the catalog, JSON the same in every language", .serialized)
struct PseudoLanguageTests {
    static let shared = Result { try RealHistory.harness() }

    /// The pseudo-language's catalog: a folder with a `de.json` of every English string in brackets.
    static let folder: Result<String, any Error> = Result {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tend-pseudo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let english = TendCLI.stringTables().reduce(into: [String: String]()) { $0.merge($1.english) { a, _ in a } }
        let pseudo = english.mapValues { text in
            text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "⟦" + $0 + "⟧" }.joined(separator: "\n")
        }
        try JSONEncoder().encode(pseudo).write(to: dir.appendingPathComponent("de.json"))
        return dir.path
    }

    /// What the seeded history holds, typed by the user: not for the catalog.
    static let userWords: Set<String> = ["Sam", "Run", "Read", "Stretch", "Meditate", "Morning", "coffee", "Wind", "down",
                                         "No", "screens", "Tea", "Thanks", "Did"]

    /// Views with a `--json` form: the golden pages' views and a few more.
    static let views: [[String]] = LanguageGoldenTests.views + [
        ["mood", "insights"], ["gratitude", "list"], ["five", "list"], ["tracker", "list"], ["habit", "list"],
        ["stack", "show", "Morning"], ["ritual", "today"],
    ]
    /// The views, the golden pages' refusals and a few more, `tend doctor` and help pages.
    static let commands: [[String]] = views + LanguageGoldenTests.errors + [
        ["ritual", "check", "Nothing"], ["doctor"], ["--help"], ["mood", "--help"], ["habit", "new", "--help"], ["sync", "--help"],
    ]

    /// Leftover words: the lines with words outside every ⟦…⟧ of `text` (a catalog string may span lines
    /// once wrapped), less the user's words, schedules and reminder names (what users type) and `tend`.
    static func leaks(_ text: String) -> [String] {
        var rest = text
        while let r = rest.range(of: #"⟦[^⟦⟧]*⟧"#, options: .regularExpression) {
            rest.replaceSubrange(r, with: String(repeating: "\n", count: rest[r].filter { $0 == "\n" }.count) + " ")
        }
        // a label cut to fit a chart column (`⟦De` of `⟦Dec⟧`) is still the catalog's
        rest = rest.replacingOccurrences(of: #"[⟦⟧][^\s⟦⟧]*"#, with: " ", options: .regularExpression)
        var found: [String] = []
        for line in rest.split(separator: "\n") {
            let words = line.split(whereSeparator: { !$0.isLetter }).map(String.init)
                .filter { $0.count > 1 && !userWords.contains($0) && !typedWords.contains($0) }
            if !words.isEmpty { found.append(String(line)) }
        }
        return found
    }

    /// Words of what users type, shown as they type it: schedules, reminder and tracker ids, `tend`, and
    /// the mood words the change log stored with each change (`Logged mood (good · 2026-11-21)`).
    static let typedWords: Set<String> = ["tend", "daily", "weekdays", "weekends", "mon", "tue", "wed", "thu", "fri", "sat",
                                          "sun", "every", "days", "times", "week", "gratitude", "five", "mood", "habit",
                                          "ritual", "morning", "midday", "afternoon", "evening", "night",
                                          "horrible", "bad", "average", "good", "great"]

    /// Help without what ArgumentParser writes itself (its headings and built-in flags' help, which it
    /// offers no way to translate), the usage line, and the names of commands, arguments and options.
    static func withoutArgumentParser(_ help: String) -> String {
        var lines: [String] = []
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("USAGE:") { continue }
            var l = String(line)
            for phrase in ["OVERVIEW:", "OPTIONS:", "ARGUMENTS:", "SUBCOMMANDS:", "Show the version.", "Show help information.",
                           "(default)"] {
                l = l.replacingOccurrences(of: phrase, with: " ")
            }
            l = l.replacingOccurrences(of: #"See 'tend help.*' for detailed help\."#, with: " ", options: .regularExpression)
            l = l.replacingOccurrences(of: #"^  ([a-z][a-z0-9-]*(, [a-z][a-z0-9-]*)*|<[^>]*>)"#, with: " ", options: .regularExpression)
            l = l.replacingOccurrences(of: #"(-[a-z], )?--?[a-z][a-z-]*( <[^>]*>)?"#, with: " ", options: .regularExpression)
            lines.append(l)
        }
        return lines.joined(separator: "\n")
    }

    @Test("text output: every word comes from the catalog or from the user", arguments: commands)
    func noEnglishOutside(_ args: [String]) throws {
        let h = try Self.shared.get()
        let dir = try Self.folder.get()
        let r = h.run(args, env: ["LANG": "de_DE.UTF-8", "TEND_LANGUAGES_DIR": dir, "COLUMNS": "80"])
        let output = args.contains("--help") ? Self.withoutArgumentParser(r.out) : r.out + r.err
        let leaked = Self.leaks(output)
        #expect(leaked.isEmpty, "tend \(args.joined(separator: " ")): \(leaked.count) lines with words outside the catalog:\n\(leaked.prefix(12).joined(separator: "\n"))")
    }

    @Test("--json is byte-identical in every language", arguments: views)
    func jsonSame(_ args: [String]) throws {
        let h = try Self.shared.get()
        let dir = try Self.folder.get()
        let english = h.run(args + ["--json"], env: ["LANG": "en_US.UTF-8"])
        let pseudo = h.run(args + ["--json"], env: ["LANG": "de_DE.UTF-8", "TEND_LANGUAGES_DIR": dir])
        #expect(english.code == pseudo.code)
        #expect(english.out == pseudo.out, "tend \(args.joined(separator: " ")) --json differs:\n\(Self.firstDifference(english.out, pseudo.out))")
    }

    static func firstDifference(_ a: String, _ b: String) -> String {
        let x = a.split(separator: "\n"), y = b.split(separator: "\n")
        for (l, r) in zip(x, y) where l != r { return "en: \(l)\npseudo: \(r)" }
        return "lengths \(x.count) / \(y.count)"
    }
}
