import Foundation
import Testing
import TendConsole
import TendCLI
import TendCLITesting
import TendTesting

/// The main views, their errors and a help page in each of Tend's languages, on the known six-week
/// history: exact text in one golden file per language (`Golden/languages/<tag>.txt`), and `--json`
/// byte-identical to English whatever the language.
@Suite("Every language: the main views against golden files, JSON the same", .serialized)
struct LanguageGoldenTests {
    static let shared = Result { try RealHistory.harness() }

    /// A store that syncs through a folder, for `tend sync status` (its folder shown as `<folder>`).
    static let syncing: Result<(TendHarness, String), any Error> = Result {
        let h = TendHarness(now: "2026-11-21T08:00")
        h.environment.merge(["TEND_PASSPHRASE": "correct horse battery", "TEND_SYNC_SCRYPT": "14,8,1"]) { _, b in b }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tend-lang-sync-" + UUID().uuidString).path
        for args in [["mood", "log", "good"], ["sync", "init", "--folder", folder]] {
            let r = h.run(args)
            guard r.code == 0 else { throw RealHistory.SeedFailure(description: "\(args): \(r)") }
        }
        h.now = "2026-11-21T09:00"
        _ = h.run("five", "add", "Fixed the bike")
        return (h, folder)
    }

    /// The views shown: today, each tracker's day, month and stats, compare, insights, reminders, sync.
    static let views: [[String]] = [
        ["today"], ["mood"], ["mood", "month"], ["mood", "year"], ["mood", "stats"],
        ["gratitude"], ["gratitude", "week"], ["gratitude", "month"], ["gratitude", "stats"],
        ["five"], ["five", "month"], ["five", "stats"],
        ["habit"], ["habit", "show", "Run"], ["habit", "stats"], ["stack"], ["ritual"], ["ritual", "history"], ["ritual", "stats"],
        ["compare"], ["insights"], ["remind"], ["sync", "status"], ["history", "--limit", "3"],
    ]
    /// Refusals, each with the clear message in the user's language (nothing is written: the history is shared).
    static let errors: [[String]] = [
        ["mood", "log", "splendid"], ["habit", "done", "Nope"], ["five", "--date", "yesterday-ish"],
        ["config", "set", "grace-days", "12"], ["gratitude", "add", ""], ["frobnicate"],
    ]

    /// The locale each language is asked for with.
    static func locale(_ language: String) -> String {
        ["en": "en_US", "en-GB": "en_GB", "es-MX": "es_MX", "pt-BR": "pt_BR", "zh-Hans": "zh_CN", "ja": "ja_JP", "de": "de_DE",
         "fr": "fr_FR", "ko": "ko_KR", "it": "it_IT", "nl": "nl_NL", "ru": "ru_RU"][language]! + ".UTF-8"
    }

