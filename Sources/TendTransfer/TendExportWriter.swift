import Foundation
import TendEngine
import TendKernel

/// Tend's own export format: its name and version (see docs/formats.md).
public enum TendExportFormat {
    /// The value of the `format` key.
    public static let name = "tend-export"
    /// The version this build writes and the newest it reads.
    public static let version = 1
}

/// Writes Tend's JSON export: every item, entry (tombstones and concurrent values included) and setting
/// (synced and device) of the store — or of one tracker — and, with history, every change of the op log.
/// One record per line, keys in a fixed order, so exports diff well; built in one pass over UTF-8 bytes.
public enum TendExportWriter {
    /// What an export holds, for its summary.
    public struct Counts: Hashable, Sendable, Codable {
        /// Items written.
        public var items = 0
        /// Entries written.
        public var entries = 0
        /// Settings written.
        public var settings = 0
        /// Changes written (with history).
        public var changes = 0
    }

    /// The export of `store` (of `tracker` only, when given; history needs the whole store) at `now`.
    public static func json(_ store: any Store, tracker: String?, history: Bool, now: Date) throws -> (bytes: [UInt8], counts: Counts) {
        var out: [UInt8] = []
        var counts = Counts()
        let items = try store.items(ItemQuery(tracker: tracker, includeArchived: true, includeDeleted: true))
        let entries = try store.entries(EntryQuery(tracker: tracker, includeDeleted: true))
        var settings: [Setting] = []
        for scope in SettingScope.allCases {
            settings += try store.settings(scope: scope).filter { tracker == nil || belongs($0.key, to: tracker!) }
        }
        out.reserveCapacity(entries.count * 260 + items.count * 300 + 4096)
        var head = JSONObject(&out)
        head.field("format", .string(TendExportFormat.name), &out)
        head.field("version", .int(Int64(TendExportFormat.version)), &out)
        head.field("exported", .string(TimeText.iso(millis: HLC.millis(of: now))), &out)
        head.field("device", .string(store.device.raw), &out)
        head.field("tracker", tracker.map(FieldValue.string) ?? .null, &out)
        head.end(&out, open: true)
        list("settings", settings, into: &out) { s, o in
            var w = JSONObject(&o)
            w.field("key", .string(s.key), &o)
            w.field("scope", .string(s.scope.rawValue), &o)
            w.field("value", s.value, &o)
            w.end(&o)
        }
        counts.settings = settings.count
        list("items", items, into: &out) { i, o in write(i, into: &o) }
        counts.items = items.count
        list("entries", entries, into: &out) { e, o in write(e, into: &o) }
        counts.entries = entries.count
        if history {
            let changes = try store.replicated().changes(ChangeQuery(newestFirst: false))
            list("changes", changes, into: &out) { c, o in ChangeJSON.field(c).writeJSON(into: &o) }
            counts.changes = changes.count
        }
        out.removeLast(2)  // the last list's ",\n"
        out.append(contentsOf: "\n}\n".utf8)
        return (out, counts)
    }

    /// Whether a setting belongs to a tracker: `<tracker>.…` and `remind.<tracker>`.
    static func belongs(_ key: String, to tracker: String) -> Bool {
        key.hasPrefix(tracker + ".") || key == "remind." + tracker
    }

    private static func list<T>(_ name: String, _ records: [T], into out: inout [UInt8],
                                _ write: (T, inout [UInt8]) -> Void) {
        FieldValue.writeJSONString(name, into: &out)
        out.append(contentsOf: ":[".utf8)
        for (i, r) in records.enumerated() {
            out.append(contentsOf: (i == 0 ? "\n" : ",\n").utf8)
            write(r, &out)
        }
        out.append(contentsOf: (records.isEmpty ? "],\n" : "\n],\n").utf8)
    }

    private static func write(_ i: Item, into out: inout [UInt8]) {
        var w = JSONObject(&out)
        w.field("id", .string(i.id), &out)
        w.field("tracker", .string(i.tracker), &out)
        w.field("type", .string(i.type), &out)
        w.field("fields", .object(i.fields), &out)
        w.field("position", .string(i.position), &out)
        w.field("archived", .bool(i.archived), &out)
        w.field("deleted", .bool(i.deleted), &out)
        w.field("created", time(i.created), &out)
        w.field("updated", time(i.updated), &out)
        w.end(&out)
    }

    private static func write(_ e: Entry, into out: inout [UInt8]) {
        var w = JSONObject(&out)
        w.field("id", .string(e.id), &out)
        w.field("tracker", .string(e.tracker), &out)
        w.field("subject", e.subject.map(FieldValue.string) ?? .null, &out)
        w.field("day", .string(e.day.iso), &out)
        w.field("value", e.value.field, &out)
        w.field("note", e.note.map(FieldValue.string) ?? .null, &out)
        w.field("tags", .array(e.tags.map(FieldValue.string)), &out)
        w.field("position", .string(e.position), &out)
        w.field("source", .string(e.source), &out)
        w.field("created", time(e.created), &out)
        w.field("updated", time(e.updated), &out)
        w.field("deleted", .bool(e.deleted), &out)
        w.field("conflicts", .array(e.conflicts.map { .object(["op": .string($0.op.description), "value": $0.value.field]) }), &out)
        w.end(&out)
    }

    private static func time(_ d: Date) -> FieldValue { .string(TimeText.iso(millis: HLC.millis(of: d))) }
}

/// Writes the fields of one JSON object, keys in the order given: `{` first, then each field, then
/// ``end(_:open:)``.
struct JSONObject {
    private var first = true

    /// Opens the object.
    init(_ out: inout [UInt8]) { out.append(UInt8(ascii: "{")) }

    /// Appends `"key":value`.
    mutating func field(_ key: String, _ value: FieldValue, _ out: inout [UInt8]) {
        if !first { out.append(UInt8(ascii: ",")) }
        first = false
        FieldValue.writeJSONString(key, into: &out)
        out.append(UInt8(ascii: ":"))
        value.writeJSON(into: &out)
    }

    /// Closes the object; `open` leaves it open for the lists that follow (the document's head).
    func end(_ out: inout [UInt8], open: Bool = false) {
        out.append(contentsOf: (open ? ",\n" : "}").utf8)
    }
}
