import Foundation
import Testing
@testable import MoodTracker
import TendEngine
import TendKernel
import TendCLITesting
import TendTesting

/// Seeding and checking helpers for the mood tests.
enum MoodTest {
    /// A day from ISO text.
    static func day(_ iso: String) -> Day { Day(iso: iso)! }

    /// Writes moods straight into the harness store, as one change (fast seeding of many days).
    static func seed(_ h: TendHarness, _ moods: [Day: Int], notes: [Day: String] = [:], tags: [Day: [String]] = [:]) throws {
        let store = try h.openStore()
        let now = h.clock.now()
        try store.write(ChangeIntent(action: "mood.log", detail: "seed")) { _ in
            moods.keys.sorted().map { d in
                .create(Entry(id: MoodTracker.key(d), tracker: MoodTracker.id, day: d, value: .level(moods[d]!),
                              note: notes[d], tags: tags[d] ?? [], created: now))
            }
        }
    }

    /// Sets a synced setting straight in the store (there is no `tend config` yet).
    static func setSetting(_ h: TendHarness, _ key: String, _ value: FieldValue) throws {
        let store = try h.openStore()
        try store.write(ChangeIntent(action: "config.set", detail: key)) { _ in [.setSetting(key, scope: .synced, value)] }
    }

    /// Makes a real conflict on `day`: the harness device logs `here` with `tend mood log`, another
    /// device (its own store and device id) logs `there` for the same day offline, then each applies
    /// the other's changes. Returns the other device's store, now merged too.
    @discardableResult
    static func conflict(_ h: TendHarness, on day: Day, here: String, there: Int, otherSeed: UInt64 = 7) throws -> InMemoryStore {
        let r = h.run("mood", "log", here, "--date", day.iso)
        #expect(r.code == 0, "\(r)")
        let other = InMemoryStore(clock: h.clock, ids: SequentialIDs(seed: otherSeed))
        try other.write(ChangeIntent(action: "mood.log", detail: "other device")) { _ in
            [.create(Entry(id: MoodTracker.key(day), tracker: MoodTracker.id, day: day, value: .level(there),
                           source: "cli", created: h.clock.now()))]
        }
        let store = try h.openStore()
        #expect(store.device != other.device)
        let mine = try store.changes(ChangeQuery(newestFirst: false))
        _ = try store.apply(try other.changes(ChangeQuery(newestFirst: false)), now: h.clock.now())
        _ = try other.apply(mine, now: h.clock.now())
        return other
    }

    /// The mood entries of a day in the harness store (tombstones included).
    static func entries(_ h: TendHarness, on day: Day) throws -> [Entry] {
        try h.openStore().entries(EntryQuery(tracker: MoodTracker.id, days: day...day, includeDeleted: true))
    }

    /// Runs a command that must be refused: the exit code, one `tend: ` line mentioning `mentions`,
    /// nothing on standard output, and the store exactly as before.
    static func expectRefused(_ h: TendHarness, _ args: [String], code: Int32 = 65, mentions: [String],
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try h.digest()
        let r = h.run(args)
        #expect(r.code == code, "\(r)", sourceLocation: sourceLocation)
        #expect(r.out.isEmpty, "\(r)", sourceLocation: sourceLocation)
        #expect(r.err.hasPrefix("tend: "), "\(r)", sourceLocation: sourceLocation)
        #expect(r.err.filter { $0 == "\n" }.count == 1, "one line: \(r.err)", sourceLocation: sourceLocation)
        for m in mentions { #expect(r.err.contains(m), "\(r.err) should mention \(m)", sourceLocation: sourceLocation) }
        #expect(try h.digest() == before, "nothing written", sourceLocation: sourceLocation)
    }

    /// The days of a range with a level from a rule (nil = no mood that day).
    static func moods(_ range: ClosedRange<Day>, _ rule: (Day) -> Int?) -> [Day: Int] {
        var out: [Day: Int] = [:]
        for d in range { if let l = rule(d) { out[d] = l } }
        return out
    }
}
