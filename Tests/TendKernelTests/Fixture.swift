import Foundation
import TendEngine
import TendKernel

/// Devices and ops for hand-written merge scenarios.
enum Fixture {
    static let a = DeviceID("000000000000000a")!
    static let b = DeviceID("000000000000000b")!
    static let c = DeviceID("000000000000000c")!

    /// An op id at `millis` on `device`.
    static func id(_ millis: UInt64, _ device: DeviceID = a, counter: UInt16 = 0) -> OpID {
        OpID(hlc: HLC(millis: millis, counter: counter), device: device)
    }

    /// An op on entry `key`.
    static func op(_ id: OpID, _ fields: [String: FieldValue], supersedes: [OpID] = [], key: String = "e1",
                   entity: EntityKind = .entry) -> Op {
        Op(id: id, entity: entity, key: key, fields: fields, supersedes: supersedes)
    }

    /// The fields of a new mood entry.
    static func created(level: Int, day: String = "2026-11-21", createdMillis: Int64 = 1_000) -> [String: FieldValue] {
        [RecordField.tracker: "mood", EntryField.day: .string(day), EntryField.value: EntryValue.level(level).field,
         RecordField.created: .int(createdMillis), RecordField.deleted: false]
    }

    /// Applies ops in order, each with the fields for which an already-applied op supersedes it, as a store does.
    static func merge(_ ops: [Op]) -> RecordState {
        var state = RecordState()
        var supersededBy: [OpID: Set<String>] = [:]
        for op in ops {
            state.apply(op, supersededFor: supersededBy[op.id] ?? [])
            for s in op.supersedes { supersededBy[s, default: []].formUnion(op.fields.keys) }
        }
        return state
    }

    /// All orders of a few ops.
    static func permutations<T>(_ items: [T]) -> [[T]] {
        guard items.count > 1 else { return [items] }
        var out: [[T]] = []
        for (i, first) in items.enumerated() {
            var rest = items
            rest.remove(at: i)
            for p in permutations(rest) { out.append([first] + p) }
        }
        return out
    }
}
