/// Where a figure that folds a target's whole history (a streak, strength) had got to by the end of a
/// day: the fold's state, saved so that the next run reads only the days after it.
///
/// A checkpoint is derived, local data: never logged, synced, exported or backed up as a record. It is
/// kept for one target and figure `kind` under `params` (the schedule, rules and anything else the fold
/// depends on besides the marks; a reader compares them and ignores a checkpoint made under others), and
/// a store drops it as soon as something it covers may have changed: an entry of its tracker on a day
/// from ``reach`` days before `day` on, or any item of its tracker (`CheckpointDamage` in TendEngine).
///
/// Rules for whoever saves one (`WholeHistory` in TendStats is the one owner today):
/// - Read ``Store/lastClock()`` before reading the marks, and save with that reading
///   (``Store/save(_:readAt:)``): the store refuses the save if anything was written in between.
/// - Put in `params` everything besides the marks the fold depends on; a reader finding other params
///   must ignore the checkpoint and fold from the start.
/// - Treat a missing checkpoint as normal: stores drop them freely, and a fold from the start must
///   give the same figures as one from a checkpoint.
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
