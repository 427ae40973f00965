import Foundation
import TendConsole
import TendKernel

/// Reads Loop Habit Tracker's full backup — the SQLite file "Export full backup" writes — through the
/// read-only ``ForeignDatabase`` (the file is never written). Its schema changed over the years (Loop's
/// migrations 9–25), and each column is read only where that version has it:
///
/// - `Habits`: `id`, `name`, `freq_num`, `freq_den`, `archived`, `color`, `position`, `description`; from
///   version 16 `type` (0 yes/no, 1 measurable), from 18 `target_type` (0 at least, 1 at most),
///   `target_value`, `unit`; from 23 `question` (before, the description was the question).
/// - `Repetitions`: `habit`, `timestamp` (milliseconds, the day's UTC midnight); from 16 `value` (before,
///   every row was a check-in); from 25 `notes`. Rows repeating a habit's day keep the first, as Loop's
///   migration 22 did.
enum LoopDatabaseReader {
    /// The batch a Loop backup describes.
    static func read(_ db: any ForeignDatabase, file: String, _ options: ImportOptions, progress: ProgressBar) throws -> ImportBatch {
        do {
            return try readChecked(db, file: file, options, progress: progress)
        } catch let e as ForeignDatabaseError {
            throw TendError(key: "import.error.loop-db", ["file": file, "reason": Sanitize.forDisplay(e.reason, limit: 120)])
        }
    }

    private static func readChecked(_ db: any ForeignDatabase, file: String, _ options: ImportOptions,
                                    progress: ProgressBar) throws -> ImportBatch {
        let version = try db.userVersion()
        let habitColumns = Set(try db.columns(of: "Habits").map { $0.lowercased() })
        let repetitionColumns = Set(try db.columns(of: "Repetitions").map { $0.lowercased() })
        let needed = ["id", "name", "freq_num", "freq_den"].filter { !habitColumns.contains($0) }
            + ["habit", "timestamp"].filter { !repetitionColumns.contains($0) }
        guard needed.isEmpty else {
            throw TendError(key: "import.error.loop-db", ["file": file, "reason": tr("import.problem.loop-db-columns",
                                                                                   ["columns": needed.joined(separator: ", ")])])
        }
        func column(_ name: String, _ fallback: String) -> String { habitColumns.contains(name) ? name : fallback }
        let habitRows = try db.rows("""
            SELECT id, name, freq_num, freq_den, \(column("archived", "0")), \(column("color", "NULL")), \(column("description", "''")),
                   \(column("type", "0")), \(column("target_type", "0")), \(column("target_value", "0")), \(column("unit", "''")),
                   \(column("question", "NULL"))
            FROM Habits ORDER BY \(column("position", "id")), id
            """)
        let value = repetitionColumns.contains("value") ? "value" : "2"
        let notes = repetitionColumns.contains("notes") ? "notes" : "NULL"
        let repetitionRows = try db.rows("SELECT habit, timestamp, \(value), \(notes) FROM Repetitions ORDER BY habit, timestamp, rowid")
        progress.begin(large: repetitionRows.count >= 2000)
        var habits: [LoopHabit] = []
        var index: [Int64: Int] = [:]
        for (n, r) in habitRows.enumerated() {
            let origin = tr("import.origin.loop-habit", ["file": file, "n": String(n + 1)])
            guard case .int(let id) = r[0], let name = r[1].string, let num = r[2].int, let den = r[3].int else {
                throw SourceError.placed(origin, "import.problem.loop-db-habit")
            }
            let measurable = r[7].int == 1
            let text = { (v: FieldValue) in Sanitize.trimmed(v.string ?? "") }
            var h = LoopHabit(name: name, kind: measurable ? .measurable(atMost: r[8].int == 1, target: r[9].double ?? 0, unit: text(r[10])) : .yesNo,
                              numerator: num, denominator: den, archived: (r[4].int ?? 0) != 0, origin: origin)
            // Before version 23 the description held the question.
            if r[11] == .null {
                h.question = text(r[6])
            } else {
                h.question = text(r[11])
                h.description = text(r[6])
            }
            if case .int(let c) = r[5] { h.color = LoopColors.hex(stored: c, version: version) }
            index[id] = habits.count
            habits.append(h)
        }
        var last: (habit: Int64, day: Day)?
        for (n, r) in repetitionRows.enumerated() {
            guard case .int(let habit) = r[0], let i = index[habit] else { continue }  // a check-in of no habit: Loop drops it too
            guard case .int(let ms) = r[1] else { continue }
            let day = Day(ordinal: Int((Double(ms) / 86_400_000).rounded(.down)))
            if let last, last.habit == habit, last.day == day { continue }
            last = (habit, day)
            let note = Sanitize.trimmed(r[3].string ?? "")
            habits[i].marks.append(.init(day: day, value: r[2].int ?? 2, note: note.isEmpty ? nil : note,
                                         origin: tr("import.origin.loop-repetition", ["file": file, "n": String(n + 1)])))
            if n % 1024 == 0 { progress.update(n, of: repetitionRows.count) }
        }
        var batch = ImportBatch(format: .loop)
        batch.file = file
        try LoopHabits.add(habits, to: &batch, mapping: try ImportTargets.habits(options), created: options.now)
        return batch
    }
}
