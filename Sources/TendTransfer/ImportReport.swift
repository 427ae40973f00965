import TendConsole

/// What an import did (or, with `--dry-run`, would do): the text summary and the `--json` shape
/// `{format, file, dryRun, read, appliesHistory, counts: {entries, items, settings, history, keptEntries, keptItems,
/// keptSettings, matchedHabits, changes, ops, knownChanges, skipped, gathered}, notes}`.
public struct ImportReport: Hashable, Sendable, Codable {
    /// The format read.
    public var format: ImportFormat
    /// The file as given.
    public var file: String
    /// Whether nothing was written.
    public var dryRun: Bool
    /// Rows or entries read from the file.
    public var read: Int
    /// Whether the file's history (a Tend export made with `--history`) was applied as it is.
    public var appliesHistory: Bool
    /// What was added and left alone.
    public var counts: ImportCounts
    /// Other things worth knowing (notes cut, rows left out), localised.
    public var notes: [String]

    /// The summary's lines.
    public var lines: [String] {
        var out: [String] = []
        let unit: String
        switch format {
        case .tend: unit = appliesHistory ? "changes" : "records"
        case .daylio, .loop: unit = "rows"
        case .jrnl, .dayone: unit = "entries"
        }
        let args = ["file": file, "format": format.title,
                    "read": trPlural("import.unit.\(unit)", read, ["n": String(read)])]
        out.append(tr(dryRun ? "import.summary.dry-run" : "import.summary.done", args))
        if appliesHistory {
            if counts.changes == 0 {
                out.append(tr("import.summary.nothing"))
            } else {
                out.append(tr(dryRun ? "import.summary.would-apply" : "import.summary.applied",
                              ["changes": String(counts.changes), "ops": String(counts.ops)]))
            }
            if counts.knownChanges > 0 { out.append(tr("import.summary.known", ["count": String(counts.knownChanges)])) }
            if !dryRun && counts.changes > 0 { out.append(tr("import.summary.applied-undo")) }
            return out + notes
        }
        let added = ImportReport.phrases(entries: counts.entries, items: counts.items, settings: counts.settings)
        if added.isEmpty {
            out.append(tr("import.summary.nothing"))
        } else {
            out.append(tr(dryRun ? "import.summary.would-add" : "import.summary.added", ["what": ImportReport.list(added)]))
        }
        if counts.history > 0 { out.append(tr("import.summary.history", ["count": String(counts.history)])) }
        var merged: [String] = []
        for (t, n) in counts.gathered.sorted(by: { $0.key < $1.key }) {
            merged.append(tr("import.merged.gathered", ["n": String(n), "tracker": t]))
        }
        if !counts.matchedHabits.isEmpty {
            merged.append(tr("import.merged.habits", ["habits": ImportReport.list(counts.matchedHabits)]))
        }
        if !merged.isEmpty { out.append(tr("import.summary.merged", ["what": ImportReport.list(merged)])) }
        let kept = ImportReport.phrases(entries: counts.keptEntries, items: counts.keptItems, settings: counts.keptSettings)
        if !kept.isEmpty { out.append(tr("import.summary.kept", ["what": ImportReport.list(kept)])) }
        if !counts.skipped.isEmpty {
            let why = counts.skipped.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map {
                trPlural("import.skip." + $0.key, $0.value, ["n": String($0.value)])
            }
            out.append(tr("import.summary.skipped", ["why": ImportReport.list(why)]))
        }
        out += notes
        if !dryRun && !added.isEmpty { out.append(tr("import.summary.undo")) }
        return out
    }

    /// "3 habit items", "5 mood entries", "2 settings", trackers by id.
    static func phrases(entries: [String: Int], items: [String: Int], settings: Int) -> [String] {
        var out: [String] = []
        for (t, n) in items.sorted(by: { $0.key < $1.key }) {
            out.append(trPlural("import.count.items", n, ["n": String(n), "tracker": t]))
        }
        for (t, n) in entries.sorted(by: { $0.key < $1.key }) {
            out.append(trPlural("import.count.entries", n, ["n": String(n), "tracker": t]))
        }
        if settings > 0 { out.append(trPlural("import.count.settings", settings, ["n": String(settings)])) }
        return out
    }

    /// "a, b and c".
    static func list(_ parts: [String]) -> String {
        guard parts.count > 1 else { return parts.first ?? "" }
        return parts.dropLast().joined(separator: tr("list.separator")) + tr("import.list.and") + parts.last!
    }
}
