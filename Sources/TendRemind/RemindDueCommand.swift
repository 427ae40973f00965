import ArgumentParser
import Foundation
import TendConsole
import TendKernel

/// `tend remind due [--since TIME] [--notify]`: what is due now, each reminder and nudge once — for a
/// timer or cron job. Prints one line per item (nothing when nothing is due); `--notify` sends each as
/// a desktop notification through `notify-send` when it is on `PATH`, and prints it otherwise.
///
/// JSON: `{"since", "now", "due": [{"reminder", "tracker", "title", "day", "time", "kind": reminder|nudge|
/// lastNudge, "missed"?, "text"}]}`.
struct RemindDueCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "due", abstract: trHelp("remind.due.abstract"), discussion: trHelp("remind.due.discussion"))
    }

    @OptionGroup var common: CommonOptions

    @Option(name: .long, help: ArgumentHelp(tr("remind.since.help"), valueName: "time"))
    var since: String?

    @Flag(name: .long, help: ArgumentHelp(tr("remind.notify.help")))
    var notify = false

    struct View: Encodable {
        let since: Date
        let now: Date
        let due: [DueItem]
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let from = try since.map { try DueSince.parse($0, s) } ?? DueSince.startOfToday(s)
        let marks = ShownMarks(storePath: s.storePath, lock: true)
        let book = try ReminderBook.load(s, marks: marks)
        let items = try DuePlanner.items(book, s, since: from, marks: marks)
        do { try marks.save(now: s.now) } catch {
            throw TendError(key: "remind.error.marks", ["path": marks.path ?? "", "reason": (error as NSError).localizedDescription],
                            status: .ioError)
        }
        let notifier = notify ? Notifier(environment: s.invocation.environment) : nil
        var printed: [DueItem] = []
        for item in items where !(notifier?.send(title: item.title, body: item.text) ?? false) { printed.append(item) }
        return CommandOutput(json: View(since: from, now: s.now, due: items)) { printed.map(\.line) }
    }
}

/// The start of the `due` window: `--since` or the start of today.
enum DueSince {
    /// The start of today (the user's day, which `day-starts-at` may move).
    static func startOfToday(_ s: Session) -> Date {
        DayCalendar(timeZone: s.calendar.timeZone).instant(s.today, at: s.calendar.dayStartsAt)
    }

    /// How far back `--since` may reach.
    static let maxDays = 366

    /// Reads `--since`: a time today (`08:00`, `8am`), a date (from its start), a local date and time
    /// (`2026-11-21T20:00`), or a span back from now (`30m`, `2h`, `1d`). Future times and spans of more
    /// than a year are refused (exit 65).
    static func parse(_ raw: String, _ s: Session) throws -> Date {
        let text = raw.trimmingWhitespace()
        let wall = DayCalendar(timeZone: s.calendar.timeZone)
        let args = ["input": Sanitize.forDisplay(raw)]
        var found: Date?
        if let t = ClockTime(parsing: text) {
            found = wall.instant(wall.day(of: s.now), at: t)
        } else if let d = Day(iso: text) {
            found = wall.instant(d, at: s.calendar.dayStartsAt)
        } else if text.count > 10, let c = try? FixedClock(tendNow: text, timeZone: s.calendar.timeZone) {
            found = c.instant
        } else if let unit = text.last, let n = Int(text.dropLast()), n >= 0, text.dropLast().allSatisfy(\.isNumber) {
            let seconds: [Character: Double] = ["m": 60, "h": 3600, "d": 86_400]
            found = seconds[unit].map { s.now.addingTimeInterval(-Double(n) * $0) }
        }
        guard let date = found else { throw TendError(key: "remind.error.since", args) }
        if date > s.now { throw TendError(key: "remind.error.since.future", args) }
        if s.now.timeIntervalSince(date) > Double(maxDays) * 86_400 { throw TendError(key: "remind.error.since.old", args) }
        return date
    }
}
