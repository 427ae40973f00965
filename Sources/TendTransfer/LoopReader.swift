import Foundation
import HabitStacksTracker
import TendConsole
import TendKernel

/// Reads Loop Habit Tracker's CSV export (the ZIP `Loop Habits CSV YYYY-MM-DD.zip` or its folder) into
/// habits and check-ins.
///
/// `Habits.csv` lists the habits (columns found by name); each habit's folder `NNN Name/` (NNN = its
/// `Position`) holds `Checkmarks.csv`: `Date,Value,Notes`. Frequencies become `N/Dd` schedules;
/// `NUMERICAL` habits get their `AT_LEAST`/`AT_MOST` target and unit. Values: `YES_MANUAL` is a
/// check-in, `SKIP` a skip; `YES_AUTO` (Loop's own inference), `NO` and `UNKNOWN` write nothing; a
/// measurable habit's value is the amount × 1000 (0 counts only for an at-most habit, a negative value is
/// unknown). A note is kept on its day's check-in.
enum LoopReader {
    private struct Columns {
        let count: Int
        let position: Int, name: Int, frequencyNumerator: Int, frequencyDenominator: Int
        let type: Int?, unit: Int?, targetType: Int?, targetValue: Int?, archived: Int?
    }

    /// The batch a Loop export describes.
    static func read(_ input: ImportInput, _ options: ImportOptions, progress: ProgressBar) throws -> ImportBatch {
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
        var rows: [CSVRow] = []
        while let r = try SourceError.next(&csv, habitsFile) { rows.append(r) }
        var files: [(habit: CSVRow, path: String, bytes: [UInt8])] = []
        for r in rows {
            let position = try self.position(r, columns, file: habitsFile)
            guard let folder = folders[position] else {
                let name = columns.name < r.fields.count ? r.fields[columns.name] : ""
                throw TendError(key: "import.error.loop-folder", [
                    "file": shown, "habit": Sanitize.forDisplay(name),
                    "folder": String(format: "%03d", position) + " " + Sanitize.forDisplay(name),
                ])
            }
            files.append((r, root + folder, try source.read(root + folder, shown: shown)))
        }
        let total = files.reduce(0) { $0 + $1.bytes.count }
        progress.begin(large: total >= 200_000)
        var batch = ImportBatch(format: .loop)
        var names = Set<String>()
        var read = 0, noteless = 0
        for (habitRow, path, bytes) in files {
            var spec = try habit(habitRow, columns, file: habitsFile)
            let given = spec.name
            var name = given, n = 2
            while names.contains(name.lowercased()) {
                name = String(given.prefix(34)) + " (\(n))"
                n += 1
            }
            names.insert(name.lowercased())
            let marks = try checkmarks(bytes, file: source.label(path, shown: shown), goal: spec.goal, now: options.now)
            noteless += marks.notesLeftOut
            spec = ImportBatch.HabitSpec(id: DerivedID.make("loop", "habit", name.lowercased()), name: name,
                                         schedule: spec.schedule, goal: spec.goal, start: marks.first, archived: spec.archived,
                                         origin: spec.origin)
            batch.habits.append(spec)
            for c in marks.checkIns {
                batch.checkIns.append(.init(habit: spec.id, day: c.day, value: c.value, note: c.note, created: options.now,
                                            origin: c.origin))
            }
            batch.units += marks.rows
            read += bytes.count
            progress.update(read, of: max(1, total))
            if name != given { batch.notes.append(tr("import.note.renamed", ["habit": given, "name": name])) }
        }
        if noteless > 0 { batch.notes.append(tr("import.note.loop-notes", ["count": String(noteless)])) }
        return batch
    }

    // MARK: Habits.csv

    private static func columns(_ header: CSVRow, file: String) throws -> Columns {
        let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        func index(_ n: String) -> Int? { names.firstIndex(of: n) }
        let required = ["position", "name", "frequencynumerator", "frequencydenominator"]
        let missing = required.filter { index($0) == nil }
        guard missing.isEmpty else {
            throw TendError(key: "import.error.loop-header", ["file": file, "missing": missing.joined(separator: ", ")])
        }
        return Columns(count: names.count, position: index("position")!, name: index("name")!,
                       frequencyNumerator: index("frequencynumerator")!, frequencyDenominator: index("frequencydenominator")!,
                       type: index("type"), unit: index("unit"), targetType: index("target type"),
                       targetValue: index("target value"), archived: index("archived?") ?? index("archived"))
    }

    private static func position(_ r: CSVRow, _ c: Columns, file: String) throws -> Int {
        guard r.fields.count == c.count else {
            throw SourceError.row(file, r.line, "import.problem.fields", ["expected": String(c.count), "found": String(r.fields.count)])
        }
        let text = r.fields[c.position].trimmingCharacters(in: .whitespaces)
        guard let n = Int(text), n >= 0 else {
            throw SourceError.row(file, r.line, "import.problem.loop-position", ["input": Sanitize.forDisplay(text)])
        }
        return n
    }

