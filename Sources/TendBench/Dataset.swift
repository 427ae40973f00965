import Foundation
import TendKernel
import TendStore

/// A synthetic store: how many days of history (ending the day before ``Dataset/today``) from which seed.
struct Dataset: Hashable, Sendable {
    /// `ten-year` or `stress`.
    let name: String
    /// Days of history.
    let days: Int
    /// Days written per change (one transaction each).
    let daysPerChange: Int
    /// The seed every record follows from.
    let seed: UInt64

    /// "Today" in every benchmark run (`TEND_NOW`, UTC): the stores' history ends the day before.
    static let today = Day(year: 2026, month: 11, day: 21)!
    /// `TEND_NOW` for the runs: today, 08:30.
    static let tendNow = today.iso + "T08:30"

    /// Bumped whenever the generator writes different records, so cached stores are rebuilt.
    static let generatorVersion = 2

    /// The first day of history.
    var first: Day { Dataset.today.adding(days: -days) }
    /// The last day of history (yesterday).
    var last: Day { Dataset.today.adding(days: -1) }

    /// The cache file name: everything the store's content depends on.
    var cacheName: String {
        "\(name)-\(days)d-\(daysPerChange)dpc-seed\(seed)-g\(Dataset.generatorVersion)-schema\(SQLiteStore.schemaVersion).sqlite"
    }

    /// Ten years of every tracker, about 100,000 entries (quick: 120 days).
    static func tenYear(seed: UInt64, quick: Bool) -> Dataset {
        let days = quick ? 120 : today.adding(years: -10).days(to: today)
        return Dataset(name: "ten-year", days: days, daysPerChange: 1, seed: seed)
    }

    /// A hundred years of the same life, about 1,000,000 entries (quick: 365 days).
    static func stress(seed: UInt64, quick: Bool) -> Dataset {
        let days = quick ? 365 : today.adding(years: -100).days(to: today)
        return Dataset(name: "stress", days: days, daysPerChange: quick ? 1 : 7, seed: seed &+ 1)
    }
}

extension Day {
    /// The instant `hour`:00 UTC on this day (the benchmark runs with `TZ=UTC`).
    func at(hour: Int) -> Date {
        Date(timeIntervalSince1970: Double(ordinal) * 86_400 + Double(hour) * 3600)
    }
}
