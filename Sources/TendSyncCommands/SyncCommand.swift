import ArgumentParser
import TendConsole
import TendEngine
import TendKernel
import TendSync

/// Commands that run sync themselves, so autosync stays out of their way.
public protocol SyncManagedCommand {}

/// `tend sync …`: the sync command group; alone, it syncs now.
public struct SyncCommand: ParsableCommand {
    /// Creates the command (ArgumentParser makes it).
    public init() {}

    /// `sync` and its subcommands.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "sync", abstract: trHelp("sync.abstract"), discussion: trHelp("sync.discussion"),
            subcommands: [SyncNowCommand.self, SyncInitCommand.self, SyncJoinCommand.self, SyncStatusCommand.self,
                          SyncDevicesCommand.self, SyncForgetCommand.self, SyncLeaveCommand.self,
                          SyncConflictsCommand.self, SyncPassphraseCommand.self, SyncAutosyncCommand.self],
            defaultSubcommand: SyncNowCommand.self)
    }
}

/// `tend sync` / `tend sync now`: push this device's changes, pull the others', tidy the folder.
struct SyncNowCommand: SessionCommand, SyncManagedCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "now", abstract: trHelp("sync.now.abstract"))
    }

    @OptionGroup var common: CommonOptions

    func execute(_ s: Session) throws -> CommandOutput {
        let setup = try SyncSetup(s)
        let (report, folder) = try setup.withEngine(store: s.store, clock: s.clock) { engine in
            (try engine.sync(), engine.transport.location)
        }
        let received = report.pull.applied
        let place = SyncOutput.place(folder)
        let line: String
        if !report.pull.gaps.isEmpty {
            line = tr("sync.behind", ["folder": folder])
        } else if report.push.changes == 0 && received == 0 {
            line = tr("sync.up-to-date", ["folder": folder])
        } else {
            line = tr("sync.done", ["folder": folder, "sent": String(report.push.changes), "received": String(received)])
        }
        return CommandOutput.lines(line).then {
            try SyncOutput.warnings(report.pull, pushed: report.push, place: place, session: s)
            try SyncOutput.failOnRefusal(report.pull, place: place, session: s)
        }
    }
}

/// Messages shared by the sync commands and autosync.
enum SyncOutput {
    /// Warnings after a pull (standard error): drifting clocks, gaps, ignored files, conflicts.
    static func warnings(_ pull: PullReport, pushed: PushReport = PushReport(), place: String, session s: Session) throws {
        for line in warningLines(pull, pushed: pushed, place: place) { s.note(line) }
        guard pull.applied > 0 else { return }
        let conflicts = try SyncConflicts.find(in: s.store.replicated(), ignoring: lastWriterWins(s.registry))
        if !conflicts.isEmpty { s.note(tr("sync.warning.conflicts", ["count": String(conflicts.count)])) }
    }

    /// "sync folder" or "relay", for a location.
    static func place(_ location: String) -> String {
        tr(SyncError.isRelay(location) ? "sync.place.relay" : "sync.place.folder")
    }

    /// The drift, gap and ignored-file warnings of a sync.
    static func warningLines(_ pull: PullReport, pushed: PushReport = PushReport(), place: String) -> [String] {
        pull.driftingDevices.sorted().map { tr("sync.warning.drift", ["device": $0.short]) }
            + pull.gaps.filter { $0.kind == .missing || $0.kind == .incomplete }.map { gapLine($0, place: place) }
            + (pushed.ignored + pull.ignored).map {
                tr("sync.ignored", ["location": Sanitize.forDisplay($0.location), "place": place, "reason": $0.reason])
            }
    }

    /// One gap as a sentence.
    static func gapLine(_ g: SyncGap, place: String) -> String {
        tr(gapKey(g), gapValues(g, place: place))
    }

    /// A gap's catalog key.
    static func gapKey(_ g: SyncGap) -> String { "sync.gap." + g.kind.rawValue }

    /// A gap's values for its sentence.
    static func gapValues(_ g: SyncGap, place: String) -> [String: String] {
        ["device": g.device.short, "applied": String(g.applied), "place": place,
         "location": Sanitize.forDisplay(g.location ?? ""), "reason": g.reason ?? "",
         "next": g.next.map { tr("sync.gap.missing.next", ["next": String($0)]) } ?? ""]
    }

    /// After the warnings: a refused blob makes the command fail (exit 77), naming it (and any other
    /// refused one first, on standard error).
    static func failOnRefusal(_ pull: PullReport, place: String, session s: Session) throws {
        let refused = pull.refused
        guard let last = refused.last else { return }
        for g in refused.dropLast() { s.note(gapLine(g, place: place)) }
        throw TendError(key: gapKey(last), gapValues(last, place: place), status: .permission)
    }

    /// Trackers whose concurrent values are settled by last-writer-wins (not shown as conflicts).
    static func lastWriterWins(_ registry: Registry) -> Set<String> {
        Set(registry.trackers.filter { !$0.descriptor.multiValue }.map(\.descriptor.id))
    }
}
