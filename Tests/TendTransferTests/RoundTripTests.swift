import Foundation
import Testing
import TendEngine
import TendKernel
import TendCLITesting
import TendTesting

@Suite("tend export and tend import of a Tend export")
struct RoundTripTests {
    /// A store with a bit of everything: every tracker, habits (one archived, in a stack), settings of
    /// both scopes, a removed line (a tombstone), a mood conflict from another device, and records of a
    /// tracker this build doesn't know (as ritual or custom trackers write them).
    static func richHarness() throws -> TendHarness {
        let h = TendHarness(ids: SequentialIDs(seed: 1))
        let commands: [[String]] = [
            ["gratitude", "add", "Morning coffee", "A call from Mum", "--date", "2026-11-20"],
            ["gratitude", "add", "Rain, finally"], ["gratitude", "rm", "1"],
            ["five", "add", "Fixed the login bug", "Wrote the report", "--date", "yesterday"],
            ["mood", "log", "good", "--note", "Long walk", "--date", "2026-11-20"], ["mood", "log", "bad", "--date", "2026-11-21"],
            ["mood", "log", "great", "--date", "2026-11-21"],
            ["habit", "new", "Run", "--at-least", "5", "--unit", "km", "--schedule", "3/week"], ["habit", "new", "Read"],
            ["habit", "new", "Floss"], ["habit", "archive", "Floss"],
            ["stack", "new", "Morning", "--after", "waking up"], ["stack", "add", "Morning", "Read"],
            ["habit", "done", "Run", "--amount", "5.5", "--date", "2026-11-20"], ["habit", "skip", "Read", "--date", "2026-11-20"],
            ["habit", "done", "Read"], ["config", "set", "week-start", "sunday"], ["config", "set", "theme", "dusk"],
            ["mood", "style", "faces"],
        ]
        for args in commands {
            let r = h.run(args)
            #expect(r.code == 0, "\(args): \(r)")
        }
        let store = try h.openStore()
        let other = DeviceID("00000000000000ee")!
        let op = Op(id: OpID(hlc: HLC(millis: HLC.millis(of: h.clock.now()) - 60_000, counter: 0), device: other),
                    entity: .entry, key: "mood/2026-11-20", fields: ["value": EntryValue.level(2).field], supersedes: [])
        let applied = try store.apply([Change(id: op.id, action: "mood.log", detail: "", source: "cli", undoes: nil, ops: [op])],
                                      now: h.clock.now())
        #expect(applied.applied == 1)
        try store.write(ChangeIntent(action: "water.log")) { _ in
            [.create(Item(id: "glass", tracker: "water", type: "vessel", fields: ["ml": 250, "label": "Glass"],
                          created: Date(timeIntervalSince1970: 1_795_000_000.25))),
             .create(Entry(id: "water/2026-11-22", tracker: "water", subject: "glass", day: Day(iso: "2026-11-22")!,
                           value: .amount(1.5), tags: ["tap"], created: Date(timeIntervalSince1970: 1_795_000_000)))]
        }
        #expect(try store.entry(id: "mood/2026-11-20")?.conflicts.count == 1)
        return h
    }

    @Test("with --history, importing into an empty store reproduces the exact state and history (digests equal)")
    func withHistory() throws {
        let a = try Self.richHarness()
        let path = a.file("tend-export.json")
        #expect(a.run("export", "--history", "--output", path).code == 0)
        let b = TendHarness(ids: SequentialIDs(seed: 2))
        let r = b.run("import", path)
        #expect(r.code == 0, "\(r)")
        let sa = try a.openStore(), sb = try b.openStore()
        #expect(sa.device != sb.device)
        #expect(try sb.stateDigest() == (try sa.stateDigest()))
        #expect(try sb.stateDigest(includeDeviceSettings: true) == (try sa.stateDigest(includeDeviceSettings: true)))
        #expect(try sb.historyDigest() == (try sa.historyDigest()))
        #expect(try sb.entry(id: "mood/2026-11-20")?.conflicts.count == 1)
        #expect(try sb.verify().isEmpty)
        // Idempotent by op id: again, nothing.
        let before = try b.digest()
        #expect(b.run("import", "tend", path).out.contains("Nothing to add"))
        #expect(try b.digest() == before)
    }

