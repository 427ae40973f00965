import TendConsole
import TendKernel
import TendStats

/// Words for habits, through the string catalog.
enum HabitText {
    /// "yes/no", "at least 5 km", "at most 2 cups".
    static func goal(_ g: HabitGoal) -> String {
        switch g {
        case .check: return tr("habit.goal.check")
        case let .atLeast(t, unit): return tr("habit.goal.at-least", ["amount": HabitInput.quantity(t, unit: unit)])
        case let .atMost(t, unit): return tr("habit.goal.at-most", ["amount": HabitInput.quantity(t, unit: unit)])
        }
    }

    /// "51%" (``FigureText/percent(_:)``, as every view writes a percentage).
    static func percent(_ x: Double) -> String { FigureText.percent(x) }

    /// "1 day", "4 weeks", "2 periods".
    static func count(_ n: Int, _ unit: StreakUnit) -> String {
        let word: String
        switch unit {
        case .days: word = "day"
        case .weeks: word = "week"
        case .months: word = "month"
        case .periods: word = "period"
        }
        return trPlural("habit.count.\(word)", n, ["n": String(n)])
    }

    /// "4 days (longest 12 days)".
    static func streak(_ f: StreakFigures, unit: StreakUnit) -> String {
        tr("habit.show.streak.value", ["current": count(f.current, unit), "longest": count(f.longest, unit)])
    }

    /// "strong 73%": momentum as the platform writes it everywhere (``FigureText/momentum(_:)``; 0…1 in JSON).
    static func momentum(_ m: Momentum) -> String { FigureText.momentum(m) }

    /// The day as the messages show it: "Sunday 22 November 2026".
    static func day(_ d: Day) -> String { DayFormat.long(d) }
}
