import TendKernel

extension HabitStacksTracker {
    /// One target per active habit (`habit:<Name>`, on its schedule from its start) and per stack
    /// (`stack:<Name>`, daily, completion = the share of its due habits done).
    public func targets(_ context: TrackerContext) throws -> [TrackerTarget] {
        let book = try HabitBook(context.store)
        return book.activeHabits.map(\.target) + book.stacks.map { $0.target(members: book.members(of: $0)) }
    }

    /// What happened on each day of `days`: a habit's check-ins (done, partial amounts, skips), or a stack's
    /// daily share of due habits done. An unknown target has no marks.
    public func history(of target: TrackerTarget, days: ClosedRange<Day>, _ context: TrackerContext) throws -> TargetHistory {
        let book = try HabitBook(context.store)
        if target.id.hasPrefix("habit:"), let h = book.habit(named: String(target.id.dropFirst(6))) {
            let values = try HabitStats.values(context.store, [h], days: days)[h.id] ?? [:]
            return TargetHistory(target: target, marks: HabitStats.marks(h, values))
        }
        if target.id.hasPrefix("stack:"), let s = book.stack(named: String(target.id.dropFirst(6))) {
            let members = book.members(of: s)
            let values = try HabitStats.values(context.store, members, days: days)
            return TargetHistory(target: target, marks: HabitDay.stackMarks(members, values: values, days: days))
        }
        return TargetHistory(target: target, marks: [:])
    }
}
