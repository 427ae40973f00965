import Foundation
import TendConsole
import TendKernel

/// Reads Loop Habit Tracker's exports into habits and check-ins: its full backup (a SQLite `.db`,
/// ``LoopDatabaseReader``) or its CSV export (the ZIP `Loop Habits CSV YYYY-MM-DD.zip` or its folder),
/// every version Loop has written:
///
/// | Loop | `Habits.csv` header |
/// |---|---|
/// | 1.5 | `Name,Description,NumRepetitions,Interval,Color` |
/// | 1.6–1.8 | `Position,Name,Description,NumRepetitions,Interval,Color` |
/// | 2.0–2.3.0 | `Position,Name,Question,Description,NumRepetitions,Interval,Color` |
/// | 2.3.1– | `Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?` |
///
/// Columns are found by name. Each habit's folder `NNN Name/` (NNN = its position, or its row without a
/// `Position` column) holds `Checkmarks.csv` — `Date,Value[,Notes]`, header from v2.3.1, values Loop's
/// keywords (v2.3.1) or numbers; where a habit has no folder, its column of the root `Checkmarks.csv`
/// (`Date,Habit,Habit,…`) is read instead. ``LoopHabits`` turns them into Tend's records.
enum LoopReader {
    private struct Columns {
        let count: Int
        let name: Int
        let position: Int?, numerator: Int, denominator: Int
        let type: Int?, question: Int?, description: Int?, color: Int?
        let unit: Int?, targetType: Int?, targetValue: Int?, archived: Int?
    }

    /// The batch a Loop export describes.
    static func read(_ input: ImportInput, _ options: ImportOptions, progress: ProgressBar) throws -> ImportBatch {
        if let db = input.database { return try LoopDatabaseReader.read(db, file: input.shown, options, progress: progress) }
        let source = input.source, shown = input.shown, root = input.root
        if case .file = source {
            throw TendError(key: "import.error.wrong-format", ["file": shown, "detected": input.kind.described,
                                                              "expected": ImportFormat.loop.described])
        }
        let paths = source.paths
        guard paths.contains(root + "Habits.csv") else {
            throw TendError(key: "import.error.loop-missing", ["file": shown, "missing": "Habits.csv"])
        }
        let habitsFile = source.label(root + "Habits.csv", shown: shown)
        var csv = CSVReader(try source.read(root + "Habits.csv", shown: shown))
        guard let header = try SourceError.next(&csv, habitsFile) else {
            throw TendError(key: "import.error.empty", ["file": habitsFile])
        }
        let columns = try self.columns(header, file: habitsFile)
        var folders: [Int: String] = [:]
        for p in paths where p.hasPrefix(root) && p.hasSuffix("/Checkmarks.csv") {
            let rel = p.dropFirst(root.count)
            let folder = rel.dropLast("/Checkmarks.csv".count)
            guard !folder.contains("/"), let n = Int(folder.prefix(while: \.isNumber)), folder.prefix(while: \.isNumber).count >= 3
            else { continue }
            folders[n] = String(rel)
        }
        var habits: [(habit: LoopHabit, position: Int)] = []
        while let r = try SourceError.next(&csv, habitsFile) {
            habits.append(try habit(r, columns, row: habits.count + 1, file: habitsFile))
        }
        let rootMarks = paths.contains(root + "Checkmarks.csv") && habits.contains { folders[$0.position] == nil }
            ? try RootCheckmarks(try source.read(root + "Checkmarks.csv", shown: shown),
                                 file: source.label(root + "Checkmarks.csv", shown: shown)) : nil
        var files: [(index: Int, path: String, bytes: [UInt8])] = []
        for (i, h) in habits.enumerated() {
            if let folder = folders[h.position] {
                files.append((i, root + folder, try source.read(root + folder, shown: shown)))
            } else if let rootMarks, let marks = try rootMarks.marks(of: h.habit.name) {
                habits[i].habit.marks = marks
            } else {
                throw TendError(key: "import.error.loop-folder", [
                    "file": shown, "habit": Sanitize.forDisplay(h.habit.name),
                    "folder": String(format: "%03d", h.position) + " " + Sanitize.forDisplay(h.habit.name),
                ])
            }
        }
        let total = files.reduce(0) { $0 + $1.bytes.count }
        progress.begin(large: total >= 200_000)
        var read = 0
        for f in files {
            habits[f.index].habit.marks = try checkmarks(f.bytes, file: source.label(f.path, shown: shown))
            read += f.bytes.count
            progress.update(read, of: max(1, total))
        }
        var batch = ImportBatch(format: .loop)
        batch.file = shown
        try LoopHabits.add(habits.map(\.habit), to: &batch, mapping: try ImportTargets.habits(options), created: options.now)
        return batch
    }

