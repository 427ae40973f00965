import Foundation
import TendKernel

extension ReplicatedStore {
    /// Reads ``changes(_:)`` without keeping the ops.
    public func changeSummaries(_ query: ChangeQuery) throws -> [ChangeSummary] { try changes(query).map(ChangeSummary.init) }

    /// This device only.
    public func undoDevices() throws -> [DeviceID] { [device] }

    /// The most recent change made on this device (or on a device whose history it restored, see
    /// ``undoDevices()``) that is not an undo and has not been undone. Looks through the log without
    /// loading ops, so its cost doesn't grow with the size of an earlier change.
    public func lastUndoableChange() throws -> Change? {
        let devices = try undoDevices()
        var undone = Set<OpID>()
        var before: OpID?
        while true {
            let page = try changeSummaries(ChangeQuery(devices: devices, before: before, newestFirst: true, limit: 200))
            if page.isEmpty { return nil }
            for c in page {
                if let u = c.undoes { undone.insert(u); continue }
                if undone.contains(c.id) { continue }
                return try change(id: c.id)
            }
            before = page.last!.id
        }
    }

    /// Reverts the most recent undoable change by writing new ops that restore the values it replaced
    /// (a record it created is deleted; a record it deleted comes back; a field it added to a record is
    /// cleared). Repeating it walks further back.
    /// Returns the undo change and the change it undid, or `nil` when there is nothing to undo.
    @discardableResult
    public func undo() throws -> (undo: Change, undone: Change)? {
        guard let target = try lastUndoableChange() else { return nil }
        let mutations = try inverse(of: target)
        let intent = ChangeIntent(action: "undo", detail: target.action, source: "undo", undoes: target.id)
        guard let change = try write(intent, { _ in mutations }) else { return nil }
        return (change, target)
    }

    /// The mutations that undo `change`.
    public func inverse(of change: Change) throws -> [Mutation] {
        var out: [Mutation] = []
        for op in change.ops.reversed() {
            var priors: [OpID: Op] = [:]
            for id in op.supersedes { if let p = try self.op(id: id) { priors[id] = p } }
            var fields: [String: FieldValue] = [:]
            var added: [String] = []
            for f in op.fields.keys {
                let candidates = priors.values.filter { $0.fields[f] != nil }.sorted { $0.id < $1.id }
                if let last = candidates.last { fields[f] = last.fields[f]! } else { added.append(f) }
            }
            // An op that wrote every field anew and named the owner (or a setting's first value) created
            // the record: undoing it deletes the record. A field merely added to an existing record
            // goes back to null.
            let creates = added.count == op.fields.count
                && (op.fields[RecordField.tracker] != nil || op.entity == .setting || op.entity == .local)
            if creates { fields = [RecordField.deleted: .bool(true)] } else { for f in added { fields[f] = .null } }
            out.append(Mutation(entity: op.entity, key: op.key, fields: fields))
        }
        return out
    }
}
