import Foundation
import Testing
@testable import TendCLI
@testable import TendRemind
import TendKernel
import TendCLITesting

#if canImport(Glibc)
import Glibc
#endif

/// Promises of docs/reminders.md that no other test held: a skip is a record for nudges, a device that
/// missed the first nudge gets only the last, shown marks are kept for their documented time, and the
/// lock file keeps two runs from both showing one reminder.
@Suite("Remind: skips, missed nudges, kept marks and the lock")
struct RemindMarksTests {
    /// The kinds `tend remind due --json` lists at `now` for the `tracker`'s reminders (reminder, nudge,
    /// lastNudge).
    static func kinds(_ h: TendHarness, _ tracker: String, at now: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        let out = Remind.due(h, at: now, "--json", sourceLocation: sourceLocation)
        let due = try #require((try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])?["due"] as? [[String: Any]],
                               sourceLocation: sourceLocation)
        return due.filter { $0["tracker"] as? String == tracker }.compactMap { $0["kind"] as? String }
    }

    /// The kinds on the evenings (20:05) of `count` days from `first`.
    static func evenings(_ h: TendHarness, _ tracker: String, from first: String, count: Int) throws -> [[String]] {
        try (0..<count).map { try kinds(h, tracker, at: Remind.day(first, plus: $0) + "T20:05") }
    }

    @Test("a skip counts as recording: it silences its day and starts a new quiet spell (a whole tracker)")
    func skipIsARecordForATracker() throws {
        let h = Remind.harness(now: "2026-11-16T09:00")
        Remind.ok(h, "remind", "set", "walk", "20:00")
        try Remind.record(h, "walk", "2026-11-16")
        let store = try h.openStore()
        let skipped = Day(iso: "2026-11-20")!
        try store.write(ChangeIntent(action: "test.skip")) { _ in
            [.create(Entry(id: EntryKey.daily("walk", skipped), tracker: "walk", day: skipped, value: .skip, created: h.clock.now()))]
        }
        // 17, 18: reminders; 19: two days quiet, a nudge; 20: skipped, quiet; 21, 22: a new spell, reminders;
        // 23: two days quiet since the skip, a nudge of the new spell (not the last of the old one).
        let got = try Self.evenings(h, "walk", from: "2026-11-17", count: 7)
        #expect(got == [["reminder"], ["reminder"], ["nudge"], [], ["reminder"], ["reminder"], ["nudge"]])
    }

    @Test("a skip counts as recording for a habit's reminder too (`tend habit skip`)")
    func skipIsARecordForAHabit() throws {
        let h = TendHarness(now: "2026-11-16T09:00", ids: SequentialIDs(seed: 0x5C1B))
        Remind.ok(h, "habit", "new", "Run")
        Remind.ok(h, "habit", "done", "Run")
        Remind.ok(h, "remind", "set", "habit:Run", "20:00")
        h.now = "2026-11-20T09:00"
        Remind.ok(h, "habit", "skip", "Run")
        let got = try Self.evenings(h, "habit", from: "2026-11-17", count: 7)
        #expect(got == [["reminder"], ["reminder"], ["nudge"], [], ["reminder"], ["reminder"], ["nudge"]])
        h.now = "2026-11-23T21:00"
        let list = try JSONSerialization.jsonObject(with: Data(Remind.ok(h, "remind", "--json").utf8)) as? [String: Any]
        let nudge = try #require((list?["nudges"] as? [[String: Any]])?.first { $0["tracker"] as? String == "habit" })
        #expect(nudge["since"] as? String == "2026-11-21" && nudge["missed"] as? Int == 2, "\(nudge)")
    }

    @Test("a device that missed the first nudge (it was off) gets only the last one, then silence")
    func missedFirstNudgeGetsOnlyTheLast() throws {
        let h = Remind.harness(now: "2026-11-16T09:00")
        Remind.ok(h, "remind", "set", "walk", "20:00")
        try Remind.record(h, "walk", "2026-11-16")
        #expect(try Self.evenings(h, "walk", from: "2026-11-17", count: 2) == [["reminder"], ["reminder"]])
        // Off from the 19th to the 21st: the days of the first nudge. On again on the 22nd, 5 days quiet.
        let back = Remind.due(h, at: "2026-11-22T20:05")
        #expect(back == RemindDueTests.last("Walk"))
        #expect(try Self.evenings(h, "walk", from: "2026-11-23", count: 3) == [[], [], []])
        let marks = try String(contentsOfFile: h.storePath + ".reminders.json", encoding: .utf8)
        #expect(marks.contains("\"n|walk|2026-11-17|last\"") && !marks.contains("|first\""), "\(marks)")
    }

    @Test("shown marks are dropped only after their documented time: occurrences after 40 days, nudges after three years")
    func marksKeptForTheirTime() throws {
        try withTemporaryDirectory { dir in
            let store = dir + "/tend.sqlite"
            let now = Date(timeIntervalSince1970: 1_795_377_600)  // 2026-11-22 16:00 UTC
            let day: TimeInterval = 86_400
            let marks = ShownMarks(storePath: store, lock: true)
            let spell = Day(iso: "2026-01-01")!
            let ages: [(String, TimeInterval)] = [
                (Mark.reminder("walk", spell, ClockTime(hour: 20, minute: 0)!), 39.9 * day),
                (Mark.reminder("walk", spell, ClockTime(hour: 21, minute: 0)!), 40.1 * day),
                (Mark.nudge("walk", since: spell, .first), 41 * day),
                (Mark.nudge("walk", since: spell, .last), 2 * 365 * day),
                (Mark.nudge("five", since: spell, .last), 1_090 * day),
                (Mark.nudge("mood", since: spell, .last), 1_100 * day),
            ]
            for (mark, age) in ages { marks.insert(mark, at: now.addingTimeInterval(-age)) }
            try marks.save(now: now)
            let kept = ShownMarks(storePath: store, lock: false).marks
            #expect(kept == [
                "n|five|2026-01-01|last", "n|walk|2026-01-01|first", "n|walk|2026-01-01|last", "r|walk|2026-01-01|20:00",
            ])
        }
    }

    @Test("a paused practice's last nudge is not repeated 40 days on (its mark outlives the occurrence marks)")
    func lastNudgeNotRepeatedAfterFortyDays() throws {
        let h = Remind.harness(now: "2026-11-16T09:00")
        Remind.ok(h, "remind", "set", "walk", "20:00")
        try Remind.record(h, "walk", "2026-11-16")
        #expect(Remind.due(h, at: "2026-11-22T20:05") == RemindDueTests.last("Walk"))
        // Still quiet seven weeks later: two runs (the first prunes what it may, the second reads the result).
        #expect(Remind.due(h, at: "2027-01-10T20:05") == "")
        #expect(Remind.due(h, at: "2027-01-11T20:05") == "")
    }

    @Test("a run holds <marks>.lock from reading to saving: a run started meanwhile waits, then sees what the holder showed")
    func lockFile() throws {
        let h = Remind.harness(now: "2026-11-22T09:00")
        Remind.ok(h, "remind", "set", "walk", "20:00")
        h.now = "2026-11-22T20:05"
        let marks = h.storePath + ".reminders.json"
        let fd = open(marks + ".lock", O_RDWR | O_CREAT, 0o600)
        try #require(fd >= 0)
        defer { close(fd) }
        try #require(flock(fd, LOCK_EX) == 0)
        var info = stat()
        try #require(fstat(fd, &info) == 0)
        let inode = ":\(info.st_ino) "

        // A second run (a timer, say) starts while this "run" holds the lock.
        let result = Locked<TendHarness.Result?>(nil)
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let r = h.run("remind", "due")
            result.withLock { $0 = r }
            finished.signal()
        }
        // Wait until the kernel lists it as blocked on this lock (`->` in /proc/locks), or until it ends.
        var waiting = false, ended = false
        for _ in 0..<1_000 where !waiting && !ended {
            let locks = (try? String(contentsOfFile: "/proc/locks", encoding: .utf8)) ?? ""
            waiting = locks.split(separator: "\n").contains { $0.contains("-> FLOCK") && $0.contains(inode) }
            if !waiting { ended = finished.wait(timeout: .now() + .milliseconds(10)) == .success }
        }
        #expect(waiting && !ended, "the second run did not wait for the lock")
        // The holder shows the reminder and saves its mark, then lets go.
        try #"{"version":1,"shown":{"r|walk|2026-11-22|20:00":"2026-11-22T20:05:00Z"}}"#
            .write(toFile: marks, atomically: true, encoding: .utf8)
        flock(fd, LOCK_UN)
        if !ended { finished.wait() }
        let r = try #require(result.withLock { $0 })
        #expect(r.code == 0 && r.out == "", "read the marks only once the lock was free, so it showed nothing again: \(r)")
    }
}
