import TendConsole
import TendKernel

/// The habit-stacks tracker: habits chained to an existing trigger ("After waking up → Run → Read"),
/// with yes/no or measurable habits, explicit skips, momentum, strength and schedule-aware streaks.
///
/// Records (all of tracker `habit`):
/// - items of type `habit` (fields `name`, `schedule`, `kind` = `check` | `atLeast` | `atMost`, `target`,
///   `unit`, `start`, `stack` = a stack's item id, `order` = a fractional position in that stack, `cue`);
/// - items of type `stack` (fields `name`, `trigger`);
/// - one entry per (habit, day), keyed `habit/<habit id>/<day>` with subject = the habit id and value
///   `done`, `amount(x)` or `skip`. Unchecking deletes it; checking again restores it, so a concurrent
///   check beats an uncheck (add-wins).
public struct HabitStacksTracker: Tracker {
    /// The tracker id, also the command name of the habit group.
    public static let id = "habit"

    /// Creates the tracker.
    public init() {}

    /// Habits: one completion per habit and day, with streaks, momentum, strength and completion figures.
    public var descriptor: TrackerDescriptor {
        TrackerDescriptor(id: HabitStacksTracker.id, name: Catalog.text("tracker.name.habit", from: HabitStacksStrings.table),
                          summary: Catalog.text("tracker.summary.habit", from: HabitStacksStrings.table),
                          valueKind: .done, perDay: .one, defaultSchedule: .daily,
                          stats: [.streak, .momentum, .strength, .completion, .milestones])
    }

    /// Accepts the check-ins this tracker writes: keyed by (habit, day), with a habit as subject and a
    /// value that is done, a finite amount of at least 0, or a skip.
    public func validate(_ entry: Entry) -> String? {
        if entry.tracker != HabitStacksTracker.id { return "entry belongs to tracker '\(entry.tracker)'" }
        guard let subject = entry.subject, !subject.isEmpty else { return "a habit check-in needs the habit as its subject" }
        if entry.id != EntryKey.daily(HabitStacksTracker.id, subject: subject, entry.day) {
            return "a habit check-in must be keyed by its habit and day"
        }
        switch entry.value {
        case .done, .skip: return nil
        case .amount(let a): return a.isFinite && a >= 0 ? nil : "an amount must be a number of at least 0"
        default: return "a habit check-in is done, an amount or a skip"
        }
    }
}
