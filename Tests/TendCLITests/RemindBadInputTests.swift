import Foundation
import Testing
import TendCLITesting
import TendTesting

/// Bad input to `tend remind`: one clear sentence, a documented exit code, nothing on standard output,
/// nothing written.
@Suite("Remind: bad input is refused before anything is written")
struct RemindBadInputTests {
    /// A store with a reminder set, the built-in trackers and rituals by part of the day.
    static func harness() -> TendHarness {
        let h = Remind.harness(RemindCommandTests.modules)
        Remind.ok(h, "remind", "set", "gratitude", "21:00")
        return h
    }

    private func expectRefused(_ args: [String], code: Int32, message: String, h given: TendHarness? = nil,
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        let h = given ?? Self.harness()
        let before = try h.digest()
        let marks = FileManager.default.contents(atPath: h.storePath + ".reminders.json")
        let r = h.run(args)
        #expect(r.code == code, "\(r)", sourceLocation: sourceLocation)
        #expect(r.out.isEmpty, "\(r)", sourceLocation: sourceLocation)
        #expect(r.err == "tend: " + message + "\n", sourceLocation: sourceLocation)
        #expect(try h.digest() == before, "nothing written", sourceLocation: sourceLocation)
        #expect(FileManager.default.contents(atPath: h.storePath + ".reminders.json") == marks, sourceLocation: sourceLocation)
    }

    @Test("a bad time: 25:00, 7:60, noon-ish words")
    func badTime() throws {
        let h = Self.harness()
        for t in ["25:00", "7:60", "soon", "2100"] {
            try expectRefused(["remind", "set", "gratitude", t], code: 65,
                              message: "'\(t)' is not a time; use HH:MM from 00:00 to 23:59, like 21:00 or 7:30, or 9pm.", h: h)
        }
    }

    @Test("an unknown tracker, for set and off")
    func unknownTracker() throws {
        let h = Self.harness()
        let known = "gratitude, five, mood, ritual.morning, ritual.midday, ritual.afternoon, ritual.evening, ritual.night"
        try expectRefused(["remind", "set", "walkies", "21:00"], code: 66,
                          message: "'walkies' is not a reminder of an enabled tracker; reminders: \(known).", h: h)
        try expectRefused(["remind", "off", "habit:Run"], code: 66,
                          message: "'habit:Run' is not a reminder of an enabled tracker; reminders: \(known).", h: h)
    }

    @Test("unknown days")
    func unknownDays() throws {
        let h = Self.harness()
        try expectRefused(["remind", "set", "gratitude", "21:00", "--days", "funday"], code: 65,
                          message: "--days 'funday' is not a schedule (unknown day 'funday'); use daily, weekdays, weekends, "
                            + "a list of days like mon,wed,sat, 3/week, 4/month, 3/10d, every 2 days.", h: h)
        try expectRefused(["remind", "set", "gratitude", "21:00", "--days", "mon,,fri"], code: 65,
                          message: "--days 'mon,,fri' is not a schedule (an empty day in the list); use daily, weekdays, weekends, "
                            + "a list of days like mon,wed,sat, 3/week, 4/month, 3/10d, every 2 days.", h: h)
    }

    @Test("a tracker with several reminders must name one")
    func several() throws {
        try expectRefused(["remind", "set", "ritual", "7:00"], code: 65,
                          message: "Rituals has several reminders; name one of: ritual.morning, ritual.midday, "
                            + "ritual.afternoon, ritual.evening, ritual.night.")
    }

    @Test("a bad --since: not a time, in the future, more than a year ago")
    func badSince() throws {
        let h = Self.harness()
        try expectRefused(["remind", "due", "--since", "25:00"], code: 65,
                          message: "--since '25:00' is not a time; use a time today like 08:00, a date like 2026-11-21, "
                            + "a date and time like 2026-11-21T20:00, or a span like 30m, 2h or 1d.", h: h)
        try expectRefused(["remind", "due", "--since", "23:00"], code: 65,
                          message: "--since '23:00' is later than now; give a time that has passed.", h: h)
        try expectRefused(["remind", "due", "--since", "400d"], code: 65,
                          message: "--since '400d' is more than a year ago; reminders look back at most a year.", h: h)
    }

    @Test("ics: nothing to export, or a file that can't be written")
    func badICS() throws {
        let h = Remind.harness(Remind.practiceModules)
        Remind.ok(h, "history")
        try expectRefused(["remind", "ics"], code: 66,
                          message: "No reminder is on on this device, so there is nothing to export; set one with 'tend remind set NAME TIME'.",
                          h: h)
        let missing = h.directory + "/no/such/folder/tend.ics"
        try expectRefused(["remind", "ics", "--output", missing], code: 73,
                          message: "Can't write the calendar to \(missing): its folder doesn't exist.", h: Self.harness())
        #expect(!FileManager.default.fileExists(atPath: h.directory + "/no"))
    }

    @Test("install refuses to overwrite a unit it didn't write")
    func foreignUnit() throws {
        let h = Self.harness()
        let folder = h.directory + "/config/systemd/user"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "[Unit]\nDescription=mine\n".write(toFile: folder + "/tend-remind.timer", atomically: true, encoding: .utf8)
        try expectRefused(["remind", "install"], code: 73,
                          message: "\(folder)/tend-remind.timer exists and wasn't written by tend; move it away first.", h: h)
        #expect(try String(contentsOfFile: folder + "/tend-remind.timer", encoding: .utf8) == "[Unit]\nDescription=mine\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/tend-remind.service"), "nothing half-written")
    }
}
