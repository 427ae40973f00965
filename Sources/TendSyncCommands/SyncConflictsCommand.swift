import ArgumentParser
import Foundation
import TendConsole
import TendEngine
import TendKernel
import TendSync

/// `tend sync conflicts [--json]`: entries with values written concurrently on two devices (the mood
/// of a day, or any tracker whose policy keeps every concurrent value), each value with its device.
struct SyncConflictsCommand: SessionCommand, SyncManagedCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "conflicts", abstract: trHelp("sync.conflicts.abstract"))
    }

    @OptionGroup var common: CommonOptions

    /// One value in `--json`.
    struct ValueRow: Encodable {
        let value: EntryValue
        let op: String?
        let device: String?
        let time: Date?
        let current: Bool
    }

    /// One conflict in `--json`.
    struct Row: Encodable {
        let entry: String
        let tracker: String
        let day: String
        let values: [ValueRow]
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let found = try SyncConflicts.find(in: s.store.replicated(), ignoring: SyncOutput.lastWriterWins(s.registry))
        let rows = found.map { c in
            Row(entry: c.entry.id, tracker: c.entry.tracker, day: c.entry.day.iso, values: c.values.map {
                ValueRow(value: $0.value, op: $0.op?.description, device: $0.device?.raw, time: $0.date, current: $0.current)
            })
        }
        return CommandOutput(json: rows) {
            if rows.isEmpty { return [tr("sync.conflicts.none")] }
            var out = [tr("sync.conflicts.header", ["count": String(rows.count)])]
            for c in found {
                out.append(tr("sync.conflicts.entry", ["tracker": c.entry.tracker, "day": c.entry.day.iso, "id": c.entry.id]))
                for v in c.values { out.append(Self.line(v, s)) }
            }
            return out
        }
    }

    /// One value's line. (A function of its own: inlined in `run()`, the release build's optimizer
    /// crashed on the optional op of each value — swift 6.3.1, CopyPropagation.)
    private static func line(_ v: SyncConflict.Value, _ s: Session) -> String {
        let op: OpID? = v.op
        var device = tr("sync.conflicts.unknown-device")
        var when = "?"
        if let op {
            device = op.device == s.store.device ? op.device.short + " (" + tr("sync.status.device.this") + ")" : op.device.short
            when = SyncOutput.time(op.hlc.date, s.calendar)
        }
        var line = "  " + tr("sync.conflicts.value", ["value": SyncOutput.describe(v.value), "device": device, "when": when])
        if v.current { line += "  " + tr("sync.conflicts.current") }
        return line
    }
}

extension SyncOutput {
    /// A value as text: the text itself, `level 4`, `done`, `2.5`, `skipped`.
    static func describe(_ v: EntryValue) -> String {
        switch v {
        case .text(let t): return "\"" + Sanitize.forDisplay(t) + "\""
        case .level(let l): return "level " + String(l)
        case .done: return "done"
        case .amount(let a): return a.rounded() == a && abs(a) < 1e15 ? String(Int64(a)) : String(a)
        case .skip: return "skipped"
        }
    }
}
