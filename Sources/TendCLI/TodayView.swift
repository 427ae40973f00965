import Foundation
import TendConsole
import TendInsights
import TendRemind
import TendKernel

/// The today view's content, also its `--json` shape:
/// `{"date", "greeting", "motivation", "trackers": [{"tracker", "title", "due", "done", "progress"?,
/// "lines", "figures", "highlight"?}], "nextReminder"?}`.
struct TodayView: Encodable {
    struct Block: Encodable {
        let tracker: String
        let title: String
        let due: Bool
        let done: Bool
        let progress: Progress?
        let lines: [String]
        let figures: [String: FieldValue]
        let highlight: TodayHighlight?
    }

    struct Progress: Encodable {
        let done: Int
        let total: Int
    }

    let date: Day
    let greeting: String
    let motivation: MotivationModel
    let trackers: [Block]
    let nextReminder: NextReminder?
    /// The sentence about the next reminder (text only).
    let reminderSentence: String?
    /// Whether the store is fresh — nothing recorded, nothing set, `tend init` never run — so the text
    /// suggests `tend init` (text only).
    let fresh: Bool

    enum CodingKeys: String, CodingKey { case date, greeting, motivation, trackers, nextReminder }

    /// The widest output line.
    static let width = 80

    /// The greeting for this part of the day, with the display name when there is one.
    static func greeting(_ s: Session) -> String {
        let part = TimeOfDay.at(s.calendar.time(of: s.now))
        let greetingKey = "today.greeting.\(part.rawValue)"
        return s.displayName.map { tr(greetingKey + ".named", ["name": $0]) } ?? tr(greetingKey)
    }

    /// Each enabled tracker's status and highlight, in order: what every front of the today view shows.
    static func statuses(_ enabled: [any Tracker], _ s: Session) throws -> [(status: TodayStatus, highlight: TodayHighlight?)] {
        let chosen = MotivationModel.chosen(s)
        return try enabled.map { t in
            let st = try t.today(s.context)
            return (st, try TodayHighlight.compute(t, status: st, chosen: chosen, s))
        }
    }

    static func build(_ s: Session) throws -> TodayView {
        let greeting = greeting(s)
        let chosen = MotivationModel.chosen(s)
        let enabled = try s.enabledTrackers()
        let blocks = try statuses(enabled, s).map { st, highlight in
            Block(tracker: st.tracker, title: TodayText.title(st), due: st.due, done: st.done,
                  progress: st.progress.map { Progress(done: $0.done, total: $0.total) },
                  lines: TodayText.lines(st, style: s.style), figures: st.figures, highlight: highlight)
        }
        let next = try NextReminder.find(enabled, s)
        // No synced setting (init always writes one) and no change ever made or synced here.
        let fresh = try s.store.settings(scope: .synced).isEmpty && s.store.lastClock() == .zero
        return TodayView(date: s.today, greeting: greeting, motivation: chosen, trackers: blocks,
                         nextReminder: next?.0, reminderSentence: next.map { $0.0.sentence(daysAhead: $0.daysAhead) },
                         fresh: fresh)
    }

    /// The text form: at most ``width`` columns a line.
    func render(style: Style) -> [String] {
        var out = [style.bold(greeting), style.dim(DayFormat.long(date)), ""]
        if trackers.isEmpty { out.append(tr("today.no-trackers")) }
        let firsts = trackers.map { "x " + ($0.lines.first ?? $0.title) }
        let notes = trackers.map { $0.highlight?.text ?? "" }
        let noteWidth = notes.map(TextWidth.of).max() ?? 0
        // Notes line up in one column after the first lines that leave room for them; a tracker's own
        // line is never cut to make room: its note then goes on the next line.
        let column = firsts.map(TextWidth.of).filter { $0 + 2 + noteWidth <= Self.width }.max() ?? 0
        for (i, b) in trackers.enumerated() {
            let (plain, painted) = marker(b, style)
            func paintLead(_ line: String) -> String { painted + String(line.dropFirst(plain.count)) }
            let first = plain + " " + (b.lines.first ?? b.title)
            let fits = column > 0 && TextWidth.of(first) <= column
            if fits && !notes[i].isEmpty {
                out.append(paintLead(TextWidth.pad(first, to: column)) + "  " + style.accent(notes[i]))
            } else {
                out.append(paintLead(TextWidth.truncate(first, to: Self.width)))
            }
            for l in b.lines.dropFirst() { out.append(TextWidth.truncate("  " + l, to: Self.width)) }
            if !fits && !notes[i].isEmpty { out.append(style.accent(TextWidth.truncate("    " + notes[i], to: Self.width))) }
        }
        if fresh { out += ["", tr("today.fresh")] }
        if let reminderSentence { out += ["", TextWidth.truncate(reminderSentence, to: Self.width)] }
        return out.map { $0.droppingTrailingSpaces() }
    }

    /// ✓ done, ○ due, · not due today (ASCII: x, o, -): plain and painted.
    func marker(_ b: Block, _ style: Style) -> (String, String) {
        let (u, a) = b.done ? ("✓", "x") : b.due ? ("○", "o") : ("·", "-")
        let m = style.unicode ? u : a
        return (m, b.done ? style.paint(m, .good) : b.due ? style.paint(m, .warn) : style.dim(m))
    }
}
