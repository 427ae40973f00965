import TendConsole
import TendKernel

/// A day of a defined tracker: its entries, their measure and the goal; also the `--json` shape of
/// `tend ID`, `tend ID --date D` and `tend ID log`.
///
/// ```json
/// {"tracker": "water", "name": "Water", "date": "2026-11-22",
///  "entries": [{"id": "…", "value": {"amount": 2}, "display": "2 glasses", "note": "after a run"}],
///  "count": 1, "measure": 2,
///  "goal": {"direction": "atLeast", "target": 8, "per": "day", "measure": 2, "met": false,
///           "completion": 0.25, "from": "2026-11-22", "to": "2026-11-22"}}
/// ```
struct CustomDayView: Encodable {
    struct Row: Encodable {
        let id: String
        let value: EntryValue
        let display: String
        let note: String?
    }

    let tracker: String
    let name: String
    let date: Day
    let entries: [Row]
    let count: Int
    let measure: Double
    let goal: GoalProgress?

    static func build(_ day: Day, _ tracker: DefinedTracker, _ s: Session) throws -> CustomDayView {
        let d = tracker.definition
        var from = day
        if let goal = d.goal { from = PeriodMarks.start(of: day, goal.per, s.calendar.firstWeekday) }
        let all = try s.store.entries(EntryQuery(tracker: d.id, days: from...day))
        let totals = DayTotals.byDay(all)
        let t = totals[day] ?? DayTotals()
        let measure = t.measure(d.value)
        var goal: GoalProgress?
        if let g = d.goal {
            if g.per == .day {
                goal = GoalProgress(g, measure: measure, range: day...day)
            } else {
                let m = PeriodMarks.measure(totals, containing: day, goal: g, spec: d.value, firstWeekday: s.calendar.firstWeekday)
                goal = GoalProgress(g, measure: m.measure, range: m.range)
            }
        }
        let rows = all.filter { $0.day == day }.map { Row(id: $0.id, value: $0.value, display: d.display($0.value), note: $0.note) }
        return CustomDayView(tracker: d.id, name: d.name, date: day, entries: rows, count: t.count,
                             measure: JSONOutput.round(measure), goal: goal)
    }

    func render(_ d: TrackerDefinition, style: Style) -> [String] {
        var out = [style.bold(tr("custom.day.title", ["name": d.name, "day": DayFormat.long(date)]))]
        if entries.isEmpty {
            out.append("  " + tr("custom.day.empty", ["command": d.logCommand]))
        } else if d.isOnePerDay {
            out += entries.map { "  " + line($0) }
        } else {
            out += entries.enumerated().map { "  " + String($0.offset + 1) + ". " + line($0.element) }
            out.append(tr("custom.day.total", ["total": d.measure(measure)]))
        }
        if let g = goalLine(d) { out.append(g) }
        return out
    }

    /// `Goal: at least 8 glasses a day — 3 glasses to go`, or the week's or month's measure.
    func goalLine(_ d: TrackerDefinition) -> String? {
        guard let goal, let g = d.goal else { return nil }
        let args = ["goal": d.goalText(g), "status": goal.status(d), "measure": d.measure(goal.measure)]
        return tr("custom.day.goal.\(g.per.rawValue)", args)
    }

    private func line(_ r: Row) -> String {
        r.note.map { r.display + " · " + $0 } ?? r.display
    }
}
