import ArgumentParser
import TendKernel

/// `--month YYYY-MM` (or `--date D`, meaning the month of D): the month a view shows. Every tracker's
/// month view takes this group, so months are named the same way everywhere.
public struct MonthOption: ParsableArguments {
    /// The month as typed (`2026-11`).
    @Option(name: .long, help: ArgumentHelp(tr("option.month.help"), valueName: "YYYY-MM"))
    public var month: String?

    /// A day whose month is meant (any date word).
    @Option(name: .long, help: ArgumentHelp(tr("option.month-date.help"), valueName: "date"))
    public var date: String?

    /// Creates empty options.
    public init() {}

    /// The first day of the month meant: `--month`, else the month of `--date`, else this month. Both
    /// given is refused (they could disagree).
    public func firstDay(_ s: Session) throws -> Day {
        if month != nil && date != nil { throw TendError(key: "error.month.both") }
        if let month { return try Self.parse(month) }
        if let date { return try s.day(date, allowFuture: true).firstOfMonth }
        return s.today.firstOfMonth
    }

    /// `2026-11` → its first day; anything else is refused with the form to use.
    public static func parse(_ text: String) throws -> Day {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
              let y = Int(parts[0]), let m = Int(parts[1]), let day = Day(year: y, month: m, day: 1) else {
            throw TendError(key: "error.month.invalid", ["input": Sanitize.forDisplay(text, limit: 20)])
        }
        return day
    }
}

/// `--year YYYY` (or `--date D`, meaning the year of D): the year a view shows.
public struct YearOption: ParsableArguments {
    /// The year as typed (`2024`).
    @Option(name: .long, help: ArgumentHelp(tr("option.year.help"), valueName: "YYYY"))
    public var year: String?

    /// A day whose year is meant (any date word).
    @Option(name: .long, help: ArgumentHelp(tr("option.year-date.help"), valueName: "date"))
    public var date: String?

    /// Creates empty options.
    public init() {}

    /// The year meant: `--year`, else the year of `--date`, else this year. Both given is refused.
    public func value(_ s: Session) throws -> Int {
        if year != nil && date != nil { throw TendError(key: "error.year.both") }
        if let year { return try Self.parse(year) }
        if let date { return try s.day(date, allowFuture: true).year }
        return s.today.year
    }

    /// `2024` → 2024 (years 1…9999); anything else is refused with the form to use.
    public static func parse(_ text: String) throws -> Int {
        guard text.count == 4, text.allSatisfy(\.isASCIIDigit), let y = Int(text), y >= 1 else {
            throw TendError(key: "error.year.invalid", ["input": Sanitize.forDisplay(text, limit: 20)])
        }
        return y
    }
}

/// `--limit N`: how many items a list shows (a positive number).
public struct LimitOption: ParsableArguments {
    /// The limit as typed.
    @Option(name: .long, help: ArgumentHelp(tr("option.limit.help"), valueName: "n"))
    public var limit: Int?

    /// Creates an empty option.
    public init() {}

    /// The limit, or `fallback` when not given; zero or less is refused.
    public func value(default fallback: Int) throws -> Int {
        guard let limit else { return fallback }
        guard limit > 0 else { throw TendError(key: "error.limit.invalid", ["input": String(limit)]) }
        return limit
    }
}

extension Character {
    /// `0`…`9` only (not other scripts' digits).
    var isASCIIDigit: Bool { isASCII && isNumber }
}
