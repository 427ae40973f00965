import TendKernel

/// The hooks DefinedTracker answers with the kernel's defaults (``TrackerDefaults``): written out, so every
/// hook of the tracker is one the compiler checks.
extension DefinedTracker {
    /// Each request's history, in order (``TrackerDefaults/histories(_:_:_:_:)``).
    public func histories(_ requests: [HistoryRequest], _ context: TrackerContext, _ body: (TargetHistory) throws -> Void) throws {
        try TrackerDefaults.histories(self, requests, context, body)
    }
    /// No repairs of its own.
    public func repairs(_ context: TrackerContext) throws -> [Mutation] { TrackerDefaults.repairs() }
}
