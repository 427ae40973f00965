import Foundation
import Testing
import TendKernel
import TendCLITesting
import TendTesting

/// `tend remind ics`: RFC 5545 text (CRLF, 75-octet folding, escaping), stable UIDs, golden files, and
/// a real parser (Python's icalendar).
@Suite("Remind: the iCalendar export")
struct RemindICSTests {
    /// Built-ins and rituals with: gratitude 21:00, mood 08:30 mon,wed,fri, a habit every 2 days at 06:45,
    /// five lines and the rituals by default, the night ritual off.
    static func harness(seed: UInt64 = 0x5EED) -> TendHarness {
        let h = Remind.harness(RemindCommandTests.modules, seed: seed)
        Remind.ok(h, "habit", "new", "Run", "--schedule", "every 2 days")
        Remind.ok(h, "remind", "set", "gratitude", "21:00")
        Remind.ok(h, "remind", "set", "mood", "8:30", "--days", "mon,wed,fri")
        Remind.ok(h, "remind", "set", "habit:Run", "6:45")
        Remind.ok(h, "remind", "off", "ritual.night")
        return h
    }

    static func uids(_ ics: String) -> [String] {
        ics.components(separatedBy: "\r\n").filter { $0.hasPrefix("UID:") }.map { String($0.dropFirst(4)) }
    }

    /// The content lines with folding undone.
    static func unfolded(_ ics: String) -> [String] {
        let joined: String = ics.replacingOccurrences(of: "\r\n ", with: "")
        return Array(joined.components(separatedBy: "\r\n").dropLast())
    }