    // MARK: Habits.csv

    private static func columns(_ header: CSVRow, file: String) throws -> Columns {
        let names = header.fields.map { ASCIIText.trim($0).lowercased() }
        func index(_ n: String...) -> Int? { n.lazy.compactMap { names.firstIndex(of: $0) }.first }
        let numerator = index("frequencynumerator", "numrepetitions"), denominator = index("frequencydenominator", "interval")
        var missing: [String] = []
        if index("name") == nil { missing.append("Name") }
        if numerator == nil { missing.append("FrequencyNumerator (or NumRepetitions)") }
        if denominator == nil { missing.append("FrequencyDenominator (or Interval)") }
        guard missing.isEmpty, let name = index("name"), let numerator, let denominator else {
            throw TendError(key: "import.error.loop-header", ["file": file, "missing": ImportReport.list(missing)])
        }
        return Columns(count: names.count, name: name, position: index("position"), numerator: numerator,
                       denominator: denominator, type: index("type"), question: index("question"),
                       description: index("description"), color: index("color"), unit: index("unit"),
                       targetType: index("target type"), targetValue: index("target value"),
                       archived: index("archived?", "archived"))
    }

    /// The habit of a row and its position (its `Position`, or its row number in exports without one).
    private static func habit(_ r: CSVRow, _ c: Columns, row: Int, file: String) throws -> (habit: LoopHabit, position: Int) {
        var f = r.fields
        while f.count > c.count, f.last?.isEmpty == true { f.removeLast() }
        guard f.count == c.count else {
            throw SourceError.row(file, r.line, "import.problem.fields", ["expected": String(c.count), "found": String(f.count)])
        }
        func field(_ i: Int?) -> String { i.map { ASCIIText.trim(f[$0]) } ?? "" }
        var position = row
        if let p = c.position {
            guard let n = Int(field(p)), n >= 0 else {
                throw SourceError.row(file, r.line, "import.problem.loop-position", ["input": Sanitize.forDisplay(field(p))])
            }
            position = n
        }
        let num = field(c.numerator), den = field(c.denominator)
        guard let n = Int(num), let d = Int(den) else {
            throw SourceError.row(file, r.line, "import.problem.loop-frequency", ["input": Sanitize.forDisplay(num + "/" + den)])
        }
        let origin = file + " line " + String(r.line)
        var kind: LoopHabit.Kind?
        if c.type != nil {
            switch field(c.type).uppercased() {
            case "", "YES_NO", "BOOLEAN", "0": kind = .yesNo
            case "NUMERICAL", "NUMERIC", "1":
                let type = field(c.targetType).uppercased(), valueText = field(c.targetValue)
                guard let value = Double(valueText), value.isFinite,
                      ["AT_LEAST", "AT_MOST", "0", "1"].contains(type) else {
                    throw SourceError.row(file, r.line, "import.problem.loop-target",
                                          ["input": Sanitize.forDisplay(type + " " + valueText)])
                }
                kind = .measurable(atMost: type == "AT_MOST" || type == "1", target: value, unit: field(c.unit))
            default:
                throw SourceError.row(file, r.line, "import.problem.loop-type", ["input": Sanitize.forDisplay(field(c.type))])
            }
        }
        let archived: Bool
        switch field(c.archived).lowercased() {
        case "", "false", "0", "no": archived = false
        case "true", "1", "yes": archived = true
        default:
            throw SourceError.row(file, r.line, "import.problem.loop-archived", ["input": Sanitize.forDisplay(field(c.archived))])
        }
        var h = LoopHabit(name: f[c.name], kind: kind, numerator: n, denominator: d, archived: archived, origin: origin)
        // Before v2.0 the description was the habit's question (Loop's own database migration 23 moved it).
        h.question = field(c.question ?? c.description)
        h.description = c.question == nil ? "" : field(c.description)
        h.color = LoopColors.hex(field(c.color))
        return (h, position)
    }

