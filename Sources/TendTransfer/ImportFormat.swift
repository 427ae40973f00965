import TendConsole

/// The formats `tend import` reads.
public enum ImportFormat: String, CaseIterable, Sendable, Codable {
    /// Tend's own JSON export (`tend export`).
    case tend
    /// Daylio's CSV export.
    case daylio
    /// Loop Habit Tracker's CSV export (a ZIP or its unpacked folder).
    case loop
    /// jrnl's JSON output (`jrnl --format json`).
    case jrnl
    /// Day One's JSON export (a ZIP or its JSON).
    case dayone

    /// "a Daylio CSV export", for messages.
    public var described: String { tr("import.kind." + rawValue) }

    /// "Daylio CSV", for summaries.
    public var title: String { tr("import.title." + rawValue) }

    /// The names accepted on the command line, for messages: `tend, daylio, loop, jrnl or dayone`.
    static var accepted: String { tr("import.formats") }
}

/// What a file looks like.
enum DetectedKind: Equatable {
    /// One of the formats Tend imports.
    case format(ImportFormat)
    /// Something else, described by a catalog key (`import.kind.zip`, `import.kind.csv`…).
    case other(String)

    /// "a Loop Habit Tracker export", "a ZIP archive", for messages.
    var described: String {
        switch self {
        case .format(let f): return f.described
        case .other(let key): return tr(key)
        }
    }
}
