import ArgumentParser
import TendConsole
import TendKernel
import TendStats

/// `tend ritual history [--ritual TITLE] [--date D]`: a month calendar of completion levels —
/// 100 %, 50 % or more, under 50 %, none. Without `--ritual` it covers every arc of every ritual,
/// finished and archived ones included.
struct RitualHistoryCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "history", abstract: trHelp("ritual.history.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    @Option(name: .long, help: ArgumentHelp(tr("ritual.history.ritual.help"), valueName: "title"))
    var ritual: String?

    /// A completion level of a day. Raw values are the JSON form.
    enum Level: String, Codable, CaseIterable {
        case perfect, half, low, none

        init(_ fraction: Double) {
            self = fraction >= 1 ? .perfect : fraction >= 0.5 ? .half : fraction > 0 ? .low : .none
        }

        /// The heat level drawn (see `Intensity`).
        var heat: Int { [4, 3, 1, 0][Level.allCases.firstIndex(of: self)!] }
    }

    /// The `--json` shape.
    struct JSON: Codable {
        struct DayRow: Codable {
            let date: Day
            let done: Int
            let total: Int
            let completion: Double
            let level: Level
        }
        let month: String
        let ritual: String?
        let days: [DayRow]
        let perfectDays: Int
        let activeDays: Int
        let average: Double?
        /// The week's first day (ISO: 1 Monday … 7 Sunday), as the calendar is drawn.
        let firstWeekday: Int
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let day = try s.day(date, allowFuture: true)
        let book = try RitualBook.load(s.store)
        let chosen = try ritual.map { [try RitualInput.ritual($0, in: book)] } ?? book.rituals
        let month = day.firstOfMonth...day.lastOfMonth
        let progress = try RitualProgress.load(book, rituals: chosen, days: month, s.store)
        let totals = month.lowerBound > s.today ? [:] : progress.totals(chosen, in: month.lowerBound...min(month.upperBound, s.today))
        let rows = totals.keys.sorted().map { d -> JSON.DayRow in
            let t = totals[d]!
            let c = Double(t.done) / Double(t.total)
            return JSON.DayRow(date: d, done: t.done, total: t.total, completion: JSONOutput.round(c), level: Level(c))
        }
        let average = rows.isEmpty ? nil : JSONOutput.round(rows.map { Double($0.done) / Double($0.total) }.reduce(0, +) / Double(rows.count))
        let json = JSON(month: day.isoMonth, ritual: chosen.count == 1 && ritual != nil ? chosen[0].title : nil,
                        days: rows, perfectDays: rows.filter { $0.level == .perfect }.count,
                        activeDays: rows.filter { $0.done > 0 }.count, average: average,
                        firstWeekday: s.calendar.firstWeekday.rawValue)
        return CommandOutput(json: json) {
            render(json, day: day, today: s.today, arcs: ritual == nil ? [] : chosen.flatMap { book.arcs(of: $0) }, s: s)
        }
    }

    /// The text form: the calendar, its legend, the month's figures and (for one ritual) its arcs.
    func render(_ v: JSON, day: Day, today: Day, arcs: [RitualArc], s: Session) -> [String] {
        let title = tr("ritual.history.title", ["month": DayFormat.monthName(day.month), "year": String(day.year),
                                                "what": v.ritual ?? tr("ritual.history.all")])
        let labels = ChartLabels(weekdays: Weekday.allCases.map(DayFormat.weekdayTwoLetter),
                                 months: (1...12).map(DayFormat.monthShort), less: "", more: "")
        let map = MonthHeatmap(title: title, year: day.year, month: day.month, firstWeekday: s.calendar.firstWeekday,
                               levels: Dictionary(uniqueKeysWithValues: v.days.map { ($0.date, $0.level.heat) }),
                               lastDay: today, labels: labels, numbered: true)
        // Days after today show their number alone; the chart's own Less…More legend goes (these four levels
        // have a legend of their own).
        var out = map.render(ChartStyle(s.style)).split(separator: "\n").map(String.init)
        out.removeLast()
        let glyphs = s.style.unicode ? ["█", "▓", "░", "·"] : ["#", "*", "-", "."]
        out.append(zip(glyphs, Level.allCases).map { $0 + " " + tr("ritual.level." + $1.rawValue) }.joined(separator: "  "))
        out.append("")
        out.append(tr("ritual.history.summary", [
            "perfect": String(v.perfectDays), "active": String(v.activeDays),
            "average": v.average.map(FillBar.percent) ?? "–",
        ]))
        let month = day.firstOfMonth...day.lastOfMonth
        for a in arcs where a.start <= month.upperBound && a.end >= month.lowerBound {
            out.append(tr("ritual.history.arc", ["number": String(a.number), "range": RitualFormat.range(a)]))
        }
        return out
    }
}
