import TendKernel

/// What a write may have changed under saved checkpoints: per tracker, the earliest day of an entry
/// written (before and after the write), and the trackers whose items were written.
public struct CheckpointDamage: Hashable, Sendable {
    /// Tracker → the earliest day (`YYYY-MM-DD`, which sorts as days do; empty when unreadable) of any entry
    /// of it that was written. Kept as text: the write path notes every record, an import 100,000 of them.
    private var entryDays: [String: String] = [:]
    /// Trackers with an item written.
    public private(set) var items: Set<String> = []

    /// No damage.
    public init() {}

    /// Whether nothing was noted.
    public var isEmpty: Bool { entryDays.isEmpty && items.isEmpty }

    /// The trackers with an entry written.
    public var entryTrackers: Dictionary<String, String>.Keys { entryDays.keys }

    /// Notes a record's state (before or after a write): its tracker and, for an entry, its day.
    public mutating func note(_ entity: EntityKind, _ state: RecordState) {
        guard entity == .entry || entity == .item, !state.isEmpty, let tracker = state.winner(RecordField.tracker)?.string else { return }
        if entity == .item {
            items.insert(tracker)
            return
        }
        let day = state.winner(EntryField.day)?.string ?? ""
        if let d = entryDays[tracker], d <= day { return }
        entryDays[tracker] = day
    }

    /// The earliest checkpoint day that a tracker's written entries may have changed, if any:
    /// ``FigureCheckpoint/reach`` days before its earliest written entry (an unreadable day: the start).
    public func firstDamagedDay(of tracker: String) -> Day? {
        guard let text = entryDays[tracker] else { return nil }
        guard let d = Day(iso: text), d.ordinal - FigureCheckpoint.reach > Day.earliest.ordinal else { return .earliest }
        return d.adding(days: -FigureCheckpoint.reach)
    }

    /// Whether a checkpoint is still valid after this damage.
    public func spares(_ c: FigureCheckpoint) -> Bool {
        if items.contains(c.tracker) { return false }
        if let d = firstDamagedDay(of: c.tracker), c.day >= d { return false }
        return true
    }
}
