import Testing
import TendConsole
import TendKernel

@Suite("Date words")
struct DateWordTests {
    let today = Day(iso: "2026-11-22")!  // a Sunday

    @Test("ISO dates, today, yesterday, tomorrow", arguments: [
        ("2026-11-21", "2026-11-21"), ("2024-02-29", "2024-02-29"), ("today", "2026-11-22"), ("TODAY", "2026-11-22"),
        ("now", "2026-11-22"), ("yesterday", "2026-11-21"), ("tomorrow", "2026-11-23"), (" yesterday ", "2026-11-21"),
    ])
    func words(_ input: String, _ expected: String) throws {
        #expect(try DateWord.parse(input, today: today) == Day(iso: expected)!)
    }

    @Test("relative days and weeks", arguments: [
        ("3d", 3), ("3 d", 3), ("3 days ago", 3), ("1 day ago", 1), ("0d", 0), ("10 days", 10), ("2w", 14),
        ("2 weeks ago", 14), ("1 week ago", 7), ("400d", 400),
    ])
    func relative(_ input: String, _ back: Int) throws {
        #expect(try DateWord.parse(input, today: today) == today.adding(days: -back))
    }

    @Test("weekday names mean the most recent such day, today included", arguments: [
        ("sun", "2026-11-22"), ("sunday", "2026-11-22"), ("mon", "2026-11-16"), ("Monday", "2026-11-16"),
        ("sat", "2026-11-21"), ("tue", "2026-11-17"), ("tues", "2026-11-17"), ("thu", "2026-11-19"), ("fri", "2026-11-20"),
    ])
    func weekdays(_ input: String, _ expected: String) throws {
        #expect(try DateWord.parse(input, today: today) == Day(iso: expected)!)
    }

    @Test("anything else is refused with the accepted forms", arguments: [
        "", "next tuesday", "2026-02-30", "2026-13-01", "0000-01-01", "26-11-21", "3", "d", "-3d", "3.5d", "3 months ago",
        "yesterdays", "１d", "9999999d", "2026/11/21", "mo",
    ])
    func refused(_ input: String) {
        do {
            _ = try DateWord.parse(input, today: today)
            Issue.record("'\(input)' was accepted")
        } catch let e as TendError {
            #expect(e.status == .invalidInput)
            #expect(e.message.contains("is not a date; use YYYY-MM-DD, today, yesterday, 3d, 3 days ago or a weekday name like mon."),
                    "\(e.message)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test("a control character or a huge input is shown safely in the message")
    func safeEcho() {
        let e = DateWord.invalid("bad\u{1B}[31m" + String(repeating: "x", count: 5000))
        #expect(!e.message.contains("\u{1B}"))
        #expect(e.message.count < 200)
    }
}
