import ArgumentParser
import TendConsole
import TendKernel
import TendSync

/// Commands that run sync themselves, so autosync stays out of their way.
protocol SyncManagedCommand {}

/// `tend sync …`: the sync command group; alone, it syncs now.
struct SyncCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "sync", abstract: tr("sync.abstract"), discussion: tr("sync.discussion"),
            subcommands: [SyncNowCommand.self, SyncInitCommand.self, SyncJoinCommand.self, SyncStatusCommand.self,
                          SyncConflictsCommand.self, SyncPassphraseCommand.self, SyncAutosyncCommand.self],
            defaultSubcommand: SyncNowCommand.self)
    }
}

/// `tend sync` / `tend sync now`: push this device's changes, pull the others', tidy the folder.
struct SyncNowCommand: ParsableCommand, SyncManagedCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "now", abstract: tr("sync.now.abstract"))
    }

    @OptionGroup var common: CommonOptions

    func run() throws {
        let s = try Session(common)
        let setup = try SyncSetup(s)
        let (report, folder) = try setup.withEngine(store: s.store, clock: s.clock) { engine in
            (try engine.sync(), engine.transport.location)
        }
        let received = report.pull.applied
        if report.push.changes == 0 && received == 0 {
            s.print(tr("sync.up-to-date", ["folder": folder]))
        } else {
            s.print(tr("sync.done", ["folder": folder, "sent": String(report.push.changes), "received": String(received)]))
        }
        try SyncOutput.warnings(report.pull, session: s)
    }
}

/// Messages shared by the sync commands and autosync.
enum SyncOutput {
    /// Warnings after a pull (standard error): drifting clocks, segments not yet delivered, conflicts.
    static func warnings(_ pull: PullReport, session s: Session) throws {
        for line in warningLines(pull) { s.note(line) }
        guard pull.applied > 0 else { return }
        let conflicts = try SyncConflicts.find(in: s.store, ignoring: lastWriterWins(s.registry))
        if !conflicts.isEmpty { s.note(tr("sync.warning.conflicts", ["count": String(conflicts.count)])) }
    }

    /// The drift and waiting warnings of a pull.
    static func warningLines(_ pull: PullReport) -> [String] {
        pull.driftingDevices.sorted().map { tr("sync.warning.drift", ["device": $0.short]) }
            + pull.waiting.map { tr("sync.warning.waiting", ["device": $0.short]) }
    }

    /// Trackers whose concurrent values are settled by last-writer-wins (not shown as conflicts).
    static func lastWriterWins(_ registry: Registry) -> Set<String> {
        Set(registry.trackers.filter { !$0.descriptor.multiValue }.map(\.descriptor.id))
    }
}
