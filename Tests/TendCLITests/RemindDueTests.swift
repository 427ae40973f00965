import Foundation
@testable import TendRemind
import Testing
@testable import TendCLI
import TendKernel
import TendCLITesting
import TendTesting

/// `tend remind due`: each reminder once, nudges after 2 and 5 missed scheduled days, then silence until
/// the user records again — over daily, weekday and 3/week schedules.
@Suite("Remind: due, nudges and silence")
struct RemindDueTests {
    static let reminder = "20:00 · Walk — Time for today's entry.\n"
    static func first(_ title: String, _ n: Int = 2) -> String {
        "20:00 · \(title) — Quiet for \(n) scheduled days. A small entry today picks it back up.\n"
    }
    static func last(_ title: String, _ n: Int = 5) -> String {
        "20:00 · \(title) — Quiet for \(n) scheduled days. This is the last nudge: reminders pause until you record again.\n"
    }

    /// `due` at 20:05 on each of `count` days from `first`.
    static func evenings(_ h: TendHarness, from first: String, count: Int) -> [String] {
        (0..<count).map { Remind.due(h, at: Remind.day(first, plus: $0) + "T20:05") }
    }

    @Test("daily: a nudge after 2 missed days, the last after 5, then it stops — and resets after an entry")
    func daily() throws {
        let h = Remind.harness(now: "2026-11-16T09:00")
        Remind.ok(h, "remind", "set", "walk", "20:00")
        try Remind.record(h, "walk", "2026-11-16")
        let week = Self.evenings(h, from: "2026-11-17", count: 8)
        #expect(week == [Self.reminder, Self.reminder, Self.first("Walk"), Self.reminder, Self.reminder, Self.last("Walk"), "", ""])
        #expect(week.filter { $0.contains("Quiet") }.count == 2, "stops after the second nudge")

        h.now = "2026-11-24T09:00"
        let list = Remind.ok(h, "remind")
        let row = list.split(separator: "\n").first { $0.hasPrefix("walk ") }.map(String.init) ?? ""
        #expect(row.contains("20:00") && row.hasSuffix("paused until you record"), "\(list)")
        #expect(list.contains("Paused: Walk has been quiet for 7 scheduled days; its reminders resume when you\nrecord again."))
        #expect(!Remind.ok(h, "today").contains("Next reminder"), "a paused practice has no next reminder")

        h.now = "2026-11-25T10:00"
        try Remind.record(h, "walk", "2026-11-25")
        let after = Self.evenings(h, from: "2026-11-25", count: 4)
        #expect(after == ["", Self.reminder, Self.reminder, Self.first("Walk")], "recorded today: quiet; then a new quiet spell")
    }

    @Test("weekdays: weekends neither remind nor count; the last nudge on the fifth missed weekday")
    func weekdays() throws {
        let h = Remind.harness(now: "2026-11-19T09:00")
        Remind.ok(h, "remind", "set", "journal", "20:00")
        try Remind.record(h, "journal", "2026-11-19")
        let r = "20:00 · Journal — Time for today's entry.\n"
        let got = Self.evenings(h, from: "2026-11-20", count: 11)
        #expect(got == [r, "", "", r, Self.first("Journal"), r, r, Self.last("Journal"), "", "", ""])
    }

    @Test("3/week: reminders every day, the first nudge after 5 quiet days, the last after 12, then silence")
    func window() throws {
        let h = Remind.harness(now: "2026-11-16T09:00")
        Remind.ok(h, "config", "set", "walk.schedule", "3/week")
        Remind.ok(h, "remind", "set", "walk", "20:00")
        try Remind.record(h, "walk", "2026-11-16")
        let got = Self.evenings(h, from: "2026-11-17", count: 14)
        let r = Self.reminder
        #expect(got == [r, r, r, r, r, Self.first("Walk"), r, r, r, r, r, r, Self.last("Walk"), ""])
    }

    @Test("3/week: quiet while the rolling week already has its 3")
    func windowMet() throws {
        let h = Remind.harness(now: "2026-11-16T09:00")
        Remind.ok(h, "config", "set", "walk.schedule", "3/week")
        Remind.ok(h, "remind", "set", "walk", "20:00")
        try Remind.record(h, "walk", "2026-11-16", "2026-11-17", "2026-11-18")
        let got = Self.evenings(h, from: "2026-11-19", count: 5)
        #expect(got == ["", "", "", "", Self.reminder], "the 19th to 22nd have 3 in the 7 days before; the 23rd has 2")
    }

