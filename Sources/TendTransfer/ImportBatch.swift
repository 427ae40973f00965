import Foundation
import TendConsole
import TendKernel

/// Everything a source file says, in Tend's terms, before the store is looked at: records with ids
/// derived from the source, habits named but not yet matched to the store's, journal lines not yet
/// placed in their day. ``ImportPlan`` turns it into mutations against the store's current state.
struct ImportBatch {
    /// An entry to add, with the values it held before its last one: the entry is created as first
    /// written, then each update in `later` is written over it, so the earlier values stay in its
    /// history (several Daylio rows on one day; a conflict's other values).
    struct PlannedEntry {
        /// The entry as first written.
        var entry: Entry
        /// Field updates written after the creation, oldest first.
        var later: [[String: FieldValue]] = []
        /// Where it comes from (`daylio.csv line 12`), for messages.
        var origin: String
    }

    /// A habit the source names: matched to a habit of the store by id, then by name, or created.
    struct HabitSpec {
        /// The id it gets when created (derived from the source).
        let id: String
        /// Its name (already valid as a habit name).
        let name: String
        /// Its schedule.
        let schedule: Schedule
        /// Its goal.
        let goal: ImportedGoal
        /// The first day the source knows it (else its first check-in, else today).
        let start: Day?
        /// Archived in the source.
        let archived: Bool
        /// Its question, description and colour in the source.
        var details = ImportedHabitDetails()
        /// Where it comes from.
        let origin: String
    }

    /// A check-in of a habit named by ``HabitSpec/id``.
    struct CheckInSpec {
        let habit: String
        let day: Day
        let value: EntryValue
        let note: String?
        let created: Date
        let origin: String
    }

    /// A line of a journal (text tracker), placed after the day's existing lines.
    struct JournalLine {
        let id: String
        let day: Day
        let text: String
        let note: String?
        let tags: [String]
        let created: Date
        let origin: String
    }

    /// The format read.
    let format: ImportFormat
    /// Rows or entries read from the source.
    var units = 0
    /// Items to create.
    var items: [Item] = []
    /// Entries to create.
    var entries: [PlannedEntry] = []
    /// Settings to set.
    var settings: [Setting] = []
    /// Habits named.
    var habits: [HabitSpec] = []
    /// The tracker habits and check-ins go to (set by a reader that adds any).
    var habitMapping: (any HabitMapping)?
    /// Their check-ins.
    var checkIns: [CheckInSpec] = []
    /// The journal the lines go to, and the lines (in order within each day).
    var journal: String?
    var lines: [JournalLine] = []
    /// A Tend export's history: applied as it is instead of writing records.
    var changes: [Change]?
    /// Where each item, setting and change is in the file (`export.json line 12`), by index; records
    /// past the end are named by their number.
    var itemLines: [Int] = [], settingLines: [Int] = [], changeLines: [Int] = []
    /// Things the summary should mention (notes cut, a target guessed), already localised.
    var notes: [String] = []
    /// Rows read but not written, by reason (`loop-auto`…; its text is the catalog's `import.skip.<reason>`).
    var skipped: [String: Int] = [:]
    /// Entries gathered into another record (several Daylio entries of a day into its mood), by tracker.
    var gathered: [String: Int] = [:]

    init(format: ImportFormat) { self.format = format }

    /// Every reason a row is skipped for (`skip(_:_:)`'s first argument).
    static let skipReasons = ["empty-entry", "loop-auto", "loop-no", "loop-unknown", "loop-zero", "loop-note"]

    /// Counts a row read but not written.
    mutating func skip(_ reason: String, _ n: Int = 1) {
        if n > 0 { skipped[reason, default: 0] += n }
    }

    /// Where item `i` is, for messages.
    func origin(item i: Int) -> String { JSONLines.origin(file, itemLines, i, kind: tr("import.record.item")) }

    /// Where setting `i` is, for messages.
    func origin(setting i: Int) -> String { JSONLines.origin(file, settingLines, i, kind: tr("import.record.setting")) }

    /// The file as shown, for messages.
    var file = ""
}
