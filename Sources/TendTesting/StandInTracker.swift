import TendKernel

/// A stand-in tracker for tests: every ``Tracker`` hook it does not write itself is the kernel's
/// default (``TrackerDefaults``). Only for test doubles, where a hook left to its default is the point:
/// a tracker you ship conforms to `Tracker` itself and writes every hook, so the compiler checks each.
public protocol StandInTracker: Tracker {}

extension StandInTracker {
    /// ``TrackerDefaults/targets(_:_:)``.
    public func targets(_ context: TrackerContext) throws -> [TrackerTarget] { try TrackerDefaults.targets(self, context) }
    /// ``TrackerDefaults/history(_:of:days:_:)``.
    public func history(of target: TrackerTarget, days: ClosedRange<Day>, _ context: TrackerContext) throws -> TargetHistory {
        try TrackerDefaults.history(self, of: target, days: days, context)
    }
    /// ``TrackerDefaults/histories(_:_:_:_:)``.
    public func histories(_ requests: [HistoryRequest], _ context: TrackerContext, _ body: (TargetHistory) throws -> Void) throws {
        try TrackerDefaults.histories(self, requests, context, body)
    }
    /// ``TrackerDefaults/today(_:_:)``.
    public func today(_ context: TrackerContext) throws -> TodayStatus { try TrackerDefaults.today(self, context) }
    /// ``TrackerDefaults/validate(_:_:)``.
    public func validate(_ entry: Entry) -> String? { TrackerDefaults.validate(self, entry) }
    /// No problems.
    public func checkHealth(_ context: TrackerContext) throws -> [String] { TrackerDefaults.checkHealth() }
    /// No repairs.
    public func repairs(_ context: TrackerContext) throws -> [Mutation] { TrackerDefaults.repairs() }
}