    @Test("due never repeats a reminder already shown, and writes nothing to the store")
    func neverRepeats() throws {
        let h = Remind.harness(now: "2026-11-22T09:00")
        Remind.ok(h, "remind", "set", "walk", "20:00")
        let before = try h.digest()
        #expect(Remind.due(h, at: "2026-11-22T19:59") == "", "not yet")
        #expect(Remind.due(h, at: "2026-11-22T20:00") == Self.reminder)
        #expect(Remind.due(h, at: "2026-11-22T20:00") == "")
        #expect(Remind.due(h, at: "2026-11-22T23:30") == "")
        #expect(Remind.due(h, at: "2026-11-22T23:30", "--since", "2026-11-20") == "", "a wider window doesn't repeat it")
        #expect(Remind.due(h, at: "2026-11-22T23:30", "--since", "3h") == "")
        #expect(try h.digest() == before, "shown marks stay out of the store and its history")
        let marks = try String(contentsOfFile: h.storePath + ".reminders.json", encoding: .utf8)
        #expect(marks.contains("\"r|walk|2026-11-22|20:00\""), "\(marks)")
        #expect(Remind.due(h, at: "2026-11-23T20:01") == Self.reminder, "the next day is a new reminder")
        // A reminder moved later the same day is a new one.
        h.now = "2026-11-23T20:30"
        Remind.ok(h, "remind", "set", "walk", "21:00")
        #expect(Remind.due(h, at: "2026-11-23T21:00") == "21:00 · Walk — Time for today's entry.\n")
    }

