import ArgumentParser
import Foundation
import TendConsole
import TendKernel
import TendSync

/// `tend sync conflicts [--json]`: entries with values written concurrently on two devices (the mood
/// of a day, or any tracker whose policy keeps every concurrent value), each value with its device.
struct SyncConflictsCommand: ParsableCommand, SyncManagedCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "conflicts", abstract: tr("sync.conflicts.abstract"))
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

    func run() throws {
        let s = try Session(common)
        let found = try SyncConflicts.find(in: s.store, ignoring: SyncOutput.lastWriterWins(s.registry))
        let rows = found.map { c in
            Row(entry: c.entry.id, tracker: c.entry.tracker, day: c.entry.day.iso, values: c.values.map {
                ValueRow(value: $0.value, op: $0.op?.description, device: $0.device?.raw, time: $0.date, current: $0.current)
            })
        }
        if s.wantsJSON { try s.printJSON(rows); return }
        if rows.isEmpty { s.print(tr("sync.conflicts.none")); return }
        var out = [tr("sync.conflicts.header", ["count": String(rows.count)])]
        for c in found {
            out.append(tr("sync.conflicts.entry", ["tracker": c.entry.tracker, "day": c.entry.day.iso, "id": c.entry.id]))
            for v in c.values {
                let device = v.device.map { $0 == s.store.device ? $0.short + " (" + tr("sync.status.device.this") + ")" : $0.short }
                    ?? tr("sync.conflicts.unknown-device")
                var line = "  " + tr("sync.conflicts.value", ["value": SyncOutput.describe(v.value), "device": device,
                                                              "when": v.date.map { SyncOutput.time($0, s.calendar) } ?? "?"])
                if v.current { line += "  " + tr("sync.conflicts.current") }
                out.append(line)
            }
        }
        s.print(lines: out)
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