    @Test("the calendar (golden): one event per reminder that is on, CRLF, folded at 75 octets")
    func golden() throws {
        let h = Self.harness()
        let ics = Remind.ok(h, "remind", "ics")
        Remind.golden(ics, "remind.ics")
        #expect(ics.hasSuffix("\r\n") && !ics.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "every line ends with CRLF")
        let physical = ics.components(separatedBy: "\r\n").dropLast()
        #expect(physical.allSatisfy { $0.utf8.count <= 75 }, "no line over 75 octets")
        #expect(physical.contains { $0.hasPrefix(" ") }, "long lines are folded")
        let lines = Self.unfolded(ics)
        #expect(lines.first == "BEGIN:VCALENDAR" && lines.last == "END:VCALENDAR")
        #expect(lines.contains("VERSION:2.0") && lines.contains { $0.hasPrefix("PRODID:") })
        #expect(lines.filter { $0 == "BEGIN:VEVENT" }.count == 8, "gratitude, five, mood, Run, 4 rituals")
        #expect(lines.contains("DESCRIPTION:Time for Rituals · afternoon. Turn this reminder off with: tend remind off ritual.afternoon"))
        #expect(lines.contains("RRULE:FREQ=DAILY") && lines.contains("RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR")
                && lines.contains("RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR") && lines.contains("RRULE:FREQ=DAILY;INTERVAL=2"))
        #expect(lines.filter { $0 == "ACTION:DISPLAY" }.count == 8)
    }

    @Test("exporting again keeps the UIDs (a later day, a changed time); another device has its own")
    func stableUIDs() throws {
        let h = Self.harness()
        let first = Self.uids(Remind.ok(h, "remind", "ics"))
        #expect(first.count == 8 && Set(first).count == 8)
        h.now = "2026-11-25T18:00"
        Remind.ok(h, "remind", "set", "gratitude", "22:15")
        let again = Remind.ok(h, "remind", "ics")
        #expect(Self.uids(again) == first)
        #expect(again.contains("DTSTART:20261125T221500"), "the event itself is updated")
        let other = Self.uids(Remind.ok(Self.harness(seed: 0xD00D), "remind", "ics"))
        #expect(Set(other).isDisjoint(with: first), "reminders are per device")
    }

    @Test("--output writes the same calendar to a file and says so")
    func output() throws {
        let h = Self.harness()
        let path = h.directory + "/tend.ics"
        let r = h.run("remind", "ics", "--output", path)
        #expect(r.code == 0 && r.out.isEmpty, "\(r)")
        #expect(r.err == "Wrote the reminders calendar to \(path).\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Remind.ok(h, "remind", "ics"))
    }

    @Test("a real iCalendar parser (Python's icalendar) reads every event, rule and alarm")
    func parsedByICalendar() throws {
        let h = Self.harness()
        let path = h.directory + "/tend.ics"
        #expect(h.run("remind", "ics", "--output", path).code == 0)
        let cal = try ICalendarParser.parse(file: path)
        #expect(cal["version"] as? String == "2.0")
        #expect((cal["prodid"] as? String)?.hasPrefix("-//Tend//") == true)
        #expect(cal["calname"] as? String == "Tend reminders")
        #expect((cal["errors"] as? [String]) == [])
        let events = cal["events"] as! [[String: Any]]
        let byTitle = Dictionary(uniqueKeysWithValues: events.map { ($0["summary"] as! String, $0) })
        #expect(Set(byTitle.keys) == ["Gratitude", "Five lines", "Mood", "Run", "Rituals · morning", "Rituals · midday",
                                      "Rituals · afternoon", "Rituals · evening"])
        #expect(Set(events.map { $0["uid"] as! String }) == Set(Self.uids(try String(contentsOfFile: path, encoding: .utf8))))
        let five = try #require(byTitle["Five lines"])
        #expect(five["dtstart"] as? String == "2026-11-23T20:00:00", "floating local time, first weeknight")
        #expect(five["dtstamp"] as? String == "2026-11-22T09:00:00+00:00")
        #expect(five["rrule"] as? String == "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR")
        #expect(byTitle["Gratitude"]?["rrule"] as? String == "FREQ=DAILY")
        #expect(byTitle["Gratitude"]?["dtstart"] as? String == "2026-11-22T21:00:00")
        #expect(byTitle["Run"]?["rrule"] as? String == "FREQ=DAILY;INTERVAL=2")
        #expect(byTitle["Mood"]?["rrule"] as? String == "FREQ=WEEKLY;BYDAY=MO,WE,FR")
        let afternoon = try #require(byTitle["Rituals · afternoon"])
        #expect(afternoon["description"] as? String == "Time for Rituals · afternoon. Turn this reminder off with: tend remind off ritual.afternoon",
                "unfolded back to the whole text")
        for e in events {
            let alarms = e["alarms"] as! [[String: String]]
            #expect(alarms.count == 1 && alarms[0]["action"] == "DISPLAY" && alarms[0]["trigger"] == "0:00:00", "\(e)")
            #expect(alarms[0]["description"] == e["summary"] as? String)
        }
    }

    @Test("folding never splits a UTF-8 sequence; TEXT values are escaped")
    func foldingAndEscaping() throws {
        let h = Remind.harness([ReminderTestModule.plugin(tracker: WalkTracker(), defaults: [
            .init(id: "walk", tracker: "walk", title: "Walk; then tea, “slowly” \\ é" + String(repeating: "ü", count: 40),
                  time: ClockTime(hour: 7, minute: 0)!),
        ])])
        let ics = Remind.ok(h, "remind", "ics")
        // Split the bytes themselves at CRLF: every physical line must be valid UTF-8 on its own.
        var lines: [[UInt8]] = [], current: [UInt8] = []
        let bytes = Array(ics.utf8)
        var i = 0
        while i < bytes.count {
            if bytes[i] == 13 && i + 1 < bytes.count && bytes[i + 1] == 10 {
                lines.append(current)
                current = []
                i += 2
            } else {
                current.append(bytes[i])
                i += 1
            }
        }
        #expect(current.isEmpty, "the text ends with CRLF")
        for line in lines {
            #expect(line.count <= 75)
            #expect(String(validating: line, as: UTF8.self) != nil, "a line split inside a UTF-8 sequence")
        }
        #expect(lines.filter { $0.first == 32 }.count >= 2, "the long summary and its alarm were folded")
        let summary = Self.unfolded(ics).first { $0.hasPrefix("SUMMARY:") }
        #expect(summary == "SUMMARY:Walk\\; then tea\\, “slowly” \\\\ é" + String(repeating: "ü", count: 40))
    }
}
