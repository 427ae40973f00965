import Foundation
import TendKernel

/// A line in `--json` output: `{"ref": 1, "id": "…", "date": "2026-11-22", "text": "…", "note": "…", "tags": […],
/// "created": "…", "updated": "…"}` (`note` and `tags` only when the line has them: an imported entry's body and tags).
struct GratitudeEntryJSON: Encodable {
    /// Its number within the day (what `edit`, `rm` and `move` take).
    let ref: Int
    /// The record id.
    let id: String
    /// Its day.
    let date: Day
    /// The text.
    let text: String
    /// Its note, if any.
    let note: String?
    /// Its tags, if any.
    let tags: [String]?
    /// When it was written.
    let created: Date
    /// When it last changed.
    let updated: Date

    init(_ e: Entry, ref: Int) {
        self.ref = ref
        id = e.id
        date = e.day
        text = e.value.text ?? ""
        note = e.note
        tags = e.tags.isEmpty ? nil : e.tags
        created = e.created
        updated = e.updated
    }
}

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

/// `tend gratitude search --json`: `{"query", "total", "results": [...]}`, newest first.
struct GratitudeSearchJSON: Encodable {
    let query: String
    let total: Int
    let results: [GratitudeEntryJSON]
}

/// `tend gratitude schedule --json`: `{"schedule": "mon,wed,sat", "isDefault": false}`.
struct GratitudeScheduleJSON: Encodable {
    let schedule: String
    let isDefault: Bool
}