    @Test("a device that slept shows the latest reminder of the window, not a backlog; a recorded day stays quiet")
    func backlogAndDone() throws {
        let h = Remind.harness(now: "2026-11-20T09:00")
        try Remind.record(h, "walk", "2026-11-20")
        Remind.ok(h, "remind", "set", "walk", "20:00")
        Remind.ok(h, "remind", "set", "journal", "7:30")
        let out = Remind.due(h, at: "2026-11-22T21:00", "--since", "2026-11-20")
        // One walk reminder (the 22nd's, not the 20th's or 21st's); the journal's days are weekdays: Friday's.
        #expect(out == "07:30 · Journal — Time for today's entry.\n" + Self.reminder)
        #expect(Remind.due(h, at: "2026-11-22T21:05", "--since", "3d") == "")
        try Remind.record(h, "walk", "2026-11-23")
        #expect(Remind.due(h, at: "2026-11-23T20:30") == "07:30 · Journal — Time for today's entry.\n",
                "walk recorded today: quiet")
    }

    @Test("--since: a time today, a date, a date-time, a span")
    func since() throws {
        let h = Remind.harness(now: "2026-11-22T09:00")
        Remind.ok(h, "remind", "set", "walk", "7:00")
        #expect(Remind.due(h, at: "2026-11-22T09:00", "--since", "08:00") == "", "07:00 is before 08:00")
        #expect(Remind.due(h, at: "2026-11-22T09:00", "--since", "6:59") == "07:00 · Walk — Time for today's entry.\n")
        #expect(Remind.due(h, at: "2026-11-23T09:00", "--since", "2026-11-23T07:00") == "07:00 · Walk — Time for today's entry.\n")
        // Walked that day (else, never recorded, the 24th would bring the first nudge instead).
        try Remind.record(h, "walk", "2026-11-23")
        #expect(Remind.due(h, at: "2026-11-24T09:00", "--since", "90m") == "", "07:00 is more than 90 minutes ago")
        #expect(Remind.due(h, at: "2026-11-24T09:00", "--since", "2h") == "07:00 · Walk — Time for today's entry.\n")
    }

    @Test("--json lists what is due, with the window")
    func json() throws {
        let h = Remind.harness(now: "2026-11-16T09:00")
        Remind.ok(h, "remind", "set", "walk", "20:00")
        try Remind.record(h, "walk", "2026-11-16")
        _ = Remind.due(h, at: "2026-11-17T20:05")
        _ = Remind.due(h, at: "2026-11-18T20:05")
        let out = Remind.due(h, at: "2026-11-19T20:05", "--json")
        Remind.golden(out, "remind-due.json")
        #expect(Remind.ok(h, "remind").contains("\nNudge: Walk — Quiet for 2 scheduled days. A small entry today picks it back up.\n"))
        let list = try JSONSerialization.jsonObject(with: Data(Remind.ok(h, "remind", "--json").utf8)) as! [String: Any]
        let nudges = list["nudges"] as! [[String: Any]]
        #expect(nudges.count == 1 && nudges[0]["level"] as? String == "first" && nudges[0]["missed"] as? Int == 2
                && nudges[0]["since"] as? String == "2026-11-17" && nudges[0]["paused"] as? Bool == false, "\(nudges)")
        let again = try JSONSerialization.jsonObject(with: Data(Remind.due(h, at: "2026-11-19T20:06", "--json").utf8)) as! [String: Any]
        #expect((again["due"] as! [Any]).isEmpty, "shown once")
    }

    @Test("--notify runs notify-send found on PATH, and prints when it is missing or fails")
    func notify() throws {
        let h = Remind.harness(now: "2026-11-22T09:00")
        Remind.ok(h, "remind", "set", "walk", "20:00")
        Remind.ok(h, "remind", "set", "journal", "20:00", "--days", "daily")
        let bin = h.directory + "/bin", log = h.directory + "/notified.txt"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let script = bin + "/notify-send"
        try "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\" >> '\(log)'; done\n".write(toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        let empty = h.directory + "/empty-bin"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)

        let sent = Remind.due(h, at: "2026-11-22T20:01", "--notify", env: ["PATH": "/nonexistent:" + bin])
        #expect(sent == "", "sent, not printed")
        #expect(try String(contentsOfFile: log, encoding: .utf8)
                == "--app-name=Tend\nWalk\nTime for today's entry.\n--app-name=Tend\nJournal\nTime for today's entry.\n")

        let printed = Remind.due(h, at: "2026-11-23T20:01", "--notify", env: ["PATH": empty])
        #expect(printed == Self.reminder + "20:00 · Journal — Time for today's entry.\n", "no notify-send: printed")
        // Walked that day (else, never recorded, the 24th would bring the first nudge instead).
        try Remind.record(h, "walk", "2026-11-23")

        try "#!/bin/sh\nexit 1\n".write(toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        let failed = Remind.due(h, at: "2026-11-24T20:01", "--notify", env: ["PATH": bin])
        #expect(failed == Self.reminder + "20:00 · Journal — Time for today's entry.\n", "notify-send failed: printed")
        #expect(Remind.due(h, at: "2026-11-24T20:02", "--notify", env: ["PATH": empty]) == "", "shown once either way")
    }

    @Test("the PATH lookup: the first executable file, never a folder, a relative entry or a path-like name")
    func pathLookup() throws {
        let h = Remind.harness()
        let a = h.directory + "/a", b = h.directory + "/b"
        for dir in [a, b, a + "/notify-send"] { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) }
        try "".write(toFile: b + "/notify-send", atomically: true, encoding: .utf8)
        #expect(Notifier.find("notify-send", path: a + ":" + b) == nil, "not executable, and a folder doesn't count")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: b + "/notify-send")
        #expect(Notifier.find("notify-send", path: "relative:" + a + ":" + b) == b + "/notify-send")
        #expect(Notifier.find("notify-send", path: nil) == nil)
        #expect(Notifier.find("../b/notify-send", path: a) == nil)
    }
}

extension RemindDueTests {
    @Test("local wall clock in the user's time zone, across a daylight-saving change and with a late day start")
    func wallClock() throws {
        let h = TendHarness(now: "2026-03-28T12:00", modules: Remind.practiceModules, timeZone: TimeZone(identifier: "Europe/Berlin")!,
                            ids: SequentialIDs(seed: 0xBE))
        h.run("history")
        Remind.ok(h, "remind", "set", "walk", "2:30")
        // 29 March 2026: clocks go from 02:00 to 03:00, so 02:30 happens at 03:30.
        #expect(Remind.due(h, at: "2026-03-29T03:20") == "", "02:30 doesn't exist; it rings at 03:30")
        #expect(Remind.due(h, at: "2026-03-29T03:31") == "02:30 · Walk — Time for today's entry.\n")
        // A night owl's day starts at 04:00: at 01:00 it is still the 29th, which already had its walk reminder;
        // a walk recorded on the 30th silences the 30th's 02:30 even though the wall date is the 31st.
        Remind.ok(h, "config", "set", "day-starts-at", "04:00")
        #expect(Remind.due(h, at: "2026-03-30T01:00") == "")
        h.now = "2026-03-30T23:00"
        try Remind.record(h, "walk", "2026-03-30")
        #expect(Remind.due(h, at: "2026-03-31T02:35") == "", "02:30 on the 31st belongs to the night owl's 30th, recorded")
    }
}
