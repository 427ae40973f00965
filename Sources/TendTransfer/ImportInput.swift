import Foundation
import TendConsole
import TendKernel

/// An opened import source with what it looks like: the file, folder or archive, the name the user
/// gave it, the detected kind, and — for a plain file — its bytes and, for JSON, the parsed value (so
/// nothing is read or parsed twice); for a SQLite file, the database opened read-only.
struct ImportInput {
    /// The file, folder or archive.
    let source: ImportSource
    /// The path as the user typed it.
    let shown: String
    /// What it looks like.
    let kind: DetectedKind
    /// The formats whose reader could take it when the user names one.
    var plausible: Set<ImportFormat> = []
    /// A plain file's bytes.
    var bytes: [UInt8]? = nil
    /// A JSON file's value (for a ZIP, of the JSON member found).
    var json: FieldValue? = nil
    /// A SQLite file (Loop's full backup), opened read-only.
    var database: (any ForeignDatabase)? = nil
    /// For a folder or archive: the folder inside it where the export's files are (`""` at the root,
    /// else ending in `/`).
    var root = ""
    /// For a folder or archive that is no export: the refusal saying what it holds (thrown unless a
    /// format is named, whose reader then says what it lacks).
    var refusal: TendError?

    init(source: ImportSource, shown: String, kind: DetectedKind) {
        self.source = source
        self.shown = shown
        self.kind = kind
        if case .format(let f) = kind { plausible = [f] }
    }

    /// Opens `path` and works out what it is. `open` opens a SQLite file read-only.
    static func open(_ path: String, shown: String,
                     open: (@Sendable (String) throws -> any ForeignDatabase)?) throws -> ImportInput {
        let source = try ImportSource.open(path, shown: shown)
        switch source {
        case .file(let p):
            // A Loop `Habits.csv` given on its own: read its folder.
            if (p as NSString).lastPathComponent == "Habits.csv" {
                let folder = (p as NSString).deletingLastPathComponent, shownFolder = (shown as NSString).deletingLastPathComponent
                return ImportInput(source: .folder(path: folder.isEmpty ? "." : folder), shown: shownFolder.isEmpty ? "." : shownFolder,
                                   kind: .format(.loop))
            }
            let bytes = try ImportSource.bytes(of: p, shown: shown)
            let found = try ImportDetection.classify(bytes, label: shown, path: p, open: open)
            var input = ImportInput(source: source, shown: shown, kind: found.kind)
            input.plausible = found.plausible
            input.bytes = bytes
            input.json = found.json
            input.database = found.database
            return input
        case .folder, .zip:
            return try tree(source, shown: shown)
        }
    }

    /// A folder or archive: Loop if it holds `Habits.csv` (at the top or one folder down), Day One if its
    /// JSON files (at the top or one folder down) are Day One journals; anything else is refused with
    /// what it holds (``ImportFolder``) — never a file inside picked silently.
    private static func tree(_ source: ImportSource, shown: String) throws -> ImportInput {
        let paths = source.paths
        if let habits = paths.first(where: { $0 == "Habits.csv" || ($0.hasSuffix("/Habits.csv") && depth($0) == 1) }) {
            var input = ImportInput(source: source, shown: shown, kind: .format(.loop))
            input.root = String(habits.dropLast("Habits.csv".count))
            return input
        }
        let json = paths.filter { $0.lowercased().hasSuffix(".json") && depth($0) <= 1 }
        var dayOne: (path: String, value: FieldValue)?
        var others = false
        for p in json {
            let bytes = try source.read(p, shown: shown)
            guard let found = try? ImportDetection.classify(bytes, label: source.label(p, shown: shown), path: nil, open: nil),
                  found.kind == .format(.dayone), let value = found.json else {
                others = true
                continue
            }
            if dayOne == nil { dayOne = (p, value) }
        }
        if let dayOne, !others {
            var input = ImportInput(source: source, shown: shown, kind: .format(.dayone))
            input.json = dayOne.value
            input.root = String(dayOne.path.prefix(dayOne.path.count - (dayOne.path as NSString).lastPathComponent.count))
            return input
        }
        var input = ImportInput(source: source, shown: shown, kind: .other(source.isArchive ? "import.kind.zip" : "import.kind.folder"))
        input.refusal = ImportFolder.refusal(source, shown: shown, paths: paths)
        return input
    }

    static func depth(_ path: String) -> Int { path.reduce(0) { $1 == "/" ? $0 + 1 : $0 } }
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
    static func kind(of value: FieldValue) -> DetectedKind { ImportDetection.json(value).0 }
}