    // MARK: Checkmarks.csv

    /// A habit's `Checkmarks.csv`: `Date,Value[,Notes]`, the header optional.
    private static func checkmarks(_ bytes: [UInt8], file: String) throws -> [LoopHabit.Mark] {
        var csv = CSVReader(bytes)
        var marks: [LoopHabit.Mark] = []
        while let r = try SourceError.next(&csv, file) {
            if r.line == 1, r.fields.first.map({ ASCIIText.trim($0).lowercased() }) == "date" { continue }
            guard (2...3).contains(r.fields.count) else {
                throw SourceError.row(file, r.line, "import.problem.fields", ["expected": "2 or 3", "found": String(r.fields.count)])
            }
            let day = try self.day(r.fields[0], file: file, line: r.line)
            let note = r.fields.count == 3 ? Sanitize.trimmed(r.fields[2]) : ""
            marks.append(.init(day: day, value: try value(r.fields[1], file: file, line: r.line),
                               note: note.isEmpty ? nil : note, origin: file + " line " + String(r.line)))
        }
        return marks
    }

    static func day(_ raw: String, file: String, line: Int) throws -> Day {
        let text = ASCIIText.trim(raw)
        guard let day = Day(iso: text), text.count == 10 else {
            throw SourceError.row(file, line, "import.problem.date", ["input": Sanitize.forDisplay(text), "column": "Date"])
        }
        return day
    }

    /// A day's value: a keyword (`YES_MANUAL`…) or a number; empty is UNKNOWN.
    static func value(_ raw: String, file: String, line: Int) throws -> Int {
        let t = ASCIIText.trim(raw).uppercased()
        if t.isEmpty { return -1 }
        if let n = LoopHabit.keywords[t] ?? Int(t) { return n }
        throw SourceError.row(file, line, "import.problem.loop-value", ["input": Sanitize.forDisplay(raw)])
    }

    /// The root `Checkmarks.csv`: a `Date` column, then one column per habit, named after it.
    private struct RootCheckmarks {
        let file: String
        let names: [String]
        let rows: [CSVRow]

        init(_ bytes: [UInt8], file: String) throws {
            self.file = file
            var csv = CSVReader(bytes)
            guard let header = try SourceError.next(&csv, file) else { throw TendError(key: "import.error.empty", ["file": file]) }
            names = header.fields.map { ASCIIText.trim($0) }
            var rows: [CSVRow] = []
            while let r = try SourceError.next(&csv, file) { rows.append(r) }
            self.rows = rows
        }

        /// The marks in the column named `habit` (`nil` when there is none), days of UNKNOWN left out.
        func marks(of habit: String) throws -> [LoopHabit.Mark]? {
            guard let c = names.dropFirst().firstIndex(of: ASCIIText.trim(habit)) else { return nil }
            var out: [LoopHabit.Mark] = []
            for r in rows {
                guard c < r.fields.count else {
                    throw SourceError.row(file, r.line, "import.problem.fields", ["expected": String(names.count), "found": String(r.fields.count)])
                }
                let v = try LoopReader.value(r.fields[c], file: file, line: r.line)
                if v == -1 { continue }
                out.append(.init(day: try LoopReader.day(r.fields[0], file: file, line: r.line), value: v, note: nil,
                                 origin: file + " line " + String(r.line)))
            }
            return out
        }
    }
}
