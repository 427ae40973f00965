import Foundation
import TendKernel

extension StoreReader {
    /// A fingerprint of the materialised state: every entry (tombstones included), every item (archived
    /// and deleted included) and every synced setting — and the device settings when
    /// `includeDeviceSettings` — as canonical text, hashed with FNV-1a 64 (16 hex digits).
    /// Two stores that merged the same ops have the same digest.
    public func stateDigest(includeDeviceSettings: Bool = false) throws -> String {
        var hash = FNV1a64()
        for e in try entries(EntryQuery(includeDeleted: true)).sorted(by: { $0.id < $1.id }) {
            hash.line(StoreDigest.canonical(e))
        }
        for i in try items(ItemQuery(includeArchived: true, includeDeleted: true)).sorted(by: { $0.id < $1.id }) {
            hash.line(StoreDigest.canonical(i))
        }
        for scope in includeDeviceSettings ? [.synced, .device] : [SettingScope.synced] {
            for s in try settings(scope: scope) {
                hash.line("s|" + scope.rawValue + "|" + s.key + "|" + s.value.jsonText)
            }
        }
        return hash.hex
    }
}

extension ReplicatedStore {
    /// A fingerprint of the synced history: every logged op of a synced kind, sorted by id, as canonical
    /// text (id, entity, key, fields, supersedes), hashed with FNV-1a 64 (16 hex digits).
    public func historyDigest() throws -> String {
        var ops: [Op] = []
        for c in try changes(ChangeQuery(newestFirst: false)) {
            for op in c.ops where op.entity.isSynced { ops.append(op) }
        }
        ops.sort { $0.id < $1.id }
        var hash = FNV1a64()
        for op in ops {
            hash.line(op.id.description + "|" + op.entity.rawValue + "|" + op.key + "|"
                      + FieldValue.object(op.fields).jsonText + "|"
                      + op.supersedes.map(\.description).joined(separator: ","))
        }
        return hash.hex
    }
}

/// Canonical text of records, for digests.
enum StoreDigest {
    static func time(_ d: Date) -> FieldValue { .double(d.timeIntervalSinceReferenceDate) }

    static func canonical(_ e: Entry) -> String {
        let conflicts = e.conflicts.map { FieldValue.array([.string($0.op.description), $0.value.field]) }
        let o: [String: FieldValue] = [
            "id": .string(e.id), "tracker": .string(e.tracker), "subject": e.subject.map(FieldValue.string) ?? .null,
            "day": .string(e.day.iso), "value": e.value.field, "note": e.note.map(FieldValue.string) ?? .null,
            "tags": .array(e.tags.map(FieldValue.string)), "position": .string(e.position),
            "source": .string(e.source), "created": time(e.created), "updated": time(e.updated),
            "deleted": .bool(e.deleted), "conflicts": .array(conflicts),
        ]
        return "e|" + FieldValue.object(o).jsonText
    }

    static func canonical(_ i: Item) -> String {
        let o: [String: FieldValue] = [
            "id": .string(i.id), "tracker": .string(i.tracker), "type": .string(i.type), "fields": .object(i.fields),
            "position": .string(i.position), "archived": .bool(i.archived), "deleted": .bool(i.deleted),
            "created": time(i.created), "updated": time(i.updated),
        ]
        return "i|" + FieldValue.object(o).jsonText
    }
}

/// The 64-bit FNV-1a hash.
struct FNV1a64 {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Hashes `text` and a newline.
    mutating func line(_ text: String) {
        for byte in text.utf8 { add(byte) }
        add(0x0A)
    }

    private mutating func add(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01B3
    }

    /// 16 lowercase hex digits.
    var hex: String {
        let h = String(value, radix: 16)
        return String(repeating: "0", count: 16 - h.count) + h
    }
}
