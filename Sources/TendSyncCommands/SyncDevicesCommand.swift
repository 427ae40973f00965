import ArgumentParser
import Foundation
import TendConsole
import TendKernel
import TendSync

/// `tend sync devices [--json]`: every device of the vault — how many segments it wrote, how many of
/// them are applied here, how many of this device's it has applied (its cursor), whether it holds back
/// compaction and whether it was forgotten.
struct SyncDevicesCommand: SessionCommand, SyncManagedCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "devices", abstract: trHelp("sync.devices.abstract"))
    }

    @OptionGroup var common: CommonOptions

    /// One device in `--json`.
    struct Row: Encodable {
        let device: String
        let thisDevice: Bool
        let segments: UInt64
        let applied: UInt64
        let appliedOfThisDevice: UInt64?
        let holdsBackCompaction: Bool
        let forgotten: Bool

        enum CodingKeys: String, CodingKey { case device, thisDevice, segments, applied, appliedOfThisDevice, holdsBackCompaction, forgotten }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(device, forKey: .device)
            try c.encode(thisDevice, forKey: .thisDevice)
            try c.encode(segments, forKey: .segments)
            try c.encode(applied, forKey: .applied)
            try c.encode(appliedOfThisDevice, forKey: .appliedOfThisDevice)
            try c.encode(holdsBackCompaction, forKey: .holdsBackCompaction)
            try c.encode(forgotten, forKey: .forgotten)
        }
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let setup = try SyncSetup(s)
        let me = s.store.device
        let (vault, rows) = try setup.withEngine(store: s.store, clock: s.clock) { engine -> (VaultID, [Row]) in
            let inventory = try engine.transport.inventory()
            let cursors = try engine.cursors()
            let forgotten = try SyncForgetting.forgotten(in: s.store)
            let state = engine.state
            let devices = Set(inventory.numbers.keys).union(cursors.keys).union(state.seen.devices).union([me])
            let own = state.lastOwnSegment
            let rows = devices.sorted { ($0 != me ? 1 : 0, $0) < ($1 != me ? 1 : 0, $1) }.map { d in
                let ofMine = d == me ? nil : (cursors[d]?[me] ?? 0)
                return Row(device: d.raw, thisDevice: d == me, segments: max(inventory.numbers[d]?.last ?? 0, state.seen[d]),
                           applied: state.seen[d], appliedOfThisDevice: ofMine,
                           holdsBackCompaction: d != me && !forgotten.contains(d) && (ofMine ?? 0) < own,
                           forgotten: forgotten.contains(d))
            }
            return (state.vault, rows)
        }
        return CommandOutput(json: rows) { Self.lines(rows, vault: vault) }
    }

    /// The devices as text.
    private static func lines(_ rows: [Row], vault: VaultID) -> [String] {
        var out = [tr("sync.devices.header", ["vault": vault.short])]
        for r in rows {
            var flags = ""
            if r.holdsBackCompaction { flags += tr("sync.devices.pins") }
            if r.forgotten { flags += tr("sync.devices.forgotten") }
            out.append("  " + tr("sync.devices.row", [
                "device": DeviceID(r.device)!.short, "this": r.thisDevice ? tr("sync.devices.this") : "",
                "segments": String(r.segments), "applied": String(r.applied),
                "cursor": r.appliedOfThisDevice.map { tr("sync.devices.cursor", ["count": String($0)]) } ?? "", "flags": flags,
            ]))
        }
        if rows.contains(where: \.holdsBackCompaction) { out.append(tr("sync.devices.hint")) }
        return out
    }
}

/// `tend sync forget DEVICE`: a device gone for good no longer holds back compaction (a synced mark,
/// undoable with `tend undo`; the device is counted again if it ever syncs).
struct SyncForgetCommand: SessionCommand, SyncManagedCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "forget", abstract: trHelp("sync.forget.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @Argument(help: ArgumentHelp(tr("sync.forget.device.help"), valueName: "device"))
    var device: String

    func execute(_ s: Session) throws -> CommandOutput {
        let setup = try SyncSetup(s)
        let me = s.store.device
        let known = try setup.withEngine(store: s.store, clock: s.clock) { engine in
            Set(try engine.transport.inventory().numbers.keys).union(try engine.cursors().keys).union(engine.state.seen.devices)
        }
        let input = device.lowercased()
        let matches = known.filter { $0.raw.hasPrefix(input) }.sorted()
        guard !input.isEmpty, let target = matches.first else {
            throw TendError(key: "sync.error.forget-unknown", ["input": Sanitize.forDisplay(device)], status: .invalidInput)
        }
        guard matches.count == 1 else {
            throw TendError(key: "sync.error.forget-ambiguous", ["input": Sanitize.forDisplay(device),
                                                                 "matches": matches.map(\.short).joined(separator: ", ")], status: .invalidInput)
        }
        guard target != me else { throw TendError(key: "sync.error.forget-self", ["device": me.short], status: .invalidInput) }
        if try SyncForgetting.forgotten(in: s.store).contains(target) {
            return .lines(tr("sync.forget.already", ["device": target.short]))
        }
        try s.store.write(ChangeIntent(action: "sync.forget", detail: target.short)) { _ in [SyncForgetting.forget(target)] }
        return .lines(tr("sync.forget.done", ["device": target.short]))
    }
}
