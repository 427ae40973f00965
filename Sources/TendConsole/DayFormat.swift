import TendKernel

/// Dates and weekdays in words, through the string catalog.
public enum DayFormat {
    /// `Sunday 22 November 2026`.
    public static func long(_ day: Day) -> String {
        tr("date.long", ["weekday": weekdayName(day.weekday), "day": String(day.day),
                         "month": monthInDate(day.month), "year": String(day.year)])
    }

    /// `Monday 17 November` (no year).
    public static func medium(_ day: Day) -> String {
        tr("date.medium", ["weekday": weekdayName(day.weekday), "day": String(day.day), "month": monthInDate(day.month)])
    }

    /// `Mon 17 Nov`.
    public static func short(_ day: Day) -> String {
        tr("date.short", ["weekday": weekdayShort(day.weekday), "day": String(day.day), "month": monthShort(day.month)])
    }

    /// `Monday`.
    public static func weekdayName(_ w: Weekday) -> String { tr("weekday.\(w.shortName)") }
    /// `Mon`.
    public static func weekdayShort(_ w: Weekday) -> String { tr("weekday.\(w.shortName).short") }
    /// `Mo` — two letters, distinct for every weekday (chart headers).
    public static func weekdayTwoLetter(_ w: Weekday) -> String { tr("weekday.\(w.shortName).two") }
    /// `November`.
    public static func monthName(_ m: Int) -> String { tr("month.\(m)") }
    /// `November 2026`.
    public static func monthYear(_ m: Int, _ year: Int) -> String {
        tr("date.month-year", ["month": monthName(m), "year": String(year)])
    }
    /// The month as a date writes it (`November`; Russian's genitive `ноября`).
    public static func monthInDate(_ m: Int) -> String { tr("month.\(m).date") }
    /// `Nov`.
    public static func monthShort(_ m: Int) -> String { tr("month.\(m).short") }

    /// Catalog entries for dates.
    static let strings: [String: String] = {
        var t: [String: String] = [
            "date.long": "{weekday} {day} {month} {year}",
            "date.medium": "{weekday} {day} {month}",
            "date.short": "{weekday} {day} {month}",
            "date.month-year": "{month} {year}",
        ]
        let days = ["mon": "Monday", "tue": "Tuesday", "wed": "Wednesday", "thu": "Thursday", "fri": "Friday",
                    "sat": "Saturday", "sun": "Sunday"]
        for (k, v) in days {
            t["weekday.\(k)"] = v
            t["weekday.\(k).short"] = String(v.prefix(3))
            t["weekday.\(k).two"] = String(v.prefix(2))
        }
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                      "October", "November", "December"]
        for (i, m) in months.enumerated() {
            t["month.\(i + 1)"] = m
            t["month.\(i + 1).date"] = m
            t["month.\(i + 1).short"] = String(m.prefix(3))
        }
        return t
    }()
}
