import ArgumentParser
import TendConsole
import TendKernel
import TendStats

/// `tend ritual day D`: one day — its completion, how it compares with its week's average, whether it
/// is part of a perfect-day streak, and each ritual's habits that day.
struct RitualDayCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "day", abstract: trHelp("ritual.day.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("ritual.day.date.help"), valueName: "date"))
    var date: String

    /// The `--json` shape.
    struct JSON: Encodable {
        struct Habit: Encodable {
            let title: String
            let done: Bool
        }
        struct Ritual: Encodable {
            let title: String
            let arc: Int
            let day: Int
            let length: Int
            let done: Int
            let total: Int
            let habits: [Habit]
        }
        let date: Day
        let done: Int
        let total: Int
        let completion: Double?
        let level: RitualHistoryCommand.Level
        let weekAverage: Double?
        let comparedWithWeek: TrendDirection?
        let perfectStreak: Int?
        let rituals: [Ritual]
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let day = try s.day(date)
        let book = try RitualBook.load(s.store)
        let week = s.calendar.week(containing: day)
        let progress = try RitualProgress.load(book, rituals: book.rituals, days: week.lowerBound...day, s.store)
        let totals = progress.totals(book.rituals, in: week.lowerBound...day)
        let t = totals[day]
        let c = t.map { Double($0.done) / Double($0.total) }
        let weekDays = totals.values.map { Double($0.done) / Double($0.total) }
        let average = weekDays.isEmpty ? nil : weekDays.reduce(0, +) / Double(weekDays.count)
        var streak: Int?
        if let c, c >= 1 {
            // Only a perfect day needs the whole history (for the streak it belongs to).
            let all = try RitualProgress.load(book, rituals: book.rituals, days: min(book.firstDay ?? day, day)...day, s.store)
            let items = book.rituals.map(all.history)
            streak = Streaks.perfectDays(items, today: day, rules: StreakRules(grace: s.graceDays)).current
        }
        let checked = Set(try s.store.entries(EntryQuery(tracker: RitualArcsTracker.id, days: day...day)).compactMap(\.subject))
        let rituals = book.rituals.compactMap { r -> JSON.Ritual? in
            guard let arc = book.arc(of: r, on: day), progress.tally(r, on: day) != nil else { return nil }
            let habits = book.habits(of: arc).map { JSON.Habit(title: $0.title, done: checked.contains($0.id)) }
            return JSON.Ritual(title: r.title, arc: arc.number, day: arc.dayNumber(day), length: arc.length,
                               done: habits.filter(\.done).count, total: habits.count, habits: habits)
        }
        let json = JSON(date: day, done: t?.done ?? 0, total: t?.total ?? 0, completion: c.map { JSONOutput.round($0) },
                        level: RitualHistoryCommand.Level(c ?? 0), weekAverage: average.map { JSONOutput.round($0) },
                        comparedWithWeek: c.flatMap { c in average.map { Trend(current: c, previous: $0).direction } },
                        perfectStreak: streak, rituals: rituals)
        return CommandOutput(json: json) { render(json, style: s.style) }
    }

    /// The text form.
    func render(_ v: JSON, style: Style) -> [String] {
        guard let c = v.completion else {
            return [style.bold(DayFormat.long(v.date)), tr("ritual.day.nothing")]
        }
        var out = [style.bold(DayFormat.long(v.date) + " · " + FillBar.percent(c))]
        if let a = v.weekAverage, let d = v.comparedWithWeek {
            out.append(tr("ritual.day.week." + d.rawValue, ["average": FillBar.percent(a)]))
        }
        if let n = v.perfectStreak, n > 0 { out.append(tr("ritual.day.streak", ["days": RitualFormat.days(n)])) }
        out.append(tr("ritual.day.message." + v.level.rawValue))
        for r in v.rituals {
            out.append("")
            out.append(style.bold(r.title) + " · " + tr("ritual.day.arc", [
                "number": String(r.arc), "day": String(r.day), "length": String(r.length),
                "done": String(r.done), "total": String(r.total),
            ]))
            for h in r.habits { out.append("  " + FillBar.box(h.done) + " " + h.title) }
        }
        return out
    }
}
