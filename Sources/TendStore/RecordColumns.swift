import Foundation
import TendKernel

/// How an entry is spread over the `entries` columns: its JSON columns written when it is made, so that a
/// large write can make them away from the thread that binds them (``Pipeline``).
struct EntryColumns: Sendable {
    /// The columns read, in order.
    static let select = """
        SELECT id, tracker, subject, day, value, note, tags, position, source, created, updated, deleted, conflicts
        FROM entries
        """

    let entry: Entry
    let value: [UInt8]
    let tags: [UInt8]?
    let conflicts: [UInt8]?

    /// The columns of `e`.
    init(_ e: Entry) {
        entry = e
        value = e.value.field.jsonBytes
        tags = e.tags.isEmpty ? nil : FieldValue.array(e.tags.map(FieldValue.string)).jsonBytes
        conflicts = e.conflicts.isEmpty ? nil
            : FieldValue.array(e.conflicts.map { .array([.string($0.op.description), $0.value.field]) }).jsonBytes
    }

    /// Binds tracker … conflicts to parameters `from`, `from + 1`, … (its JSON lent: run the statement
    /// while it is alive, with ``SQLStatement/executeAndClear()``).
    func bind(to s: SQLStatement, from i: Int32) {
        let e = entry
        s.bind(i, e.tracker)
        s.bind(i + 1, e.subject)
        s.bind(i + 2, e.day.ordinal)
        s.bind(i + 3, lent: value)
        s.bind(i + 4, e.note)
        s.bind(i + 5, lent: tags)
        s.bind(i + 6, e.position)
        s.bind(i + 7, e.source)
        s.bind(i + 8, e.created.timeIntervalSinceReferenceDate)
        s.bind(i + 9, e.updated.timeIntervalSinceReferenceDate)
        s.bind(i + 10, e.deleted)
        s.bind(i + 11, lent: conflicts)
    }

    /// Reads the row of ``select`` the statement is on.
    static func read(_ s: SQLStatement) throws -> Entry {
        guard let id = s.text(0), let tracker = s.text(1), let position = s.text(7), let source = s.text(8),
              let value = try s.entryValue(4) else {
            throw CorruptData("incomplete entry row")
        }
        var tags: [String] = []
        if let t = try s.json(6) {
            guard let list = t.array else { throw CorruptData("entry tags are not a list") }
            tags = list.compactMap(\.string)
        }
        var conflicts: [ConflictingValue] = []
        if let c = try s.json(12) {
            for pair in c.array ?? [] {
                guard let p = pair.array, p.count == 2, let t = p[0].string, let op = OpID(t),
                      let v = EntryValue(field: p[1]) else { throw CorruptData("bad entry conflict") }
                conflicts.append(ConflictingValue(op: op, value: v))
            }
        }
        return Entry(id: id, tracker: tracker, subject: s.text(2), day: Day(ordinal: Int(s.int(3))), value: value,
                     note: s.text(5), tags: tags, position: position, source: source,
                     created: Date(timeIntervalSinceReferenceDate: s.double(9)),
                     updated: Date(timeIntervalSinceReferenceDate: s.double(10)),
                     deleted: s.int(11) != 0, conflicts: conflicts)
    }
}

/// How an item is spread over the `items` columns.
enum ItemColumns {
    /// The columns read, in order.
    static let select = "SELECT id, tracker, type, fields, position, archived, deleted, created, updated FROM items"

    /// Binds tracker … updated to parameters `from`, `from + 1`, …
    static func bind(_ item: Item, to s: SQLStatement, from i: Int32) {
        s.bind(i, item.tracker)
        s.bind(i + 1, item.type)
        s.bind(i + 2, json: .object(item.fields))
        s.bind(i + 3, item.position)
        s.bind(i + 4, item.archived)
        s.bind(i + 5, item.deleted)
        s.bind(i + 6, item.created.timeIntervalSinceReferenceDate)
        s.bind(i + 7, item.updated.timeIntervalSinceReferenceDate)
    }

    /// Reads the row of ``select`` the statement is on.
    static func read(_ s: SQLStatement) throws -> Item {
        guard let id = s.text(0), let tracker = s.text(1), let type = s.text(2), let position = s.text(4),
              let fields = try s.json(3)?.object else {
            throw CorruptData("incomplete item row")
        }
        return Item(id: id, tracker: tracker, type: type, fields: fields, position: position,
                    archived: s.int(5) != 0, deleted: s.int(6) != 0,
                    created: Date(timeIntervalSinceReferenceDate: s.double(7)),
                    updated: Date(timeIntervalSinceReferenceDate: s.double(8)))
    }
}
