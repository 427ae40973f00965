import ArgumentParser
import TendConsole
import TendKernel

/// `--since 90d | --from D --to D`: the period `compare` and `insights` look at.
struct PeriodOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(tr("period.since.help"), valueName: "period"))
    var since: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(tr("period.from.help"), valueName: "date"))
    var from: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(tr("period.to.help"), valueName: "date"))
    var to: String?

    /// Days in the period when none is given.
    static let defaultDays = 90

    /// The period: `--since` (the last N days, weeks, months or years including today, or from a date),
    /// else `--from`…`--to` (`--to` defaults to today, `--from` to 90 days before `--to`), else the last
    /// 90 days. Future days and reversed ranges are refused.
    func range(_ s: Session) throws -> ClosedRange<Day> {
        let today = s.today
        if let since {
            if from != nil || to != nil { throw TendError(key: "period.error.mixed", status: .invalidInput) }
            return try Self.since(since, today: today, session: s)...today
        }
        let end = try to.map { try s.day($0) } ?? today
        let start = try from.map { try s.day($0) } ?? end.adding(days: -(Self.defaultDays - 1))
        guard start <= end else {
            throw TendError(key: "period.error.reversed", ["from": start.iso, "to": end.iso], status: .invalidInput)
        }
        return start...end
    }

    /// The first day of `--since TEXT`.
    static func since(_ raw: String, today: Day, session s: Session) throws -> Day {
        let text = raw.lowercased().replacingOccurrences(of: " ", with: "")
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        let unit = text.dropFirst(digits.count)
        let units: [String: Int] = ["d": 1, "day": 1, "days": 1, "w": 7, "wk": 7, "week": 7, "weeks": 7,
                                    "m": 30, "mo": 30, "month": 30, "months": 30, "y": 365, "yr": 365, "year": 365, "years": 365]
        if !digits.isEmpty, let per = units[String(unit)] {
            guard digits.count <= 5, let n = Int(digits), n >= 1 else { throw invalid(raw) }
            let first: Day
            switch per {
            case 1: first = today.adding(days: -(n - 1))
            case 7: first = today.adding(days: -(7 * n - 1))
            case 30: first = today.adding(months: -n).adding(days: 1)
            default: first = today.adding(years: -n).adding(days: 1)
            }
            guard first >= Day.earliest else { throw invalid(raw) }
            return first
        }
        let day: Day
        do { day = try DateWord.parse(raw, today: today) } catch { throw invalid(raw) }
        return try s.day(day.iso)
    }

    static func invalid(_ raw: String) -> TendError {
        TendError(key: "period.error.since", ["input": Sanitize.forDisplay(raw)], status: .invalidInput)
    }
}
