import TendConsole
import TendKernel
import TendStats

/// Words the gratitude commands build from the catalog: day names, headers, counts and streak units.
enum GratitudeWords {
    /// `{n} day` / `{n} days` from `<base>.one` / `<base>.other`.
    static func count(_ base: String, _ n: Int, _ args: [String: String] = [:]) -> String {
        trPlural(base, n, args.merging(["n": String(n)]) { _, b in b })
    }

    /// A date in words: `Monday 17 November`, with the year when it isn't `today`'s year.
    static func date(_ day: Day, today: Day) -> String {
        day.year == today.year ? DayFormat.medium(day) : DayFormat.long(day)
    }

    /// `today`, `yesterday` or the date in words (for messages: "Saved for today").
    static func dayName(_ day: Day, today: Day) -> String {
        if day == today { return tr("gratitude.day.today") }
        if day == today.adding(days: -1) { return tr("gratitude.day.yesterday") }
        return date(day, today: today)
    }

    /// The contextual header of a day: "Today I am grateful for…", "Yesterday I was thankful for…",
    /// "On Monday 17 November I was grateful for…".
    static func header(_ day: Day, today: Day) -> String {
        if day == today { return tr("gratitude.header.today") }
        if day == today.adding(days: -1) { return tr("gratitude.header.yesterday") }
        return tr("gratitude.header.past", ["date": date(day, today: today)])
    }

    /// A streak length in its unit: `12 days`, `3 weeks`, `2 months`, `4 periods`.
    static func streak(_ n: Int, _ unit: StreakUnit) -> String {
        switch unit {
        case .days: return count("gratitude.unit.day", n)
        case .weeks: return count("gratitude.unit.week", n)
        case .months: return count("gratitude.unit.month", n)
        case .periods(let d): return tr("gratitude.unit.period", ["n": String(n), "days": String(d)])
        }
    }

    /// A momentum bucket in words.
    static func momentum(_ bucket: MomentumBucket) -> String { tr("gratitude.momentum." + bucket.rawValue) }

    /// A short text for the change log: the text cut to 40 characters and the day.
    static func detail(_ text: String, _ day: Day, more: Int = 0) -> String {
        let cut = Sanitize.forDisplay(text, limit: 40)
        return (more > 0 ? cut + " +\(more)" : cut) + " · " + day.iso
    }
}
