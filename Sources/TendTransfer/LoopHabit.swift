import Foundation
import TendConsole
import TendKernel

/// A Loop Habit Tracker habit as its exports hold it — the CSV export of any version or the full
/// backup (`.db`) — before it is turned into Tend's records: both readers produce these, and
/// ``LoopHabits`` maps them to habits and check-ins in one place.
struct LoopHabit {
    /// Yes/no, or measurable with its target (`nil`: the export doesn't say — a CSV before v2.3.1 —
    /// and the values decide).
    enum Kind: Equatable {
        case yesNo
        case measurable(atMost: Bool, target: Double, unit: String)
    }

    /// One day's value as Loop stores it: `2` YES_MANUAL, `1` YES_AUTO, `0` NO, `3` SKIP, `-1` UNKNOWN;
    /// a measurable habit's amount × 1000.
    struct Mark {
        let day: Day
        let value: Int
        let note: String?
        let origin: String
    }

    var name: String
    var kind: Kind?
    var numerator: Int
    var denominator: Int
    var archived: Bool
    var question = ""
    var description = ""
    /// `#RRGGBB`.
    var color: String?
    var marks: [Mark] = []
    /// Where it is defined (`Habits.csv line 3`, `backup.db, habit 12`).
    var origin: String

    /// Loop's keywords for a day's value (v2.3.1 and later write these), as numbers.
    static let keywords: [String: Int] = ["YES_MANUAL": 2, "YES_AUTO": 1, "NO": 0, "SKIP": 3, "UNKNOWN": -1]
}

/// Loop's habits as Tend's: each habit as `tend habit new` makes it (schedule `N/Dd`, its goal, archived
/// state, question, description and colour), each day's value as a check-in, a skip, or nothing — with
/// what was left out counted by reason.
enum LoopHabits {
    /// Adds `habits` to `batch` (ids derived from their names, two habits of one name told apart).
    static func add(_ habits: [LoopHabit], to batch: inout ImportBatch, mapping: any HabitMapping, created: Date) throws {
        batch.habitMapping = mapping
        var names = Set<String>()
        for h in habits {
            guard let given = mapping.validName(h.name) else {
                throw SourceError.placed(h.origin, "import.problem.habit-name", ["input": Sanitize.forDisplay(h.name)])
            }
            var name = given, n = 2
            while names.contains(name.lowercased()) {
                name = String(given.prefix(34)) + " (\(n))"
                n += 1
            }
            names.insert(name.lowercased())
            if name != given { batch.notes.append(tr("import.note.renamed", ["habit": given, "name": name])) }
            guard let schedule = try? Schedule(parsing: "\(h.numerator)/\(h.denominator)d") else {
                throw SourceError.placed(h.origin, "import.problem.loop-frequency",
                                         ["input": String(h.numerator) + "/" + String(h.denominator)])
            }
            let goal = try self.goal(h, name: name, mapping: mapping, batch: &batch)
            let id = DerivedID.make("loop", "habit", name.lowercased())
            var seen = Set<Day>()
            var first: Day?
            for m in h.marks.sorted(by: { $0.day < $1.day }) {
                if first == nil { first = m.day }
                guard let value = value(m.value, goal: goal, batch: &batch) else {
                    if m.note != nil { batch.skip("loop-note") }
                    continue
                }
                guard seen.insert(m.day).inserted else {
                    throw SourceError.placed(m.origin, "import.problem.loop-repeated", ["day": m.day.iso])
                }
                batch.checkIns.append(.init(habit: id, day: m.day, value: value, note: m.note, created: created, origin: m.origin))
            }
            var spec = ImportBatch.HabitSpec(id: id, name: name, schedule: schedule, goal: goal, start: first,
                                             archived: h.archived, origin: h.origin)
            spec.details = ImportedHabitDetails(question: h.question, description: h.description, color: h.color)
            batch.habits.append(spec)
            batch.units += h.marks.count
        }
    }

    /// The habit's goal: the one the export names, else (a CSV before v2.3.1) yes/no when every value is
    /// one of Loop's marks, or measurable when amounts appear — at most its largest amount when it has
    /// days of 0, else at least its smallest, so no recorded day turns into a miss; the summary says so.
    private static func goal(_ h: LoopHabit, name: String, mapping: any HabitMapping, batch: inout ImportBatch) throws -> ImportedGoal {
        switch h.kind {
        case .yesNo: return .check
        case .measurable(let atMost, let target, let unit):
            let u = mapping.validUnit(unit)
            if atMost {
                guard target >= 0, target.isFinite else {
                    throw SourceError.placed(h.origin, "import.problem.loop-target", ["input": "AT_MOST " + String(target)])
                }
                return .atMost(target, unit: u)
            }
            guard target > 0, target.isFinite else {
                throw SourceError.placed(h.origin, "import.problem.loop-target", ["input": "AT_LEAST " + String(target)])
            }
            return .atLeast(target, unit: u)
        case nil:
            let amounts = h.marks.map(\.value).filter { $0 > 3 }
            guard let largest = amounts.max(), let smallest = amounts.min() else { return .check }
            let atMost = h.marks.contains { $0.value == 0 }
            let target = Double(atMost ? largest : smallest) / 1000
            batch.notes.append(tr(atMost ? "import.note.loop-target.at-most" : "import.note.loop-target.at-least",
                                  ["habit": name, "target": String(format: "%g", target)]))
            return atMost ? .atMost(target, unit: nil) : .atLeast(target, unit: nil)
        }
    }

    /// A day's value as a check-in value, or `nil` (counted by reason) for a day that writes nothing:
    /// Loop's own inferred YES_AUTO, NO, UNKNOWN; for a measurable habit, a negative value, or 0 on an
    /// at-least habit (nothing done).
    private static func value(_ v: Int, goal: ImportedGoal, batch: inout ImportBatch) -> EntryValue? {
        switch goal {
        case .check:
            switch v {
            case 2: return .done
            case 3: return .skip
            case 1: batch.skip("loop-auto")
            case 0: batch.skip("loop-no")
            default: batch.skip("loop-unknown")
            }
            return nil
        case .atLeast, .atMost:
            if v < 0 {
                batch.skip("loop-unknown")
                return nil
            }
            if v == 3 { return .skip }
            if v == 0, case .atLeast = goal {
                batch.skip("loop-zero")
                return nil
            }
            return .amount(Double(v) / 1000)
        }
    }
}
