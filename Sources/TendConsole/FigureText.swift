import Foundation

import TendKernel
import TendStats

/// How figures are written in platform views (locale-independent numbers, words from the catalog).
public enum FigureText {
    /// `77%`.
    public static func percent(_ x: Double) -> String { tr("figure.percent", ["n": String(Int((x * 100).rounded()))]) }

    /// A number with `places` decimals (`3.5`), trailing `.0` kept off for whole numbers when `trim`.
    public static func decimal(_ x: Double, places: Int = 1, trim: Bool = false) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let s = String(format: "%.\(places)f", (x * scale).rounded() == 0 ? 0 : x)
        if trim, let dot = s.firstIndex(of: ".") {
            let frac = s[s.index(after: dot)...]
            if frac.allSatisfy({ $0 == "0" }) { return String(s[..<dot]) }
        }
        return s
    }

    /// A count that may be fractional under window schedules: `12` or `12.9`.
    public static func count(_ x: Double) -> String { decimal(x, places: 1, trim: true) }

    /// `1 day`, `5 days`, `2 weeks`, `3 months`, `2 periods of 10 days`.
    public static func streakLength(_ n: Int, _ unit: StreakUnit) -> String {
        switch unit {
        case .days: return trPlural("unit.day", n, ["n": String(n)])
        case .weeks: return trPlural("unit.week", n, ["n": String(n)])
        case .months: return trPlural("unit.month", n, ["n": String(n)])
        case .periods(let d): return trPlural("unit.period", n, ["n": String(n), "days": String(d)])
        }
    }

    /// A trend as `tend compare` words it: `up 12%`, `down 3%`, `stable` (`direction`: `up`, `down`,
    /// `stable`; `change` a fraction).
    public static func trend(_ direction: String, change: Double?) -> String {
        let word = tr("trend." + direction)
        guard direction != "stable", let change else { return word }
        return word + " " + percent(abs(change))
    }

    /// The words of a momentum bucket (`on fire`).
    public static func bucket(_ b: MomentumBucket) -> String { tr("momentum.bucket.\(b.rawValue)") }

    /// `strong 74%`: momentum is a percentage in text everywhere (0…1 in JSON).
    public static func momentum(_ m: Momentum) -> String { bucket(m.bucket) + " " + percent(m.score) }

    /// A weekday's name (`Saturday`).
    public static func weekday(_ w: Weekday) -> String { DayFormat.weekdayName(w) }

    /// Names joined as `A`, `A and B`, `A, B and C`.
    public static func list(_ names: [String]) -> String {
        switch names.count {
        case 0: return ""
        case 1: return names[0]
        default: return tr("list.and", ["first": names.dropLast().joined(separator: tr("list.separator")), "last": names.last!])
        }
    }
}
