import TendConsole
import TendKernel

/// How the today view is written: the `tend ritual` screen, its `--json` shape and the one line in `tend`.
enum RitualTodayText {
    /// The `tend ritual` screen.
    static func render(_ v: RitualToday, style: Style) -> [String] {
        let heading = v.all ? tr("ritual.today.all-heading", ["date": DayFormat.long(v.day)])
            : tr("ritual.today.heading", ["part": RitualFormat.partName(v.part), "date": DayFormat.long(v.day)])
        var out = [style.bold(heading)]
        if let empty = v.empty {
            out.append(emptyText(empty, v.next))
            return out
        }
        for row in v.rows {
            // An earlier part of the day's ritual, left unfinished, is dimmed.
            func paint(_ s: String) -> String { row.earlier ? style.dim(s) : s }
            out.append("")
            out.append(row.earlier ? style.dim(row.ritual.title + " · " + rowStatus(row, day: v.day))
                       : style.bold(row.ritual.title) + " · " + rowStatus(row, day: v.day))
            guard row.phase == .running else { continue }
            let fraction = row.total > 0 ? Double(row.done) / Double(row.total) : 0
            out.append(paint("  " + FillBar.render(fraction, style: row.earlier ? Style(color: false, unicode: style.unicode, theme: .classic) : style) + " "
                             + tr("ritual.today.count", ["done": String(row.done), "total": String(row.total)])
                             + " · " + FillBar.percent(fraction)))
            for h in row.habits { out.append(paint("  " + FillBar.box(h.done) + " " + h.habit.title)) }
        }
        return out
    }

    /// `morning · day 12 of 30`, `evening · disabled · arc 1 ended 2026-11-10 …`.
    static func rowStatus(_ row: RitualToday.Row, day: Day) -> String {
        var parts = [RitualFormat.partName(row.ritual.timeOfDay)]
        if row.earlier { parts.append(tr("ritual.today.earlier")) }
        if !row.ritual.enabled { parts.append(tr("ritual.status.disabled")) }
        if let arc = row.arc, let phase = row.phase {
            switch phase {
            case .running:
                parts.append(tr("ritual.arc.day-of", ["day": String(arc.dayNumber(day)), "length": String(arc.length)]))
            case .upcoming:
                parts.append(tr("ritual.arc.starts", ["number": String(arc.number), "start": arc.start.iso]))
            case .finished:
                parts.append(tr("ritual.arc.ended", ["number": String(arc.number), "end": arc.end.iso, "title": row.ritual.title]))
            }
        }
        return parts.joined(separator: " · ")
    }

    /// The sentence of an empty state.
    static func emptyText(_ e: RitualToday.Empty, _ next: RitualToday.Next?) -> String {
        PhraseText.render(emptyPhrase(e, next))
    }

    /// The phrase of an empty state.
    static func emptyPhrase(_ e: RitualToday.Empty, _ next: RitualToday.Next?) -> Phrase {
        switch e {
        case .noRituals: return Phrase("ritual.today.empty.none")
        case .noneRunning: return Phrase("ritual.today.empty.not-running")
        case .nothingNow:
            guard let next else { return Phrase("ritual.today.empty.now") }
            return Phrase(next.tomorrow ? "ritual.today.empty.next-tomorrow" : "ritual.today.empty.next",
                          ["title": .text(next.ritual.title), "time": .text(next.at.description)])
        }
    }

    /// The line in `tend`: `Rituals · Morning calm 1/2 · Steady hydration 0/3`, as values.
    static func line(_ v: RitualToday) -> TodayLine {
        let name = Phrase("ritual.name")
        let running = v.rows.filter(\.runsToday)
        if let empty = v.empty { return .sentence([name, emptyPhrase(empty, v.next)]) }
        if running.isEmpty { return .sentence([name, Phrase("ritual.today.empty.now")]) }
        return .counts(head: name, steps: running.map { r in
            TodayStep(name: r.ritual.title, state: r.done == r.total ? .done : .later,
                      count: TodayProgress(done: r.done, total: r.total),
                      note: r.earlier ? Phrase("ritual.today.earlier.short") : nil)
        })
    }

    /// The `--json` shape of `tend ritual`.
    struct JSON: Codable {
        struct Arc: Codable {
            let number: Int
            let start: Day
            let end: Day
            let length: Int
            let day: Int?
        }
        struct Habit: Codable {
            let title: String
            let done: Bool
        }
        struct Row: Codable {
            let title: String
            let timeOfDay: String
            let category: String?
            let color: String?
            let enabled: Bool
            let earlier: Bool
            let phase: ArcPhase?
            let arc: Arc?
            let done: Int
            let total: Int
            let completion: Double
            let habits: [Habit]
        }
        struct Next: Codable {
            let title: String
            let timeOfDay: String
            let at: String
            let tomorrow: Bool
        }
        let date: Day
        let timeOfDay: String
        let all: Bool
        let rituals: [Row]
        let empty: RitualToday.Empty?
        let next: Next?

        init(_ v: RitualToday) {
            date = v.day
            timeOfDay = v.part.rawValue
            all = v.all
            rituals = v.rows.map { r in
                Row(title: r.ritual.title, timeOfDay: r.ritual.timeOfDay.rawValue, category: r.ritual.category,
                    color: r.ritual.color, enabled: r.ritual.enabled, earlier: r.earlier, phase: r.phase,
                    arc: r.arc.map { Arc(number: $0.number, start: $0.start, end: $0.end, length: $0.length,
                                         day: $0.contains(v.day) ? $0.dayNumber(v.day) : nil) },
                    done: r.done, total: r.total,
                    completion: JSONOutput.round(r.total > 0 ? Double(r.done) / Double(r.total) : 0),
                    habits: r.habits.map { Habit(title: $0.habit.title, done: $0.done) })
            }
            empty = v.empty
            next = v.next.map { Next(title: $0.ritual.title, timeOfDay: $0.ritual.timeOfDay.rawValue,
                                     at: $0.at.description, tomorrow: $0.tomorrow) }
        }
    }
}
