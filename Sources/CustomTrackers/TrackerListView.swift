import TendConsole
import TendKernel

/// `tend tracker list`: every tracker of this `tend` — built in (or added in Swift) and defined by a
/// file. JSON: `[{id, name, summary, source: "builtIn" | "definition", valueKind, schedule}]`.
public struct TrackerListView: Encodable, Sendable {
    /// One tracker.
    public struct Row: Encodable, Sendable {
        /// Its id.
        public let id: String
        /// Its name.
        public let name: String
        /// Its one-line summary.
        public let summary: String
        /// `builtIn` or `definition`.
        public let source: String
        /// `done`, `count`, `amount`, `level` or `text`.
        public let valueKind: String
        /// Its schedule (the kernel's syntax).
        public let schedule: String
    }

    /// The trackers, built-in ones first, then definitions in the order they were added.
    public let trackers: [Row]

    /// The rows of a registry.
    public static func build(_ registry: Registry, context: TrackerContext) throws -> TrackerListView {
        TrackerListView(trackers: try registry.trackers.map { t in
            let d = t.descriptor
            return Row(id: d.id, name: d.name, summary: d.summary, source: t is DefinedTracker ? "definition" : "builtIn",
                       valueKind: d.valueKind.rawValue, schedule: try t.schedule(context).text)
        })
    }

    /// A table, and a hint when no tracker is defined by a file.
    public func render(style: Style) -> [String] {
        var table = TextTable(columns: [.init(tr("tracker.list.col.id")), .init(tr("tracker.list.col.name")),
                                        .init(tr("tracker.list.col.source")), .init(tr("tracker.list.col.value")),
                                        .init(tr("tracker.list.col.schedule"))])
        for r in trackers {
            table.rows.append([r.id, TextWidth.truncate(r.name, to: 24), tr("tracker.source.\(r.source)"),
                               tr("custom.kind.\(r.valueKind)"), r.schedule])
        }
        var out = trackers.isEmpty ? [] : table.render(style: style)
        if !trackers.contains(where: { $0.source == "definition" }) {
            if !out.isEmpty { out.append("") }
            out.append(tr("tracker.list.none"))
        }
        return out
    }
}

/// `tend tracker show ID`: a definition in words.
public enum DefinitionText {
    /// The lines describing a defined tracker, with its entry count.
    public static func lines(_ d: TrackerDefinition, entries: Int, schedule: Schedule) -> [String] {
        var out = [tr("tracker.show.title", ["name": d.name, "id": d.id]), d.summaryText]
        out.append(tr("tracker.show.value", ["value": d.valueText, "perDay": d.perDayText]))
        if let g = d.goal { out.append(tr("tracker.show.goal", ["goal": d.goalText(g)])) }
        out.append(tr("tracker.show.schedule", ["schedule": schedule.text]))
        out.append(tr("tracker.show.stats", ["stats": d.stats.map(\.rawValue).joined(separator: ", ")]))
        if let r = d.reminder {
            let days = (r.days ?? schedule).text
            let key = r.message == nil ? "tracker.show.reminder" : "tracker.show.reminder.message"
            out.append(tr(key, ["time": r.time.description, "days": days, "message": r.message ?? ""]))
        }
        out.append(tr("tracker.show.entries", ["count": String(entries)]))
        out.append(tr("tracker.show.log", ["command": d.logCommand]))
        return out
    }
}