    private static func habit(_ r: CSVRow, _ c: Columns, file: String) throws -> ImportBatch.HabitSpec {
        let f = r.fields
        func field(_ i: Int?) -> String { i.map { f[$0].trimmingCharacters(in: .whitespaces) } ?? "" }
        guard let name = HabitRecords.validName(f[c.name]) else {
            throw SourceError.row(file, r.line, "import.problem.habit-name", ["input": Sanitize.forDisplay(f[c.name])])
        }
        let num = field(c.frequencyNumerator), den = field(c.frequencyDenominator)
        guard let n = Int(num), let d = Int(den), let schedule = try? Schedule(parsing: "\(n)/\(d)d") else {
            throw SourceError.row(file, r.line, "import.problem.loop-frequency", ["input": Sanitize.forDisplay(num + "/" + den)])
        }
        let goal: HabitRecords.Goal
        switch field(c.type).uppercased() {
        case "", "YES_NO", "BOOLEAN", "0": goal = .check
        case "NUMERICAL", "NUMERIC", "1":
            let kind = field(c.targetType).uppercased(), valueText = field(c.targetValue)
            let unit = HabitRecords.validUnit(field(c.unit))
            guard let value = Double(valueText), value.isFinite else {
                throw SourceError.row(file, r.line, "import.problem.loop-target", ["input": Sanitize.forDisplay(valueText)])
            }
            let atLeast = kind == "AT_LEAST" || kind == "0", atMost = kind == "AT_MOST" || kind == "1"
            if atLeast && value > 0 {
                goal = .atLeast(value, unit: unit)
            } else if atMost && value >= 0 {
                goal = .atMost(value, unit: unit)
            } else {
                throw SourceError.row(file, r.line, "import.problem.loop-target",
                                      ["input": Sanitize.forDisplay(kind + " " + valueText)])
            }
        default:
            throw SourceError.row(file, r.line, "import.problem.loop-type", ["input": Sanitize.forDisplay(field(c.type))])
        }
        let archived: Bool
        switch field(c.archived).lowercased() {
        case "", "false", "0", "no": archived = false
        case "true", "1", "yes": archived = true
        default:
            throw SourceError.row(file, r.line, "import.problem.loop-archived", ["input": Sanitize.forDisplay(field(c.archived))])
        }
        return .init(id: "", name: name, schedule: schedule, goal: goal, start: nil, archived: archived,
                     origin: file + " line " + String(r.line))
    }

    // MARK: Checkmarks.csv

    private struct Marks {
        var checkIns: [(day: Day, value: EntryValue, note: String?, origin: String)] = []
        var first: Day?
        var rows = 0
        var notesLeftOut = 0
    }

    private static func checkmarks(_ bytes: [UInt8], file: String, goal: HabitRecords.Goal, now: Date) throws -> Marks {
        var csv = CSVReader(bytes)
        var marks = Marks()
        var seen = Set<Day>()
        while let r = try SourceError.next(&csv, file) {
            if r.line == 1, r.fields.first?.trimmingCharacters(in: .whitespaces).lowercased() == "date" { continue }
            guard (2...3).contains(r.fields.count) else {
                throw SourceError.row(file, r.line, "import.problem.fields", ["expected": "2 or 3", "found": String(r.fields.count)])
            }
            let dateText = ASCIIText.trim(r.fields[0])
            guard let day = Day(iso: dateText), dateText.count == 10 else {
                throw SourceError.row(file, r.line, "import.problem.date", ["input": Sanitize.forDisplay(dateText), "column": "Date"])
            }
            marks.rows += 1
            if marks.first.map({ day < $0 }) ?? true { marks.first = day }
            let note = r.fields.count == 3 ? ASCIIText.trim(r.fields[2]) : ""
            guard let value = try self.value(r.fields[1], goal: goal, file: file, line: r.line) else {
                if !note.isEmpty { marks.notesLeftOut += 1 }
                continue
            }
            guard seen.insert(day).inserted else {
                throw SourceError.row(file, r.line, "import.problem.loop-repeated", ["day": day.iso])
            }
            marks.checkIns.append((day, value, note.isEmpty ? nil : note, file + " line " + String(r.line)))
        }
        return marks
    }

    /// A check-in value, `nil` for a day that writes nothing.
    private static func value(_ raw: String, goal: HabitRecords.Goal, file: String, line: Int) throws -> EntryValue? {
        let t = ASCIIText.trim(raw).uppercased()
        switch t {
        case "SKIP": return .skip
        case "YES_AUTO", "NO", "UNKNOWN", "": return nil
        case "YES_MANUAL" where !goal.isMeasurable: return .done
        default: break
        }
        guard let n = Int(t) else {
            throw SourceError.row(file, line, "import.problem.loop-value", ["input": Sanitize.forDisplay(raw)])
        }
        switch goal {
        case .check:
            switch n {
            case 2: return .done
            case 3: return .skip
            case -1, 0, 1: return nil
            default: throw SourceError.row(file, line, "import.problem.loop-value", ["input": Sanitize.forDisplay(raw)])
            }
        case .atLeast:
            return n > 0 ? .amount(Double(n) / 1000) : nil
        case .atMost:
            return n >= 0 ? .amount(Double(n) / 1000) : nil
        }
    }
}
