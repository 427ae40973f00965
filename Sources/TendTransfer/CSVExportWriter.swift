import Foundation
import TendKernel

/// Writes a tracker's entries as CSV for spreadsheets (one file per tracker; see docs/formats.md):
/// live entries only, oldest day first, in the day's order, with the documented columns.
public enum CSVExportWriter {
    /// The header row.
    public static let columns = ["day", "kind", "value", "note", "tags", "subject", "subject_name", "position", "id",
                                 "source", "created", "updated"]

    /// The trackers a CSV export of the whole store covers: every tracker with a live entry, in the
    /// order given (registry order), then trackers this build doesn't know, by id.
    public static func trackers(_ store: any StoreReader, known: [String]) throws -> [String] {
        var found = Set<String>()
        for e in try store.entries(EntryQuery()) { found.insert(e.tracker) }
        return known.filter(found.contains) + found.subtracting(known).sorted()
    }

    /// The CSV of one tracker's entries, and how many rows it has.
    public static func csv(_ store: any StoreReader, tracker: String) throws -> (bytes: [UInt8], rows: Int) {
        var names: [String: String] = [:]
        for i in try store.items(ItemQuery(includeArchived: true, includeDeleted: true)) {
            if let n = i.string("name") { names[i.id] = n }
        }
        var w = CSVWriter()
        w.row(columns)
        let entries = try store.entries(EntryQuery(tracker: tracker))
        for e in entries {
            let (kind, value) = cells(e.value)
            w.row([e.day.iso, kind, value, e.note ?? "", e.tags.joined(separator: " | "), e.subject ?? "",
                   e.subject.flatMap { names[$0] } ?? "", e.position, e.id, e.source,
                   TimeText.iso(millis: HLC.millis(of: e.created)), TimeText.iso(millis: HLC.millis(of: e.updated))])
        }
        return (w.bytes, entries.count)
    }

    /// The `kind` and `value` cells of a value.
    static func cells(_ v: EntryValue) -> (String, String) {
        switch v {
        case .text(let t): return ("text", t)
        case .level(let l): return ("level", String(l))
        case .done: return ("done", "")
        case .skip: return ("skip", "")
        case .amount(let a): return ("amount", number(a))
        }
    }

    /// `5`, `2.5`, `0.125`: the shortest text that reads back as the same number.
    static func number(_ x: Double) -> String {
        if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
        return String(x)
    }
}
