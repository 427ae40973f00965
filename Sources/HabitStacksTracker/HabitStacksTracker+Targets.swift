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
        var out = TargetHistory(target: target, marks: [:])
        try histories([HistoryRequest(target: target, days: days)], context) { out = $0 }
        return out
    }

    /// The histories of several habits and stacks with each habit's check-ins read once: a habit that is
    /// also in a stack (or in two) is read over the days all its requests span, and let go after the last
    /// request that needs it.
    public func histories(_ requests: [HistoryRequest], _ context: TrackerContext, _ body: (TargetHistory) throws -> Void) throws {
        let book = try HabitBook(context.store)
        let plans = requests.map { HistoryPlan($0.target, book) }
        var uses: [String: Int] = [:]
        var spans: [String: ClosedRange<Day>] = [:]
        for (r, plan) in zip(requests, plans) {
            for h in plan.habits {
                uses[h.id, default: 0] += 1
                spans[h.id] = spans[h.id].map { min($0.lowerBound, r.days.lowerBound)...max($0.upperBound, r.days.upperBound) } ?? r.days
            }
        }
        var read: [String: [Day: EntryValue]] = [:]
        for (r, plan) in zip(requests, plans) {
            var values: [String: [Day: EntryValue]] = [:]
            for h in plan.habits {
                let all: [Day: EntryValue]
                if let v = read[h.id] { all = v } else { all = try HabitStats.values(context.store, [h], days: spans[h.id])[h.id] ?? [:] }
                values[h.id] = all
                uses[h.id]! -= 1
                read[h.id] = uses[h.id]! > 0 ? all : nil
            }
            switch plan {
            case .habit(let h):
                // Only this request's days (the habit may have been read over a stack's longer span).
                var v = values[h.id] ?? [:]
                if spans[h.id] != r.days { v = v.filter { r.days.contains($0.key) } }
                try body(TargetHistory(target: r.target, marks: HabitStats.marks(h, v)))
            case .stack(let members):
                try body(TargetHistory(target: r.target, marks: HabitDay.stackMarks(members, values: values, days: r.days)))
            case .unknown:
                try body(TargetHistory(target: r.target, marks: [:]))
            }
        }
    }
}
