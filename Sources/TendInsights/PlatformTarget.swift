import TendConsole
import TendKernel

/// A target with the tracker that owns it: what compare, insights and the today view work on. Every
/// tracker is reached through the registry and its kernel hooks (`targets`, `history`), never by name.
public struct PlatformTarget {
    /// The owning tracker.
    public let tracker: any Tracker
    /// The target.
    public let target: TrackerTarget

    /// A target of a tracker.
    public init(tracker: any Tracker, target: TrackerTarget) {
        self.tracker = tracker
        self.target = target
    }

    /// The target id (`mood`, `habit:Run`).
    public var id: String { target.id }
    /// Whether the target is the tracker itself (not one of its habits, stacks or rituals).
    public var isTrackerItself: Bool { target.id == tracker.descriptor.id }
    /// The kind of value the tracker records.
    public var valueKind: ValueKind { tracker.descriptor.valueKind }

    /// The history from the target's start (else `fallbackStart`) through `end`: enough for every figure
    /// as of `end` (streaks, strength) to be exact.
    public func history(through end: Day, fallbackStart: Day, _ ctx: TrackerContext) throws -> TargetHistory {
        guard let days = days(through: end, fallbackStart: fallbackStart) else { return TargetHistory(target: target, marks: [:]) }
        return try tracker.history(of: target, days: days, ctx)
    }

    /// The days of ``history(through:fallbackStart:_:)``: from the target's start (else `fallbackStart`)
    /// through `end`; `nil` when it starts after `end`.
    public func days(through end: Day, fallbackStart: Day) -> ClosedRange<Day>? {
        let lo = max(target.start ?? fallbackStart, .earliest)
        return lo <= end ? lo...end : nil
    }

    /// The histories of several targets, each over its own days (`nil`: no days, an empty history), handed
    /// to `body` with each target's place in `targets`: each tracker reads its targets' histories together
    /// (``Tracker/histories(_:_:_:)``), one at a time, so no more than one is held at once.
    public static func histories(_ targets: [PlatformTarget], days: [ClosedRange<Day>?], _ ctx: TrackerContext,
                          _ body: (Int, TargetHistory) throws -> Void) throws {
        // Trackers in the order their first target comes (a descriptor is built once per target).
        var groups: [TrackerGroup] = []
        var group: [String: Int] = [:]
        for (i, t) in targets.enumerated() {
            let id = t.tracker.descriptor.id
            if let g = group[id] {
                groups[g].places.append(i)
            } else {
                group[id] = groups.count
                groups.append(TrackerGroup(tracker: t.tracker, places: [i]))
            }
        }
        for g in groups {
            var asked: [Int] = []
            var requests: [HistoryRequest] = []
            for i in g.places {
                if let d = days[i] {
                    asked.append(i)
                    requests.append(HistoryRequest(target: targets[i].target, days: d))
                } else {
                    try body(i, TargetHistory(target: targets[i].target, marks: [:]))
                }
            }
            var next = 0
            try g.tracker.histories(requests, ctx) { h in
                guard next < asked.count else { return }
                try body(asked[next], h)
                next += 1
            }
            // A tracker that handed back fewer histories than asked: read the rest one by one.
            while next < asked.count {
                try body(asked[next], try g.tracker.history(of: requests[next].target, days: requests[next].days, ctx))
                next += 1
            }
        }
    }

    /// One tracker's targets among those asked for: their places in the list. (A struct, not a tuple, and
    /// a loop rather than `zip` above: a tuple or zip type is built at run time, and on `tend`'s first use
    /// the runtime's conformance look-ups for it cost more than the loop — docs/benchmarks.md.)
    private struct TrackerGroup {
        let tracker: any Tracker
        var places: [Int]
    }

    /// The history of `range` only.
    public func history(in range: ClosedRange<Day>, _ ctx: TrackerContext) throws -> TargetHistory {
        guard let days = days(in: range) else { return TargetHistory(target: target, marks: [:]) }
        return try tracker.history(of: target, days: days, ctx)
    }

    /// The days of ``history(in:_:)``: `range` from the target's start on; `nil` when it starts after it.
    public func days(in range: ClosedRange<Day>) -> ClosedRange<Day>? {
        let lo = max(range.lowerBound, target.start ?? range.lowerBound)
        return lo <= range.upperBound ? lo...range.upperBound : nil
    }

    /// The targets of some trackers, in tracker order; none of a tracker that shows no figures
    /// (``TrackerFigures``), so compare and insights leave it out.
    public static func all(_ trackers: [any Tracker], _ ctx: TrackerContext) throws -> [PlatformTarget] {
        var out: [PlatformTarget] = []
        for t in trackers where try TrackerFigures.shown(t.descriptor, in: ctx.store) {
            out += try t.targets(ctx).map { PlatformTarget(tracker: t, target: $0) }
        }
        return out
    }

    /// The targets named on the command line, looked up among every registered tracker's targets:
    /// an exact id, else the id ignoring case, else a tracker id (all of that tracker's targets).
    /// An unknown name is refused with the list of known targets.
    public static func resolve(_ names: [String], _ s: Session) throws -> [PlatformTarget] {
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
