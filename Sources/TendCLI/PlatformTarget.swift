import TendConsole
import TendKernel

/// A target with the tracker that owns it: what compare, insights and the today view work on. Every
/// tracker is reached through the registry and its kernel hooks (`targets`, `history`), never by name.
struct PlatformTarget {
    /// The owning tracker.
    let tracker: any Tracker
    /// The target.
    let target: TrackerTarget

    /// The target id (`mood`, `habit:Run`).
    var id: String { target.id }
    /// Whether the target is the tracker itself (not one of its habits, stacks or rituals).
    var isTrackerItself: Bool { target.id == tracker.descriptor.id }
    /// The kind of value the tracker records.
    var valueKind: ValueKind { tracker.descriptor.valueKind }

    /// The history from the target's start (else `fallbackStart`) through `end`: enough for every figure
    /// as of `end` (streaks, strength) to be exact.
    func history(through end: Day, fallbackStart: Day, _ ctx: TrackerContext) throws -> TargetHistory {
        let lo = max(target.start ?? fallbackStart, .earliest)
        guard lo <= end else { return TargetHistory(target: target, marks: [:]) }
        return try tracker.history(of: target, days: lo...end, ctx)
    }

    /// The history of `range` only.
    func history(in range: ClosedRange<Day>, _ ctx: TrackerContext) throws -> TargetHistory {
        let lo = max(range.lowerBound, target.start ?? range.lowerBound)
        guard lo <= range.upperBound else { return TargetHistory(target: target, marks: [:]) }
        return try tracker.history(of: target, days: lo...range.upperBound, ctx)
    }

    /// The targets of some trackers, in tracker order.
    static func all(_ trackers: [any Tracker], _ ctx: TrackerContext) throws -> [PlatformTarget] {
        var out: [PlatformTarget] = []
        for t in trackers { out += try t.targets(ctx).map { PlatformTarget(tracker: t, target: $0) } }
        return out
    }

    /// The targets named on the command line, looked up among every registered tracker's targets:
    /// an exact id, else the id ignoring case, else a tracker id (all of that tracker's targets).
    /// An unknown name is refused with the list of known targets.
    static func resolve(_ names: [String], _ s: Session) throws -> [PlatformTarget] {
        let known = try all(s.registry.trackers, s.context)
        var out: [PlatformTarget] = []
        for name in names {
            var found = known.filter { $0.id == name }
            if found.isEmpty { found = known.filter { $0.id.lowercased() == name.lowercased() } }
            if found.isEmpty { found = known.filter { $0.tracker.descriptor.id == name.lowercased() } }
            guard !found.isEmpty else {
                let ids = known.map(\.id)
                let list = ids.count > 30 ? ids.prefix(30).joined(separator: ", ") + ", …" : ids.joined(separator: ", ")
                throw TendError(key: "target.error.unknown", ["input": Sanitize.forDisplay(name),
                                                               "known": list.isEmpty ? tr("target.none") : list],
                                status: .notFound)
            }
            for f in found where !out.contains(where: { $0.id == f.id }) { out.append(f) }
        }
        return out
    }
}
