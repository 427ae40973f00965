/// Where a figure that folds a target's whole history (a streak, strength) had got to by the end of a
/// day: the fold's state, saved so that the next run reads only the days after it.
///
/// A checkpoint is derived, local data: never logged, synced, exported or backed up as a record. It is
/// kept for one target and figure `kind` under `params` (the schedule, rules and anything else the fold
/// depends on besides the marks; a reader compares them and ignores a checkpoint made under others), and
/// a store drops it as soon as something it covers may have changed: an entry of its tracker on a day
/// from ``reach`` days before `day` on, or any item of its tracker (``CheckpointDamage``).
public struct FigureCheckpoint: Hashable, Sendable {
    /// The tracker whose records the fold read.
    public let tracker: String
    /// The target id.
    public let target: String
    /// Which fold (e.g. `figures`).
    public let kind: String
    /// What the fold depends on besides the marks, as text; a different text means a different fold.
    public let params: String
    /// The last day the fold covers.
    public let day: Day
    /// The fold's state, as its owner wrote it.
    public let state: String

    /// Creates a checkpoint.
    public init(tracker: String, target: String, kind: String, params: String, day: Day, state: String) {
        self.tracker = tracker
        self.target = target
        self.kind = kind
        self.params = params
        self.day = day
        self.state = state
    }

    /// How many days before an entry's day that entry may change a target's marks: a tracker may mark a
    /// day from its whole week or month (a goal per month), so a change on a day reaches back a month.
    public static let reach = 31
}

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
