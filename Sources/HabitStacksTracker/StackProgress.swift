import TendConsole
import TendKernel

/// Where a habit stands in its chain on a day. Raw values are the JSON form.
enum LinkState: String, Hashable, Sendable, Codable {
    /// Checked in, goal met.
    case done
    /// Checked in short of the goal.
    case partial
    /// Skipped.
    case skipped
    /// The first habit not yet checked in.
    case next
    /// Due after the next one.
    case later
    /// Not due that day.
    case rest
    /// Before the habit existed (outside its life), or after the day shown.
    case outside

    /// The state of a today step drawn the same way.
    var stepState: TodayStepState {
        switch self {
        case .done: return .done
        case .partial: return .partial
        case .skipped: return .skipped
        case .next: return .next
        case .later: return .later
        case .rest, .outside: return .rest
        }
    }
}

/// A stack's progress along its chain on one day: done ✓, next ▸, later ·.
struct StackProgress: Sendable {
    /// One habit of the chain.
    struct Link: Sendable {
        let habit: Habit
        let state: LinkState
    }

    let stack: HabitStack
    /// Every active habit of the stack, in chain order.
    let links: [Link]

    /// Progress of `stack` on `day` (a past day is seen as if it were today: nothing is "missed" yet).
    init(_ stack: HabitStack, members: [Habit], values: [String: [Day: EntryValue]], day: Day) {
        self.stack = stack
        var foundNext = false
        links = members.map { h in
            let state = HabitDay.state(h, day, value: values[h.id]?[day], today: day)
            let link: LinkState
            switch state {
            case .done: link = .done
            case .partial:
                // Short of the goal: still the one to do next, so the stack isn't complete.
                link = .partial
                foundNext = true
            case .skipped: link = .skipped
            case .open, .missed:
                link = foundNext ? .later : .next
                foundNext = true
            case .rest: link = .rest
            case .outside: link = .outside
            }
            return Link(habit: h, state: link)
        }
    }

    /// The habit to do next, if any: the first one short of its goal or not checked in yet.
    var next: Habit? { links.first { $0.state == .next || $0.state == .partial }?.habit }

    /// Whether the next habit is checked in short of its goal.
    var nextIsShort: Bool { links.first { $0.state == .next || $0.state == .partial }?.state == .partial }

    /// Links due that day (rest days and days outside a habit's life left out).
    var due: [Link] { links.filter { $0.state != .rest && $0.state != .outside } }

    /// How many due habits are checked in or skipped.
    var handled: Int { due.filter { $0.state == .done || $0.state == .partial || $0.state == .skipped }.count }

    /// How many due habits are done (goal met).
    var doneCount: Int { due.filter { $0.state == .done }.count }

    /// "After waking up → Run ✓ → Read ▸" (habits not due that day left out), as a today line; `tail`
    /// follows the separator. Fronts fold trailing "later" habits into "+N more" to fit.
    func todayLine(tail: [Phrase] = []) -> TodayLine {
        .chain(cue: Phrase("habit.chain.after", ["trigger": .text(stack.trigger)]),
               steps: due.map { TodayStep(name: $0.habit.name, subject: $0.habit.id, state: $0.state.stepState) },
               empty: Phrase(links.isEmpty ? "habit.chain.empty" : "habit.chain.nothing-due"),
               more: Phrase("habit.chain.more"), tail: tail)
    }

    /// The chain as console text, cut to fit `width` columns (``TodayText``).
    func chain(_ style: Style, width: Int = 80) -> String {
        TodayText.line(todayLine(), style: style, width: width)
    }
}