    @Test("without history, the records come back as they were (ids, days, values, notes, tags, positions, sources, creation times, tombstones, settings); only 'updated' is the import's time")
    func withoutHistory() throws {
        let a = try Self.richHarness()
        let path = a.file("tend-export.json")
        #expect(a.run("export", "--output", path).code == 0)
        let b = TendHarness(ids: SequentialIDs(seed: 2))
        b.now = "2026-11-23T10:00"
        let r = b.run("import", path)
        #expect(r.code == 0, "\(r)")
        let sa = try a.openStore(), sb = try b.openStore()
        func normal(_ e: Entry) -> Entry {
            var x = e
            x.updated = .distantPast
            x.conflicts = []
            return x
        }
        func normal(_ i: Item) -> Item {
            var x = i
            x.updated = .distantPast
            return x
        }
        let all = EntryQuery(includeDeleted: true), every = ItemQuery(includeDeleted: true)
        #expect(try sb.entries(all).map(normal) == (try sa.entries(all).map(normal)))
        #expect(try sb.items(every).map(normal) == (try sa.items(every).map(normal)))
        for scope in SettingScope.allCases { #expect(try sb.settings(scope: scope) == (try sa.settings(scope: scope))) }
        #expect(try sb.entries(EntryQuery(includeDeleted: true)).contains { $0.deleted })
        // The conflict comes back settled on the value it showed; the other value is in its history.
        let ops = try sb.changes(ChangeQuery())[0].ops.filter { $0.key == "mood/2026-11-20" }
        #expect(ops.map { $0.fields["value"] } == [EntryValue.level(2).field, EntryValue.level(4).field])
        #expect(b.run("undo").code == 0)
        #expect(try sb.entries(EntryQuery()).isEmpty)
    }

    @Test("importing an export back into its own store adds nothing")
    func intoItself() throws {
        let a = try Self.richHarness()
        let path = a.file("tend-export.json"), history = a.file("history.json")
        #expect(a.run("export", "--output", path).code == 0)
        #expect(a.run("export", "--history", "--output", history).code == 0)
        let before = try a.digest()
        #expect(a.run("import", path).out.contains("Nothing to add"))
        #expect(a.run("import", history).out.contains("Nothing to add"))
        #expect(try a.digest() == before)
    }

    @Test("the JSON export is one record per line, keys in a fixed order (golden)")
    func jsonGolden() throws {
        let h = TendHarness()
        for args in [["gratitude", "add", "Fresh bread", "--date", "2026-11-21"], ["mood", "log", "average", "--note", "Grey, \"wet\""],
                     ["habit", "new", "Walk"], ["habit", "done", "Walk"], ["config", "set", "grace-days", "1"]] {
            #expect(h.run(args).code == 0)
        }
        let r = h.run("export")
        #expect(r.code == 0)
        Golden.check(r.out, "export.json")
        let tracked = h.run("export", "--tracker", "habit")
        Golden.check(tracked.out, "export-habit.json")
        let history = h.run("export", "--history")
        Golden.check(history.out, "export-history.json")
    }

    @Test("CSV: one file per tracker into a folder, the documented columns; one tracker to standard output (golden)")
    func csv() throws {
        let a = try Self.richHarness()
        let folder = a.file("csv")
        let r = a.run("export", "--format", "csv", "--output", folder)
        #expect(r.code == 0, "\(r)")
        #expect(DaylioImportTests.shown(r.out, a) == "Exported gratitude.csv, five.csv, mood.csv, habit.csv and water.csv (10 rows) to <dir>/csv.\n")
        for t in ["gratitude", "five", "mood", "habit", "water"] {
            let text = try String(contentsOfFile: folder + "/" + t + ".csv", encoding: .utf8)
            Golden.check(text, "export-\(t).csv")
        }
        let one = a.run("export", "--format", "csv", "--tracker", "mood")
        #expect(one.out == (try String(contentsOfFile: folder + "/mood.csv", encoding: .utf8)))
        let file = a.file("habit-only.csv")
        #expect(a.run("export", "--format", "csv", "--tracker", "habit", "--output", file, "--json").out.contains("\"rows\" : 3"))
        #expect(FileManager.default.contents(atPath: file) == FileManager.default.contents(atPath: folder + "/habit.csv"))
    }

    @Test("a summary of what was exported, as text and JSON")
    func summary() throws {
        let a = try Self.richHarness()
        let r = a.run("export", "--output", a.file("x.json"))
        #expect(DaylioImportTests.shown(r.out, a) == "Exported 5 items, 11 entries and 3 settings to <dir>/x.json.\n")
        let j = a.run("export", "--history", "--output", a.file("y.json"), "--json")
        #expect(j.out.contains("\"changes\" : 21"), "\(j)")
    }
}
