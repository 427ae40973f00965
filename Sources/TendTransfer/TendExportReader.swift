import Foundation
import TendConsole
import TendKernel

/// Reads Tend's JSON export back. With `changes` (an export made with `--history`) the batch is those
/// changes, applied as they are (``Store/apply(_:now:)``: the exact state and history, idempotent by op
/// id). Without, it is the records, written as new ops of one change: items and entries keep their ids,
/// positions, sources, creation times and tombstones; a record the store already has is left alone.
enum TendExportReader {
    /// The batch a Tend export describes.
    static func read(_ input: ImportInput, progress: ProgressBar) throws -> ImportBatch {
        let file = input.shown
        guard let doc = input.json?.object, doc["format"]?.string == TendExportFormat.name else {
            throw TendError(key: "import.error.wrong-format", ["file": file, "detected": input.kind.described,
                                                              "expected": ImportFormat.tend.described])
        }
        guard let version = doc["version"]?.int, version >= 1 else {
            throw TendError(key: "import.error.tend-version", ["file": file])
        }
        guard version <= TendExportFormat.version else {
            throw TendError(key: "import.error.tend-newer", ["file": file, "version": String(version)])
        }
        var batch = ImportBatch(format: .tend)
        batch.file = file
        let bytes = input.bytes ?? []
        if let list = doc["changes"]?.array {
            batch.changeLines = JSONLines.elements(bytes, array: "changes")
            progress.begin(large: list.count >= 2000)
            var changes: [Change] = []
            changes.reserveCapacity(list.count)
            for (i, f) in list.enumerated() {
                switch ChangeJSON.change(f) {
                case .success(let c): changes.append(c)
                case .failure(let p):
                    throw SourceError.placed(JSONLines.origin(file, batch.changeLines, i, kind: tr("import.record.change")), p.key)
                }
                if i % 1024 == 0 { progress.update(i, of: list.count) }
            }
            batch.changes = changes
            batch.units = changes.count
            return batch
        }
        let items = doc["items"]?.array ?? [], entries = doc["entries"]?.array ?? [], settings = doc["settings"]?.array ?? []
        progress.begin(large: items.count + entries.count >= 2000)
        batch.settingLines = JSONLines.elements(bytes, array: "settings")
        batch.itemLines = JSONLines.elements(bytes, array: "items")
        let entryLines = JSONLines.elements(bytes, array: "entries")
        for (i, f) in settings.enumerated() {
            guard let o = f.object, let key = o["key"]?.string, !key.isEmpty,
                  let scope = o["scope"]?.string.flatMap(SettingScope.init(rawValue:)), let value = o["value"], value != .null
            else { throw SourceError.placed(batch.origin(setting: i), "import.problem.setting") }
            batch.settings.append(Setting(key: key, scope: scope, value: value))
        }
        for (i, f) in items.enumerated() {
            guard let item = item(f) else { throw SourceError.placed(batch.origin(item: i), "import.problem.item") }
            batch.items.append(item)
        }
        for (i, f) in entries.enumerated() {
            let origin = JSONLines.origin(file, entryLines, i, kind: tr("import.record.entry"))
            guard let (entry, conflicts) = entry(f) else { throw SourceError.placed(origin, "import.problem.entry") }
            batch.entries.append(planned(entry, conflicts, origin: origin))
            if i % 1024 == 0 { progress.update(i, of: entries.count) }
        }
        batch.units = items.count + entries.count + settings.count
        return batch
    }

    /// An entry with concurrent values is written with those values first and its shown value last, so
    /// the others stay in its history (a conflict comes back settled on the value it showed).
    private static func planned(_ e: Entry, _ conflicts: [EntryValue], origin: String) -> ImportBatch.PlannedEntry {
        guard let first = conflicts.first else { return .init(entry: e, origin: origin) }
        var initial = e
        initial.value = first
        let later = (conflicts.dropFirst() + [e.value]).map { [EntryField.value: $0.field] }
        return .init(entry: initial, later: later, origin: origin)
    }

    private static func item(_ f: FieldValue) -> Item? {
        guard let o = f.object, let id = o["id"]?.string, !id.isEmpty, let tracker = o["tracker"]?.string,
              let type = o["type"]?.string, let fields = o["fields"]?.object, let position = o["position"]?.string,
              let created = o["created"]?.string.flatMap(TimeText.millis(iso:)) else { return nil }
        return Item(id: id, tracker: tracker, type: type, fields: fields.filter { $0.value != .null }, position: position,
                    archived: o["archived"]?.bool ?? false, deleted: o["deleted"]?.bool ?? false, created: date(created))
    }

    private static func entry(_ f: FieldValue) -> (Entry, [EntryValue])? {
        guard let o = f.object, let id = o["id"]?.string, !id.isEmpty, let tracker = o["tracker"]?.string,
              let day = o["day"]?.string.flatMap({ Day(iso: $0) }), let value = o["value"].flatMap(EntryValue.init(field:)),
              let position = o["position"]?.string,
              let created = o["created"]?.string.flatMap(TimeText.millis(iso:)) else { return nil }
        let subject = o["subject"]?.string, note = o["note"]?.string
        guard o["subject"].map({ $0 == .null || $0.string != nil }) ?? true,
              o["note"].map({ $0 == .null || $0.string != nil }) ?? true else { return nil }
        var tags: [String] = []
        for t in o["tags"]?.array ?? [] {
            guard let s = t.string else { return nil }
            tags.append(s)
        }
        var conflicts: [EntryValue] = []
        for c in o["conflicts"]?.array ?? [] {
            guard let v = c.object?["value"].flatMap(EntryValue.init(field:)) else { return nil }
            conflicts.append(v)
        }
        let entry = Entry(id: id, tracker: tracker, subject: subject, day: day, value: value, note: note, tags: tags,
                          position: position, source: o["source"]?.string ?? "import", created: date(created),
                          deleted: o["deleted"]?.bool ?? false)
        return (entry, conflicts)
    }

    private static func date(_ millis: Int64) -> Date { Date(timeIntervalSince1970: Double(millis) / 1000) }
}
