import Foundation
import TendKernel

extension RecordState {
    /// The entry this state describes, or `nil` if it lacks a tracker, a day or a valid value.
    public func entry(id: String) -> Entry? {
        guard let tracker = winner(RecordField.tracker)?.string,
              let dayText = winner(EntryField.day)?.string, let day = Day(iso: dayText),
              let vf = winner(EntryField.value), let value = EntryValue(field: vf) else { return nil }
        let heads = values(EntryField.value)
        var conflicts: [ConflictingValue] = []
        if heads.count > 1 {
            let winnerValue = value
            for h in heads.dropLast() {
                if let v = EntryValue(field: h.value), v != winnerValue, !conflicts.contains(where: { $0.value == v }) {
                    conflicts.append(ConflictingValue(op: h.id, value: v))
                }
            }
        }
        return Entry(
            id: id, tracker: tracker, subject: winner(EntryField.subject)?.string, day: day, value: value,
            note: winner(EntryField.note)?.string,
            tags: winner(EntryField.tags)?.array?.compactMap(\.string) ?? [],
            position: winner(RecordField.position)?.string ?? FractionalIndex.first,
            source: winner(EntryField.source)?.string ?? "cli",
            created: created, updated: updated, deleted: isDeleted, conflicts: conflicts)
    }

    /// The item this state describes, or `nil` if it lacks a tracker or type.
    public func item(id: String) -> Item? {
        guard let tracker = winner(RecordField.tracker)?.string, let type = winner(ItemField.type)?.string else {
            return nil
        }
        var fields: [String: FieldValue] = [:]
        forEachWinner { k, v in
            if k.hasPrefix(ItemField.prefix), v != .null { fields[String(k.dropFirst(ItemField.prefix.count))] = v }
        }
        return Item(
            id: id, tracker: tracker, type: type, fields: fields,
            position: winner(RecordField.position)?.string ?? FractionalIndex.first,
            archived: winner(ItemField.archived)?.bool ?? false, deleted: isDeleted,
            created: created, updated: updated)
    }

    /// The setting value this state describes, or `nil` when unset or deleted.
    public var settingValue: FieldValue? {
        guard !isDeleted, let v = winner(SettingField.value), v != .null else { return nil }
        return v
    }
}
