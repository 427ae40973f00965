import Foundation
import Testing
import TendCLI
import TendConsole
import TendCLITesting
import TendTesting

/// One grammar across every tracker, built in or defined by a file: each verb of the platform grammar
/// exists in every tracker, or the tracker's help names the verb that does its job; the shared options
/// (`--date`, `--month`, `--limit`, `--json`) behave and fail the same everywhere; every setting a
/// tracker declares round-trips through `tend config`.
@Suite("The grammar holds in every tracker")
struct GrammarConformanceTests {
    /// The verbs of docs/platform.md's grammar table (`add` and `log` are one verb in two spellings).
    static let verbs = ["show", "list", "month", "year", "stats", "edit", "rm", "move", "search"]

    /// Each tracker's command group and the arguments a verb needs to name a record in the seeded store.
    static let groups: [(group: String, names: [String])] = [
        ("mood", []), ("gratitude", []), ("five", []), ("habit", ["Read"]), ("ritual", ["Evening"]), ("sleep", []),
    ]

    static func seeded() throws -> TendHarness {
        let h = TendHarness()
        for args in [["mood", "log", "good"], ["gratitude", "add", "Tea"], ["five", "add", "Walked"], ["habit", "new", "Read"],
                     ["habit", "done", "Read"], ["ritual", "new", "Evening", "--days", "30", "--time", "evening", "--habit", "Tea"]] {
            let r = h.run(args)
            #expect(r.code == 0, "\(args): \(r)")
        }
        let file = h.directory + "/sleep.json"
        try #"{"id": "sleep", "name": "Sleep", "value": {"kind": "amount", "unit": "h", "max": 24}}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        #expect(h.run("tracker", "add", file).code == 0)
        #expect(h.run("sleep", "log", "7.5").code == 0)
        return h
    }

    /// Whether `tend GROUP VERB` is a command (its help's usage names it: a group with a default
    /// subcommand would otherwise answer `--help` for the default).
    static func has(_ h: TendHarness, _ group: String, _ verb: String) -> Bool {
        let r = h.run([group, verb, "--help"])
        if r.code == 0 && r.out.contains("USAGE: tend \(group) \(verb)") { return true }
        // A tracker defined by a file lists its commands in its own usage page.
        let usage = h.run([group, "--help"]).out
        return usage.contains("\n  tend \(group) \(verb) ") || usage.contains("\n  tend \(group) [\(verb)]")
    }

    /// Whether `tend GROUP VERB` takes `option`.
    static func takes(_ h: TendHarness, _ group: String, _ verb: String, _ option: String) -> Bool {
        h.run([group, verb, "--help"]).out.contains(option + " ")
    }

    @Test("each verb exists in every tracker, or its help says which verb does the job")
    func verbsExist() throws {
        let h = try Self.seeded()
        for (group, _) in Self.groups {
            let help = h.run([group, "--help"])
            #expect(help.code == 0, "\(group): \(help)")
            let words = Set(help.out.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
            #expect(Self.has(h, group, "add") || Self.has(h, group, "log") || Self.has(h, group, "new"), "\(group) has no add/log/new")
            for verb in Self.verbs where !Self.has(h, group, verb) {
                #expect(words.contains(verb), "tend \(group) has no '\(verb)' and its help doesn't say what does it:\n\(help.out)")
            }
        }
    }

    @Test("--limit 0, a bad --month and a bad --date fail with the same sentence in every tracker")
    func sharedRefusals() throws {
        let h = try Self.seeded()
        for (group, _) in Self.groups {
            if Self.has(h, group, "list"), Self.takes(h, group, "list", "--limit") {
                let r = h.run(group, "list", "--limit", "0")
                #expect(r.code == 65 && r.err == "tend: --limit 0: give a number of 1 or more.\n", "\(group) list: \(r)")
            }
            if Self.has(h, group, "month"), Self.takes(h, group, "month", "--month") {
                let r = h.run(group, "month", "--month", "2026-13")
                #expect(r.code == 65 && r.err == "tend: '2026-13' is not a month; use YYYY-MM, like 2026-11.\n", "\(group) month: \(r)")
            }
        }
        for group in ["mood", "gratitude", "five", "sleep"] {
            let r = h.run(group, "show", "--date", "someday")
            #expect(r.code == 65 && r.err.hasPrefix("tend: 'someday' is not a date"), "\(group) show: \(r)")
        }
    }

    @Test("--json on show, list, month and stats is JSON in every tracker that has them")
    func json() throws {
        let h = try Self.seeded()
        for (group, names) in Self.groups {
            for verb in ["show", "list", "month", "stats"] where Self.has(h, group, verb) {
                let args = [group, verb] + (verb == "show" ? names : []) + ["--json"]
                let r = h.run(args)
                #expect(r.code == 0, "\(args): \(r)")
                #expect((try? JSONSerialization.jsonObject(with: Data(r.out.utf8))) != nil, "\(args) is not JSON: \(r.out)")
            }
        }
    }

    @Test("every setting a tracker declares round-trips through tend config")
    func settings() throws {
        let h = try Self.seeded()
        let keys = TendCLI.builtInModules.flatMap(\.settings)
        #expect(!keys.isEmpty)
        for key in keys {
            let shown = key.show(key.defaultValue)
            let get = h.run("config", "get", key.name)
            #expect(get.code == 0 && get.out == shown + "\n", "\(key.name): \(get)")
            let set = h.run("config", "set", key.name, shown)
            #expect(set.code == 0, "\(key.name): \(set)")
            #expect(h.run("config", "get", key.name).out == shown + "\n")
            #expect(h.run("config", "list").out.contains(key.name))
        }
    }
}
