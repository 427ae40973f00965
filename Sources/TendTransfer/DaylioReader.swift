import Foundation
import TendConsole
import TendKernel

/// Reads Daylio's CSV export into moods (`mood/<day>`, level 1–5, activities as tags) — or, with
/// `--activities-as-habits`, moods and check-ins of habits named after the activities.
///
/// Columns are found by header name, so every export Daylio has written reads: the old one
/// (`year,date,weekday,time,mood,activities,note`, its `date` in the phone's language — English month
/// names are read, ``DaylioDates``) and the newer ones with `full_date` (YYYY-MM-DD), with or without
/// `note_title` and `scales`. `time` is `14:58` or `6:50 pm`.
///
/// Tend keeps one mood a day, and nothing imported is hidden: on a day with several entries the last by
/// time gives the mood, and the day's note gathers every entry — its time, its mood label and its note
/// — in time order, and the tags gather every entry's activities (rows at the same minute: the one
/// nearer the top of the file — Daylio lists newest first — counts as later).
enum DaylioReader {
    private struct Row {
        let line: Int
        let day: Day
        let minutes: Int
        let label: String
        let activities: [String]
        let note: String?
    }

    private struct Columns {
        let count: Int
        /// `full_date`, or the old export's `year` and `date`.
        let fullDate: Int?, year: Int?, date: Int?
        let time: Int, mood: Int
        let activities: Int?, noteTitle: Int?, note: Int?
    }

    /// The batch a Daylio export describes.
    static func read(_ input: ImportInput, _ options: ImportOptions, progress: ProgressBar) throws -> ImportBatch {
        guard let bytes = input.bytes else {
            throw TendError(key: "import.error.wrong-format", ["file": input.shown, "detected": input.kind.described,
                                                              "expected": ImportFormat.daylio.described])
        }
        let file = input.shown
        let mood = try ImportTargets.mood(options)
        let map = try MoodMap(options: options.map, mood: mood)
        var csv = CSVReader(bytes)
        guard let header = try SourceError.next(&csv, file) else {
            throw TendError(key: "import.error.empty", ["file": file])
        }
        let columns = try self.columns(header, file: file)
        progress.begin(large: bytes.count >= 200_000)
        var rows: [Row] = []
        while let r = try SourceError.next(&csv, file) {
            rows.append(try row(r, columns, file: file))
            if rows.count % 128 == 0 { progress.update(csv.offset, of: csv.count) }
        }
        progress.update(1)
        let levels = try self.levels(rows, map: map, file: file)
        rows.sort { ($0.day, $0.minutes, -$0.line) < ($1.day, $1.minutes, -$1.line) }
        var batch = ImportBatch(format: .daylio)
        batch.file = file
        batch.units = rows.count
        var cut = 0
        var start = 0
        while start < rows.count {
            var end = start + 1
            while end < rows.count, rows[end].day == rows[start].day { end += 1 }
            let day = rows[start].day, entries = rows[start..<end], last = rows[end - 1]
            var note = entries.count == 1 ? last.note : gathered(entries)
            if let n = note, Sanitize.count(n, over: mood.noteLimit) != nil {
                note = String(n.prefix(mood.noteLimit - 1)) + "…"
                cut += 1
            }
            var tags: [String] = []
            if !options.activitiesAsHabits {
                for r in entries { for a in r.activities where !tags.contains(a) { tags.append(a) } }
            }
            let entry = Entry(id: mood.entryID(day), tracker: mood.tracker, day: day, value: .level(levels[last.label]!),
                              note: note, tags: tags, source: "import",
                              created: TimeText.instant(day, minutes: rows[start].minutes, in: options.timeZone))
            let lines = entries.map { String($0.line) }.joined(separator: ", ")
            batch.entries.append(.init(entry: entry, origin: file + (entries.count == 1 ? " line " : " lines ") + lines))
            if entries.count > 1 { batch.gathered[mood.tracker, default: 0] += entries.count }
            if options.activitiesAsHabits {
                try addHabits(entries, to: &batch, habits: try ImportTargets.habits(options), file: file, zone: options.timeZone)
            }
            start = end
        }
        if cut > 0 { batch.notes.append(tr("import.note.cut", ["count": String(cut), "max": String(mood.noteLimit)])) }
        return batch
    }

    /// Each label's level; labels no rule places stop the import, all listed, with a `--map` to paste.
    private static func levels(_ rows: [Row], map: MoodMap, file: String) throws -> [String: Int] {
        var levels: [String: Int] = [:]
        var unknown: [String] = []
        var seen = Set<String>()
        for r in rows where levels[r.label] == nil {
            if let l = map.level(r.label) { levels[r.label] = l } else if seen.insert(MoodMap.fold(r.label)).inserted { unknown.append(r.label) }
        }
        guard unknown.isEmpty else {
            let shown = unknown.map { Sanitize.forDisplay($0) }
            throw TendError(key: "import.error.unknown-moods", ["file": file, "labels": shown.joined(separator: ", "),
                                                               "example": map.suggestion(unknown)])
        }
        return levels
    }

