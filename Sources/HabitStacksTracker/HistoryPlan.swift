import TendKernel

/// What a history request needs from the habit book: one habit, a stack's members, or nothing (an
/// unknown target).
enum HistoryPlan {
    case habit(Habit)
    case stack([Habit])
    case unknown

    /// The plan for a target id (`habit:<Name>`, `stack:<Name>`).
    init(_ target: TrackerTarget, _ book: HabitBook) {
        if target.id.hasPrefix("habit:"), let h = book.habit(named: String(target.id.dropFirst(6))) {
            self = .habit(h)
        } else if target.id.hasPrefix("stack:"), let s = book.stack(named: String(target.id.dropFirst(6))) {
            self = .stack(book.members(of: s))
        } else {
            self = .unknown
        }
    }

    /// The habits whose check-ins it reads.
    var habits: [Habit] {
        switch self {
        case .habit(let h): return [h]
        case .stack(let members): return members
        case .unknown: return []
        }
    }
}
