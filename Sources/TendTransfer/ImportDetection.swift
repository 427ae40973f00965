import Foundation
import TendConsole
import TendKernel

/// What a file's bytes look like, from its content alone (never its name): one of the formats Tend
/// reads, or something else named well enough to say so in one sentence — another app's export Tend
/// doesn't read (Pixels, Habitica, Bearable), an encrypted jrnl journal, a Tend store, a SQLite file of
/// another app.
enum ImportDetection {
    /// What was found.
    struct Found {
        /// What it looks like.
        var kind: DetectedKind
        /// A JSON document's value (parsed once).
        var json: FieldValue? = nil
        /// The formats whose reader could take it when named (the detected one among them): a jrnl
        /// export of a Day One journal carries Day One's `uuid`s but reads as jrnl.
        var plausible: Set<ImportFormat> = []
        /// A SQLite file, opened read-only.
        var database: (any ForeignDatabase)? = nil

        init(_ kind: DetectedKind, json: FieldValue? = nil, plausible: Set<ImportFormat>? = nil) {
            self.kind = kind
            self.json = json
            if let plausible { self.plausible = plausible } else if case .format(let f) = kind { self.plausible = [f] }
        }
    }

    /// The first 16 bytes of every SQLite 3 database.
    static let sqliteHeader = Array("SQLite format 3\0".utf8)

    /// Classifies a plain file's bytes. `path` (a file on disk) lets a SQLite file be opened read-only
    /// with `open` to see whose it is.
    static func classify(_ bytes: [UInt8], label: String, path: String?,
                         open: (@Sendable (String) throws -> any ForeignDatabase)?) throws -> Found {
        if bytes.starts(with: sqliteHeader) { return database(path: path, open: open) }
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count, ASCIIText.isSpace(bytes[i]) { i += 1 }
        guard i < bytes.count else { return Found(.other("import.kind.empty")) }
        if bytes[i] == UInt8(ascii: "{") || bytes[i] == UInt8(ascii: "[") {
            if JrnlTextReader.startsEntry(bytes, at: i) { return Found(.format(.jrnl)) }
            if bytes[i] == UInt8(ascii: "[") && JrnlTextReader.looksBracketed(bytes, at: i) {
                return Found(.other("import.kind.jrnl-text-other"))
            }
            let value = try JSONInput.parse(bytes, from: i, label: label)
            let (kind, plausible) = json(value)
            return Found(kind, json: value, plausible: plausible)
        }
        if bytes[i...].starts(with: Array("gAAAAA".utf8)) { return Found(.other("import.kind.jrnl-encrypted")) }
        var reader = CSVReader(bytes)
        guard let header = try? reader.next() else { return Found(.other("import.kind.binary")) }
        return Found(csv(header.fields))
    }

    /// A SQLite file: Loop's full backup (tables Habits and Repetitions), a Tend store, or another app's.
    private static func database(path: String?, open: (@Sendable (String) throws -> any ForeignDatabase)?) -> Found {
        guard let path, let open, let db = try? open(path), let tables = try? db.tables() else {
            return Found(.other("import.kind.sqlite"))
        }
        let names = Set(tables.map { $0.lowercased() })
        if names.isSuperset(of: ["habits", "repetitions"]) {
            var found = Found(.format(.loop))
            found.database = db
            return found
        }
        if names.isSuperset(of: ["entries", "items", "ops"]) { return Found(.other("import.kind.tend-store")) }
        return Found(.other("import.kind.sqlite"))
    }

    /// What a CSV header says the file is.
    static func csv(_ fields: [String]) -> DetectedKind {
        let names = Set(fields.map { ASCIIText.trim($0).lowercased() })
        if names.isSuperset(of: ["full_date", "mood"]) || names.isSuperset(of: ["year", "date", "mood"]) { return .format(.daylio) }
        if names.contains("name"), names.contains("frequencynumerator") || names.contains("numrepetitions") { return .format(.loop) }
        if names.isSuperset(of: ["category", "rating/amount"]) { return .other("import.kind.bearable") }
        if names.isSuperset(of: ["task name", "task type"]) { return .other("import.kind.habitica") }
        return .other(fields.count > 1 ? "import.kind.csv" : "import.kind.text")
    }

    /// Which format a JSON document is, and which readers could take it.
    static func json(_ value: FieldValue) -> (DetectedKind, Set<ImportFormat>) {
        if let list = value.array {
            if let first = list.first?.object, first["scores"] != nil || (first["date"] != nil && first["type"] != nil) {
                return (.other("import.kind.pixels"), [])
            }
            return (.other("import.kind.json"), [])
        }
        guard let o = value.object else { return (.other("import.kind.json"), []) }
        if o["format"]?.string == TendExportFormat.name { return (.format(.tend), [.tend]) }
        if o["tasks"]?.object?["dailys"] != nil || (o["dailys"] != nil && o["habits"] != nil) || (o["auth"] != nil && o["stats"] != nil) {
            return (.other("import.kind.habitica"), [])
        }
        guard let entries = o["entries"]?.array else { return (.other("import.kind.json"), []) }
        let objects = entries.prefix(50).compactMap(\.object)
        let jrnl = objects.contains { $0["date"] != nil && ($0["title"] != nil || $0["body"] != nil) }
        let dayOne = objects.contains { $0["creationDate"] != nil }
        var plausible = Set<ImportFormat>()
        if jrnl { plausible.insert(.jrnl) }
        if dayOne { plausible.insert(.dayone) }
        if jrnl { return (.format(.jrnl), plausible) }
        if dayOne || o["metadata"] != nil { return (.format(.dayone), plausible.union([.dayone])) }
        if o["tags"]?.object != nil { return (.format(.jrnl), [.jrnl]) }
        return (.other("import.kind.json"), [])
    }
}
