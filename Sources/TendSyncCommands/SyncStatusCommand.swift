import ArgumentParser
import Foundation
import TendConsole
import TendEngine
import TendKernel
import TendSync

/// `tend sync status [--json]`: this device and the others (when each last wrote, what is left to
/// fetch, what has been applied here and any gap the last sync found: missing, refused or incomplete
/// segments), files ignored, changes waiting to go out, conflicts, autosync and the last sync. Reads
/// the folder's listing (or the relay's) only: no passphrase, no decryption.
struct SyncStatusCommand: SessionCommand, SyncManagedCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "status", abstract: trHelp("sync.status.abstract"))
    }

    @OptionGroup var common: CommonOptions

    /// One device's line.
    struct DeviceRow: Encodable {
        let device: String
        let thisDevice: Bool
        let lastWrote: Date?
        let segments: UInt64
        let applied: UInt64
        let gap: SyncGap?
        let forgotten: Bool

        enum CodingKeys: String, CodingKey { case device, thisDevice, lastWrote, segments, applied, gap, forgotten }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(device, forKey: .device)
            try c.encode(thisDevice, forKey: .thisDevice)
            try c.encode(lastWrote, forKey: .lastWrote)
            try c.encode(segments, forKey: .segments)
            try c.encode(applied, forKey: .applied)
            try c.encode(gap.map(GapRow.init), forKey: .gap)
            try c.encode(forgotten, forKey: .forgotten)
        }
    }

    /// A gap in `--json`: `{"kind", "applied", "next", "location", "reason"}` (absent parts null).
    struct GapRow: Encodable {
        let kind: String
        let applied: UInt64
        let next: UInt64?
        let location: String?
        let reason: String?

        init(_ g: SyncGap) {
            kind = g.kind.rawValue
            applied = g.applied
            next = g.next
            location = g.location
            reason = g.reason
        }

        enum CodingKeys: String, CodingKey { case kind, applied, next, location, reason }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(kind, forKey: .kind)
            try c.encode(applied, forKey: .applied)
            try c.encode(next, forKey: .next)
            try c.encode(location, forKey: .location)
            try c.encode(reason, forKey: .reason)
        }
    }

    /// The `--json` shape.
    struct Report: Encodable {
        let vault: String
        let folder: String?
        let relay: String?
        let device: String
        let reachable: Bool
        let devices: [DeviceRow]
        let ignored: [IgnoredFile]
        let unsent: Int
        let unsentOps: Int
        let incoming: UInt64?
        let conflicts: Int
        let autosync: Bool
        let lastSync: Date?

        enum CodingKeys: String, CodingKey {
            case vault, folder, relay, device, reachable, devices, ignored, unsent, unsentOps, incoming, conflicts, autosync, lastSync
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(vault, forKey: .vault)
            try c.encode(folder, forKey: .folder)
            try c.encode(relay, forKey: .relay)
            try c.encode(device, forKey: .device)
            try c.encode(reachable, forKey: .reachable)
            try c.encode(devices, forKey: .devices)
            try c.encode(ignored, forKey: .ignored)
            try c.encode(unsent, forKey: .unsent)
            try c.encode(unsentOps, forKey: .unsentOps)
            try c.encode(incoming, forKey: .incoming)
            try c.encode(conflicts, forKey: .conflicts)
            try c.encode(autosync, forKey: .autosync)
            try c.encode(lastSync, forKey: .lastSync)
        }
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let setup = try SyncSetup(s)
        let state = try SyncError.mapped { try setup.files.loadState() }
        let me = s.store.device
        var inventory: SegmentInventory?
        var unreachable: String?
        do { inventory = try setup.transport(state).inventory() } catch let e as SyncError {
            if case .unreachable(_, let reason) = e { unreachable = reason } else { throw e.tendError }
        }
        let heads = inventory?.heads
        let forgotten = try SyncForgetting.forgotten(in: s.store)
        let gaps = Dictionary((state.gaps ?? []).map { ($0.device, $0) }, uniquingKeysWith: { a, _ in a })
        let stray = Set((state.ignored ?? []).map(\.location))
        let known = Set(state.seen.devices + (heads?.devices ?? [])).union([me])
        var rows: [DeviceRow] = []
        for d in known.sorted(by: { ($0 != me ? 1 : 0, $0) < ($1 != me ? 1 : 0, $1) }) {
            let last = try s.store.replicated().changes(ChangeQuery(device: d, newestFirst: true, limit: 1)).first
            // Numbers the last sync ignored as stray blobs are not segments to fetch.
            let stored = inventory?.numbers[d]?.last {
                !stray.contains(SegmentAddress(kind: .segment, device: d, seq: $0).description)
            } ?? 0
            rows.append(DeviceRow(device: d.raw, thisDevice: d == me, lastWrote: last?.date,
                                  segments: inventory == nil ? state.seen[d] : max(stored, state.seen[d]), applied: state.seen[d],
                                  gap: gaps[d], forgotten: forgotten.contains(d)))
        }
        let ignored = ((inventory?.ignored ?? []) + (state.ignored ?? [])).reduce(into: [IgnoredFile]()) {
            if !$0.contains($1) { $0.append($1) }
        }.sorted { $0.location < $1.location }
        let unsent = try s.store.replicated().changes(ChangeQuery(device: me, after: state.lastPushed, newestFirst: false)).compactMap(\.outgoing)
        let conflicts = try SyncConflicts.find(in: s.store.replicated(), ignoring: SyncOutput.lastWriterWins(s.registry)).count
        let incoming = inventory.map { _ in rows.reduce(UInt64(0)) { $0 + ($1.segments > $1.applied ? $1.segments - $1.applied : 0) } }
        let report = Report(vault: state.vault.description, folder: state.folder, relay: state.relay, device: me.raw, reachable: unreachable == nil,
                            devices: rows, ignored: ignored, unsent: unsent.count, unsentOps: unsent.reduce(0) { $0 + $1.ops.count },
                            incoming: incoming, conflicts: conflicts, autosync: SyncSetup.autosyncOn(s.store), lastSync: state.lastSync)
        return CommandOutput(json: report) { render(report, unreachable: unreachable, s) }
    }

    private func render(_ r: Report, unreachable: String?, _ s: Session) -> [String] {
        var out = [r.relay.map { tr("sync.status.relay", ["relay": $0]) } ?? tr("sync.status.folder", ["folder": r.folder ?? "-"]),
                   tr("sync.status.vault", ["vault": r.relay == nil ? String(r.vault.prefix(8)) : r.vault])]
        out.append(tr("sync.status.devices"))
        for d in r.devices {
            let id = DeviceID(d.device)!.short
            var parts = [d.thisDevice ? id + " (" + tr("sync.status.device.this") + ")" : id]
            parts.append(d.lastWrote.map { tr("sync.status.device.wrote", ["when": SyncOutput.time($0, s.calendar)]) }
                         ?? tr(d.thisDevice ? "sync.status.device.none" : "sync.status.device.never"))
            if d.segments > d.applied && !d.thisDevice && d.gap == nil {
                parts.append(tr("sync.status.device.pending", ["count": String(d.segments - d.applied)]))
            }
            if let g = d.gap {
                let values = ["applied": String(g.applied), "location": g.location ?? "", "reason": g.reason ?? "",
                              "next": g.next.map { tr("sync.gap.missing.next", ["next": String($0)]) } ?? ""]
                parts.append(tr("sync.status.device.gap." + g.kind.rawValue, values))
            }
            if d.forgotten { parts.append(tr("sync.status.device.forgotten")) }
            out.append("  " + parts.joined(separator: " · "))
        }
        out += r.ignored.map { tr("sync.status.ignored", ["location": Sanitize.forDisplay($0.location), "reason": $0.reason]) }
        out.append(tr("sync.status.unsent", ["count": String(r.unsent)]))
        if let reason = unreachable {
            out.append(tr(r.relay == nil ? "sync.status.unreachable" : "sync.status.unreachable.relay", ["reason": reason]))
        } else {
            out.append(tr("sync.status.incoming", ["count": String(r.incoming ?? 0)]))
        }
        out.append(tr(r.conflicts > 0 ? "sync.status.conflicts.hint" : "sync.status.conflicts", ["count": String(r.conflicts)]))
        out.append(tr("sync.status.autosync", ["value": tr(r.autosync ? "sync.status.on" : "sync.status.off")]))
        out.append(tr("sync.status.last-sync", ["when": r.lastSync.map { SyncOutput.time($0, s.calendar) } ?? tr("sync.status.never")]))
        return out
    }
}

extension SyncOutput {
    /// `2026-11-22 08:30` in local time.
    static func time(_ date: Date, _ calendar: DayCalendar) -> String {
        let cal = DayCalendar(timeZone: calendar.timeZone)
        return cal.day(of: date).iso + " " + cal.time(of: date).description
    }
}
