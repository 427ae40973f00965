import Foundation
import TendKernel
import TendTesting
import Testing

/// 2026-11-21T10:00:00Z.
let baseMillis: UInt64 = 1_795_255_200_000

func day(_ iso: String) -> Day { Day(iso: iso)! }

/// The instant of a clock reading in whole milliseconds, as the kernel computes dates.
func date(millis: UInt64) -> Date { Date(timeIntervalSince1970: Double(millis) / 1000) }

/// A mutation creating an entry.
func create(_ id: String, tracker: String = "mood", subject: String? = nil, on d: Day, _ value: EntryValue,
            note: String? = nil, tags: [String] = [], position: String = FractionalIndex.first,
            at clock: TestClock) -> Mutation {
    let e = Entry(id: id, tracker: tracker, subject: subject, day: d, value: value, note: note, tags: tags,
                  position: position, created: clock.now())
    return Mutation(entity: .entry, key: id, fields: e.fieldValues)
}

/// A mutation creating an item.
func create(item id: String, tracker: String = "habits", type: String = "habit", fields: [String: FieldValue] = [:],
            position: String = FractionalIndex.first, archived: Bool = false, at clock: TestClock) -> Mutation {
    let i = Item(id: id, tracker: tracker, type: type, fields: fields, position: position, archived: archived,
                 created: clock.now())
    return Mutation(entity: .item, key: id, fields: i.fieldValues)
}

/// A mutation setting some fields of an entry.
func edit(_ id: String, _ fields: [String: FieldValue]) -> Mutation {
    Mutation(entity: .entry, key: id, fields: fields)
}

/// A mutation deleting (or, with `false`, restoring) an entry.
func delete(_ id: String, _ deleted: Bool = true, entity: EntityKind = .entry) -> Mutation {
    Mutation(entity: entity, key: id, fields: [RecordField.deleted: .bool(deleted)])
}

/// A mutation setting a setting.
func set(_ key: String, _ value: FieldValue, scope: SettingScope = .synced) -> Mutation {
    Mutation(entity: scope.entity, key: key, fields: [SettingField.value: value])
}

extension Store {
    /// Writes mutations as one change (action `test`).
    @discardableResult
    func put(_ mutations: Mutation...) throws -> Change { try put(action: "test", mutations) }

    /// Writes mutations as one change.
    @discardableResult
    func put(_ action: String, _ mutations: Mutation...) throws -> Change { try put(action: action, mutations) }

    private func put(action: String, _ mutations: [Mutation]) throws -> Change {
        try #require(try write(ChangeIntent(action: action), { _ in mutations }))
    }
}

/// An error a test's write closure throws.
struct Refused: Error, Equatable {}

/// The kernel's repeatable generator, for shuffles.
typealias SeededGenerator = SplitMix64