    @Test("the main views, errors and help in each language (golden)", arguments: Language.supported)
    func golden(_ language: String) throws {
        let h = try Self.shared.get()
        let env = ["LANG": Self.locale(language)]
        var text = ""
        for args in Self.views + Self.errors + [["mood", "--help"]] {
            let r = h.run(args + ["--no-color"].filter { _ in !args.contains("--help") }, env: env)
            text += "$ tend " + args.joined(separator: " ") + "\n" + r.out + r.err + (r.code == 0 ? "" : "[exit \(r.code)]\n") + "\n"
        }
        let (syncing, folder) = try Self.syncing.get()
        let status = syncing.run(["sync", "status", "--no-color"], env: env)
        text += "$ tend sync status (a store that syncs)\n" + (status.out + status.err).replacingOccurrences(of: folder, with: "<folder>")
            .replacingOccurrences(of: #"[0-9a-f]{6,}"#, with: "<id>", options: .regularExpression)
        Check.golden(text, "languages/\(language).txt")
    }

    @Test("--json is byte-identical to English in each language", arguments: Language.supported.filter { $0 != "en" })
    func json(_ language: String) throws {
        let h = try Self.shared.get()
        for args in Self.views {
            let english = h.run(args + ["--json"], env: ["LANG": Self.locale("en")])
            let other = h.run(args + ["--json"], env: ["LANG": Self.locale(language)])
            #expect(english.code == other.code && english.out == other.out, "\(language): tend \(args.joined(separator: " ")) --json differs")
        }
    }

    /// Display columns where each cell (a run of non-spaces) of `line` starts.
    static func cellColumns(_ line: String) -> [Int] {
        var out: [Int] = []
        var column = 0
        var inCell = false
        for ch in line {
            if ch == " " { inCell = false } else if !inCell { out.append(column); inCell = true }
            column += TextWidth.of(String(ch))
        }
        return out
    }

    @Test("LANG=ja_JP.UTF-8 tend mood month keeps its grid aligned under the weekday header")
    func japaneseMonthAligned() throws {
        let h = try Self.shared.get()
        let r = h.run(["mood", "month", "--no-color"], env: ["LANG": "ja_JP.UTF-8"])
        #expect(r.code == 0, "\(r)")
        let lines = r.out.split(separator: "\n").map(String.init)
        let header = try #require(lines.dropFirst().first)
        let columns = Self.cellColumns(header)
        #expect(columns.count == 7, "weekday header: \(header)")
        #expect(header.unicodeScalars.contains { $0.value >= 0x3000 }, "the header is in Japanese: \(header)")
        // the grid: the lines under the header up to the legend (whose cells fall elsewhere)
        let rows = lines.dropFirst(2).prefix { !$0.isEmpty && Self.cellColumns($0).allSatisfy(columns.contains) }
        #expect(rows.count >= 4, "grid rows: \(rows)")
        for row in rows {
            let cells = Self.cellColumns(row)
            #expect(cells.allSatisfy(columns.contains), "misaligned: \(row) against \(header)")
        }
        // The English grid has the same shape: the same rows, cell for cell.
        let english = h.run(["mood", "month", "--no-color"], env: ["LANG": "en_US.UTF-8"]).out.split(separator: "\n").map(String.init)
        #expect(Array(english.dropFirst(2).prefix(rows.count)).map(Self.cellColumns) == rows.map(Self.cellColumns))
    }
}

@Suite("The language setting")
struct LanguageSettingTests {
    @Test("tend config set language ja wins over LANG on this device; system follows LANG again")
    func setting() {
        let h = TendHarness()
        #expect(h.run("mood", "log", "good").code == 0)
        let env = ["LANG": "de_DE.UTF-8"]
        let german = h.run(["mood"], env: env).out
        #expect(h.run(["config", "set", "language", "ja"], env: env).code == 0)
        let japanese = h.run(["mood"], env: env).out
        #expect(japanese != german)
        #expect(japanese.unicodeScalars.contains { $0.value >= 0x3000 }, "\(japanese)")
        #expect(h.run(["config", "get", "language"], env: env).out == "ja\n")
        #expect(h.run(["config", "set", "language", "system"], env: env).code == 0)
        #expect(h.run(["mood"], env: env).out == german)
        // --json stays English whatever the setting
        #expect(h.run(["config", "set", "language", "ru"], env: env).code == 0)
        #expect(h.run(["mood", "--json"], env: env).out == h.run(["mood", "--json"], env: ["LANG": "en_US.UTF-8"]).out)
    }

    @Test("the real platform's system week start is the locale's: Sunday for en_US, Monday for de_DE")
    func platformWeekStart() {
        #expect(TendCLI.defaultPlatform(environment: ["LANG": "en_US.UTF-8"]).systemFirstWeekday == .sunday)
        #expect(TendCLI.defaultPlatform(environment: ["LANG": "de_DE.UTF-8"]).systemFirstWeekday == .monday)
        #expect(TendCLI.defaultPlatform(environment: ["LANG": "de_DE.UTF-8", "LC_TIME": "ja_JP.UTF-8"]).systemFirstWeekday == .sunday)
    }

    @Test("a language Tend has no catalog for is refused with the accepted values, and nothing is written")
    func refused() {
        let h = TendHarness()
        #expect(h.run("mood", "log", "good").code == 0)
        let before = h.run("history", "--json").out
        let r = h.run("config", "set", "language", "klingon")
        #expect(r.code == 78)
        #expect(r.err.contains("klingon") && r.err.contains("pt-BR"), "\(r.err)")
        #expect(h.run("history", "--json").out == before)
    }
}
