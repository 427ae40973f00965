import Foundation
import TendConsole
import TendKernel

/// An opened import source with what it looks like: the file, folder or archive, the name the user
/// gave it, the detected kind, and — for a plain file — its bytes and, for JSON, the parsed value (so
/// nothing is read or parsed twice).
struct ImportInput {
    /// The file, folder or archive.
    let source: ImportSource
    /// The path as the user typed it.
    let shown: String
    /// What it looks like.
    let kind: DetectedKind
    /// A plain file's bytes.
    let bytes: [UInt8]?
    /// A JSON file's value (for a ZIP, of the JSON member found).
    let json: FieldValue?
    /// For a folder or archive: the folder inside it where the export's files are (`""` at the root,
    /// else ending in `/`).
    let root: String

    /// Opens `path` and works out what it is.
    static func open(_ path: String, shown: String) throws -> ImportInput {
        let source = try ImportSource.open(path, shown: shown)
        switch source {
        case .file(let p):
            // A Loop `Habits.csv` given on its own: read its folder.
            if (p as NSString).lastPathComponent == "Habits.csv" {
                let folder = (p as NSString).deletingLastPathComponent, shownFolder = (shown as NSString).deletingLastPathComponent
                return ImportInput(source: .folder(path: folder.isEmpty ? "." : folder), shown: shownFolder.isEmpty ? "." : shownFolder,
                                   kind: .format(.loop), bytes: nil, json: nil, root: "")
            }
            let bytes = try ImportSource.bytes(of: p, shown: shown)
            let (kind, json) = try classify(bytes, label: shown)
            return ImportInput(source: source, shown: shown, kind: kind, bytes: bytes, json: json, root: "")
        case .folder, .zip:
            return try tree(source, shown: shown)
        }
    }

    /// A folder or archive: Loop if it holds `Habits.csv` (at the top or one folder down), Day One if it
    /// holds a JSON file of entries, else unknown.
    private static func tree(_ source: ImportSource, shown: String) throws -> ImportInput {
        let paths = source.paths
        if let habits = paths.first(where: { $0 == "Habits.csv" || ($0.hasSuffix("/Habits.csv") && depth($0) == 1) }) {
            return ImportInput(source: source, shown: shown, kind: .format(.loop), bytes: nil, json: nil,
                               root: String(habits.dropLast("Habits.csv".count)))
        }
        for p in paths where p.lowercased().hasSuffix(".json") && depth(p) <= 1 {
            let bytes = try source.read(p, shown: shown)
            guard let (kind, json) = try? classify(bytes, label: source.label(p, shown: shown)),
                  case .format(let f) = kind else { continue }
            return ImportInput(source: source, shown: shown, kind: kind, bytes: bytes, json: json,
                               root: f == .dayone ? String(p.prefix(p.count - (p as NSString).lastPathComponent.count)) : "")
        }
        let kind: DetectedKind
        if case .zip = source { kind = .other("import.kind.zip") } else { kind = .other("import.kind.folder") }
        return ImportInput(source: source, shown: shown, kind: kind, bytes: nil, json: nil, root: "")
    }

    private static func depth(_ path: String) -> Int { path.reduce(0) { $1 == "/" ? $0 + 1 : $0 } }

    /// What a plain file's bytes look like: JSON (Tend, Day One, jrnl or other), a CSV with Daylio's
    /// or Loop's header, other text, or binary data.
    static func classify(_ bytes: [UInt8], label: String) throws -> (DetectedKind, FieldValue?) {
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        guard i < bytes.count else { return (.other("import.kind.empty"), nil) }
        if bytes[i] == UInt8(ascii: "{") || bytes[i] == UInt8(ascii: "[") {
            let value = try JSONInput.parse(bytes, from: i, label: label)
            return (JSONInput.kind(of: value), value)
        }
        var reader = CSVReader(bytes)
        guard let header = try? reader.next() else { return (.other("import.kind.binary"), nil) }
        let names = Set(header.fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() })
        if names.isSuperset(of: ["full_date", "mood"]) { return (.format(.daylio), nil) }
        if names.isSuperset(of: ["position", "name", "frequencynumerator"]) { return (.format(.loop), nil) }
        return (.other(header.fields.count > 1 ? "import.kind.csv" : "import.kind.text"), nil)
    }
}

/// Reading JSON input with messages that name the file and line.
enum JSONInput {
    /// Parses `bytes` (from `start`), or throws "FILE line N: not valid JSON (reason)".
    static func parse(_ bytes: [UInt8], from start: Int = 0, label: String) throws -> FieldValue {
        do {
            return try bytes[start...].withUnsafeBufferPointer { try FieldValue(jsonUTF8: $0) }
        } catch let e as JSONParseError {
            let line = bytes[..<min(bytes.count, start + e.offset)].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            throw TendError(key: "import.error.json", ["file": label, "line": String(line), "reason": e.reason])
        }
    }

    /// Which format a parsed JSON document is.
    static func kind(of value: FieldValue) -> DetectedKind {
        guard let o = value.object else { return .other("import.kind.json") }
        if o["format"]?.string == TendExportFormat.name { return .format(.tend) }
        let entries = o["entries"]?.array
        if o["metadata"] != nil, entries != nil { return .format(.dayone) }
        if let first = entries?.first?.object {
            if first["uuid"] != nil || first["creationDate"] != nil { return .format(.dayone) }
            if first["title"] != nil || first["body"] != nil { return .format(.jrnl) }
        }
        if entries != nil, o["tags"]?.object != nil { return .format(.jrnl) }
        return .other("import.kind.json")
    }
}
