import TendKernel

/// The hooks MoodTracker answers with the kernel's defaults (``TrackerDefaults``): written out, so every
/// hook of the tracker is one the compiler checks.
extension MoodTracker {
    /// The tracker itself, on its schedule, from its first entry (``TrackerDefaults/targets(_:_:)``).
    public func targets(_ context: TrackerContext) throws -> [TrackerTarget] { try TrackerDefaults.targets(self, context) }
    /// Each request's history, in order (``TrackerDefaults/histories(_:_:_:_:)``).
    public func histories(_ requests: [HistoryRequest], _ context: TrackerContext, _ body: (TargetHistory) throws -> Void) throws {
        try TrackerDefaults.histories(self, requests, context, body)
    }
}
