import TendKernel
import TendStats

/// A habit in `--json` output: `id`, `name`, `schedule`, `goal {kind, target, unit}`, `start`, `stack`,
/// `cue`, `question`, `description`, `color`, `archived` (absent optionals are left out).
struct HabitJSON: Codable {
    /// A goal: `kind` is `check`, `atLeast` or `atMost`.
    struct Goal: Codable {
        let kind: String
        let target: Double?
        let unit: String?
    }

    let id: String
    let name: String
    let schedule: String
    let goal: Goal
    let start: String
    let stack: String?
    let cue: String?
    let question: String?
    let description: String?
    let color: String?
    let archived: Bool

    /// The JSON form of a habit in a book.
    init(_ h: Habit, book: HabitBook) {
        id = h.id
        name = h.name
        schedule = h.schedule.text
        goal = Goal(kind: h.goal.kind, target: h.goal.target, unit: h.goal.unit)
        start = h.start.iso
        stack = book.stack(of: h)?.name
        cue = h.cue
        question = h.details.question.isEmpty ? nil : h.details.question
        description = h.details.description.isEmpty ? nil : h.details.description
        color = h.details.color
        archived = h.archived
    }
}
