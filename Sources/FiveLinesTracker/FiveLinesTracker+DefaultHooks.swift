import TendKernel

/// The hooks FiveLinesTracker answers with the kernel's defaults (``TrackerDefaults``): written out, so every
/// hook of the tracker is one the compiler checks.
extension FiveLinesTracker {
    /// The tracker itself, on its schedule, from its first entry (``TrackerDefaults/targets(_:_:)``).
    public func targets(_ context: TrackerContext) throws -> [TrackerTarget] { try TrackerDefaults.targets(self, context) }
    /// Each request's history, in order (``TrackerDefaults/histories(_:_:_:_:)``).
    public func histories(_ requests: [HistoryRequest], _ context: TrackerContext, _ body: (TargetHistory) throws -> Void) throws {
        try TrackerDefaults.histories(self, requests, context, body)
    }
    /// No problems of its own.
    public func checkHealth(_ context: TrackerContext) throws -> [String] { TrackerDefaults.checkHealth() }
    /// No repairs of its own.
    public func repairs(_ context: TrackerContext) throws -> [Mutation] { TrackerDefaults.repairs() }
}
