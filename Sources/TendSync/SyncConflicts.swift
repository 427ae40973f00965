import Foundation
import TendEngine
import TendKernel

/// An entry with concurrent values (a multi-value register with more than one head): each value,
/// the op and device that wrote it, and which one is shown for now.
public struct SyncConflict: Hashable, Sendable {
    /// One of the concurrent values.
    public struct Value: Hashable, Sendable {
        /// The value.
        public let value: EntryValue
        /// The op that wrote it (`nil` if it could not be found in the log).
        public let op: OpID?
        /// Whether it is the one shown until the conflict is resolved (the greatest op id).
        public let current: Bool

        /// The device that wrote it.
        public var device: DeviceID? { op?.device }
        /// When it was written.
        public var date: Date? { op?.hlc.date }
    }

    /// The entry.
    public let entry: Entry
    /// Its values: the current one first, then the others, newest first.
    public let values: [Value]
}

/// Finds conflicts: entries whose `conflicts` are not empty.
public enum SyncConflicts {
    /// Every conflict, oldest day first, then by entry id. Entries of trackers in `ignoring` (trackers
    /// whose policy is last-writer-wins) are left out.
    public static func find(in store: any ReplicatedStore, ignoring: Set<String> = []) throws -> [SyncConflict] {
        let entries = try store.entries(EntryQuery(includeDeleted: false)).filter {
            !$0.conflicts.isEmpty && !ignoring.contains($0.tracker)
        }
        guard let earliest = entries.compactMap({ $0.conflicts.map(\.op).max() }).min() else { return [] }
        // The current value was written by a head op newer than every other head: look after them (a
        // minute earlier, as a change's first op may come a little before the op that matters).
        var writers: [String: [Op]] = [:]
        let keys = Set(entries.map(\.id))
        let from = OpID(hlc: HLC(millis: earliest.hlc.millis > 60_000 ? earliest.hlc.millis - 60_000 : 0, counter: 0),
                        device: earliest.device)
        for change in try store.changes(ChangeQuery(after: from, newestFirst: false)) {
            for op in change.ops where op.entity == .entry && keys.contains(op.key) && op.fields[EntryField.value] != nil {
                writers[op.key, default: []].append(op)
            }
        }
        return entries.sorted(by: { ($0.day, $0.id) < ($1.day, $1.id) }).map { e in
            let ops = writers[e.id] ?? []
            let superseded = Set(ops.flatMap(\.supersedes))
            let current = ops.filter { !superseded.contains($0.id) && $0.fields[EntryField.value] == e.value.field }.map(\.id).max()
            let others = e.conflicts.sorted { $0.op > $1.op }.map { SyncConflict.Value(value: $0.value, op: $0.op, current: false) }
            return SyncConflict(entry: e, values: [SyncConflict.Value(value: e.value, op: current, current: true)] + others)
        }
    }
}
