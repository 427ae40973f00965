import TendConsole
import TendKernel
import TendStats

/// `tend gratitude stats --json`: the stats keys every tracker shares (`streak {current, longest}`,
/// `momentum {score, bucket}`, `milestones [{kind, threshold, reached, progress}]`) plus
/// `totalEntries`, `daysJournaled`, `averagePerDay`, and the charts' data.
struct GratitudeStatsJSON: Encodable {
    /// `{score, bucket}` with the score rounded for output (the bucket is the unrounded score's).
    struct MomentumJSON: Encodable {
        let score: Double
        let bucket: MomentumBucket
    }

    /// A day's number of lines.
    struct DayCount: Encodable {
        let date: Day
        let count: Int
    }

    /// A heatmap cell: the day, its lines and its level (0 = nothing, 1…4).
    struct HeatDay: Encodable {
        let date: Day
        let count: Int
        let level: Int
    }

    /// The month heatmap's data.
    struct Month: Encodable {
        let year: Int
        let month: Int
        let days: [HeatDay]
    }

    let date: Day
    let schedule: String
    /// `days`, `weeks`, `months` or `periods`: what `streak` counts.
    let streakUnit: String
    let streak: StreakFigures
    let momentum: MomentumJSON
    let milestones: [Milestone]
    let totalEntries: Int
    let daysJournaled: Int
    let averagePerDay: Double
    let firstDay: Day?
    let lastSevenDays: [DayCount]
    let month: Month
}

extension GratitudeStatsView {
    /// The page as JSON.
    var json: GratitudeStatsJSON {
        let f = figures
        let unit = f.unit.name
        let levels = monthLevels
        let t = f.today
        let monthDays = Array(t.firstOfMonth...t).map {
            GratitudeStatsJSON.HeatDay(date: $0, count: f.counts[$0] ?? 0, level: levels[$0] ?? 0)
        }
        return GratitudeStatsJSON(
            date: t, schedule: f.schedule.text, streakUnit: unit, streak: f.streak,
            momentum: .init(score: JSONOutput.round(f.momentum.score), bucket: f.momentum.bucket),
            milestones: f.milestones.map {
                Milestone(kind: $0.kind, threshold: $0.threshold, reached: $0.reached, progress: JSONOutput.round($0.progress))
            },
            totalEntries: f.totalEntries, daysJournaled: f.daysJournaled, averagePerDay: JSONOutput.round(f.averagePerDay),
            firstDay: f.firstDay,
            lastSevenDays: lastSevenDays.map { .init(date: $0, count: f.counts[$0] ?? 0) },
            month: .init(year: t.year, month: t.month, days: monthDays))
    }
}
