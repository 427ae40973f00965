import ArgumentParser
import Foundation
import TendConsole
import TendKernel
import TendStore
import TendSync

/// `tend restore FILE`: replaces the store with a backup made by `tend backup`, after checking that the
/// file is one (SQLite, Tend's, a schema this build knows, intact). Works on a damaged store, which it
/// never opens; an openable current store is kept at `<store>.before-restore`. The restored store is a
/// new device; sync state of the old one is set aside, so `tend sync join` catches up from the vault.
struct RestoreCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "restore", abstract: trHelp("restore.abstract"), discussion: trHelp("restore.discussion"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("restore.file.help"), valueName: "file"))
    var file: String

    struct JSON: Encodable {
        let file: String
        let store: String
        let previous: String?
        let syncSetAside: String?
        let schemaVersion: Int
        let ops: Int
        let changes: Int
        let entries: Int
    }

    func run() throws {
        let invocation = Invocation.current
        let storePath = Session.resolveStorePath(common.storeOptions.store, invocation: invocation)
        let backup = Session.resolveStorePath(file, invocation: invocation)
        guard backup != storePath else { throw TendError(key: "backup.error.same-file", ["file": backup], status: .invalidInput) }
        let clock = invocation.platform.clock
        let ids = invocation.platform.ids
        let previous = storePath + ".before-restore"
        let result = try SQLiteStore.restore(backup: backup, into: storePath, keepingPreviousAt: previous, clock: clock, ids: ids)
        let summary = result.summary
        let keep = result.previous != .none
        let sync = LocalSyncFiles(storePath: storePath, configDirectory: invocation.configDirectory).directory
        var setAside: String?
        if FileManager.default.fileExists(atPath: sync) {
            let aside = sync + ".before-restore"
            try? FileManager.default.removeItem(atPath: aside)
            if (try? FileManager.default.moveItem(atPath: sync, toPath: aside)) != nil { setAside = aside }
        }
        if common.output.json {
            invocation.io.write(try JSONOutput.text(JSON(
                file: backup, store: storePath, previous: keep ? previous : nil, syncSetAside: setAside,
                schemaVersion: summary.schemaVersion, ops: summary.ops, changes: summary.changes, entries: summary.entries)))
            return
        }
        var lines = [tr("restore.done", ["file": backup, "entries": String(summary.entries), "changes": String(summary.changes)])]
        switch result.previous {
        case .none: break
        case .copied: lines.append(tr("restore.previous", ["path": previous]))
        case .movedAsIs: lines.append(tr("restore.previous.damaged", ["path": previous]))
        }
        if let setAside { lines.append(tr("restore.sync", ["path": setAside])) }
        for l in lines { invocation.io.write(l + "\n") }
    }
}
