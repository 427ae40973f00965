import Foundation
import TendConsole
import TendKernel

/// A line in `--json` output (``LineEntryJSON``, shared with the five-line journal).
typealias GratitudeEntryJSON = LineEntryJSON

/// `tend gratitude --json`: `{"date", "header", "count", "entries": [...]}`.
struct GratitudeDayJSON: Encodable {
    let date: Day
    let header: String
    let count: Int
    let entries: [GratitudeEntryJSON]
}

/// `tend gratitude week --json`: `{"start", "end", "firstWeekday", "totalEntries", "daysJournaled", "days": [{"date", "entries"}]}`.
struct GratitudeWeekJSON: Encodable {
    struct DayBlock: Encodable {
        let date: Day
        let entries: [GratitudeEntryJSON]
    }

    let start: Day
    let end: Day
    let firstWeekday: String
    let totalEntries: Int
    let daysJournaled: Int
    let days: [DayBlock]
}

/// `tend gratitude schedule --json`: `{"schedule": "mon,wed,sat", "isDefault": false}`.
struct GratitudeScheduleJSON: Encodable {
    let schedule: String
    let isDefault: Bool
}