    /// A day's entries in one note, in time order: each its time and mood label, then its note.
    private static func gathered(_ entries: ArraySlice<Row>) -> String {
        entries.map { r in
            let head = String(format: "%02d:%02d", r.minutes / 60, r.minutes % 60) + " " + r.label
            return r.note.map { head + "\n" + $0 } ?? head
        }.joined(separator: "\n\n")
    }

    /// Check-ins of one day's activities (once each), creating the habit spec on first sight.
    private static func addHabits(_ rows: ArraySlice<Row>, to batch: inout ImportBatch, habits: any HabitMapping, file: String,
                                  zone: TimeZone) throws {
        batch.habitMapping = habits
        var done = Set<String>()
        for r in rows {
            for a in r.activities where done.insert(MoodMap.fold(a)).inserted {
                let id = DerivedID.make("daylio", "activity", MoodMap.fold(a))
                if !batch.habits.contains(where: { $0.id == id }) {
                    guard let name = habits.validName(a) else {
                        throw SourceError.row(file, r.line, "import.problem.habit-name", ["input": Sanitize.forDisplay(a)])
                    }
                    batch.habits.append(.init(id: id, name: name, schedule: .daily, goal: .check, start: nil, archived: false,
                                              origin: file + " line " + String(r.line)))
                }
                batch.checkIns.append(.init(habit: id, day: r.day, value: .done, note: nil,
                                            created: TimeText.instant(r.day, minutes: r.minutes, in: zone),
                                            origin: file + " line " + String(r.line)))
            }
        }
    }

    private static func columns(_ header: CSVRow, file: String) throws -> Columns {
        let names = header.fields.map { MoodMap.fold($0) }
        func index(_ n: String) -> Int? { names.firstIndex(of: n) }
        let old = index("full_date") == nil && index("year") != nil && index("date") != nil
        let missing = (old ? ["time", "mood"] : ["full_date", "time", "mood"]).filter { index($0) == nil }
        guard missing.isEmpty else {
            throw TendError(key: "import.error.daylio-header", ["file": file, "missing": missing.joined(separator: ", ")])
        }
        return Columns(count: names.count, fullDate: index("full_date"), year: old ? index("year") : nil, date: old ? index("date") : nil,
                       time: index("time")!, mood: index("mood")!, activities: index("activities"), noteTitle: index("note_title"),
                       note: index("note"))
    }

    private static func row(_ r: CSVRow, _ c: Columns, file: String) throws -> Row {
        var f = r.fields
        // A trailing comma adds empty fields; anything else must match the header.
        while f.count > c.count, f.last?.isEmpty == true { f.removeLast() }
        guard f.count == c.count else {
            throw SourceError.row(file, r.line, "import.problem.fields", ["expected": String(c.count), "found": String(f.count)])
        }
        let day = try self.day(f, c, file: file, line: r.line)
        guard let minutes = TimeText.minutes(f[c.time]) else {
            throw SourceError.row(file, r.line, "import.problem.time", ["input": Sanitize.forDisplay(f[c.time])])
        }
        let label = ASCIIText.trim(f[c.mood])
        guard !label.isEmpty else { throw SourceError.row(file, r.line, "import.problem.mood-empty") }
        var activities: [String] = []
        if let a = c.activities {
            for part in f[a].split(separator: "|") {
                let t = ASCIIText.trim(String(part))
                if !t.isEmpty, !activities.contains(t) { activities.append(t) }
            }
        }
        let title = c.noteTitle.map { f[$0].isEmpty ? "" : HTMLText.plain(f[$0]) } ?? ""
        let body = c.note.map { f[$0].isEmpty ? "" : HTMLText.plain(f[$0]) } ?? ""
        let note = [title, body].filter { !$0.isEmpty }.joined(separator: "\n")
        return Row(line: r.line, day: day, minutes: minutes, label: label, activities: activities,
                   note: note.isEmpty ? nil : note)
    }

    /// The row's day: `full_date`, or in the old export `year` and `date` (English month names only).
    private static func day(_ f: [String], _ c: Columns, file: String, line: Int) throws -> Day {
        if let y = c.year, let d = c.date {
            if let day = DaylioDates.day(year: f[y], date: f[d]) { return day }
            if DaylioDates.isForeignMonth(ASCIIText.trim(f[d])) {
                throw TendError(key: "import.error.daylio-old-language", ["file": file, "line": String(line),
                                                                           "input": Sanitize.forDisplay(ASCIIText.trim(f[d]))])
            }
            throw SourceError.row(file, line, "import.problem.daylio-old-date", ["input": Sanitize.forDisplay(f[y] + " " + f[d])])
        }
        let dateText = ASCIIText.trim(f[c.fullDate!])
        guard let day = Day(iso: dateText), dateText.count == 10 else {
            throw SourceError.row(file, line, "import.problem.date", ["input": Sanitize.forDisplay(dateText), "column": "full_date"])
        }
        return day
    }
}
