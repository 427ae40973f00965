import ArgumentParser
import Foundation
import TendConsole
import TendKernel
import TendStore
import TendSync

/// `tend reset [--yes]`: deletes all of the store's data, after a confirmation typed on the terminal (or
/// `--yes`), keeping a backup it names first, so `tend restore FILE` brings everything back. A store that
/// syncs is refused: the other devices would bring the data back, so `tend sync leave` comes first.
struct ResetCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "reset", abstract: trHelp("reset.abstract"), discussion: trHelp("reset.discussion"))
    }

    @OptionGroup var common: CommonOptions

    @Flag(name: .long, help: ArgumentHelp(tr("reset.yes.help")))
    var yes = false

    struct JSON: Encodable {
        let store: String
        let backup: String
        let entries: Int
        let changes: Int
    }

    /// Refuses a store that doesn't exist or syncs, and asks for the confirmation word unless `--yes`:
    /// nothing is opened before.
    func checkInput() throws {
        let invocation = Invocation.current
        let path = Session.resolveStorePath(common.storeOptions.store, invocation: invocation)
        guard path != ":memory:", FileManager.default.fileExists(atPath: path) else {
            throw TendError(key: "reset.error.no-store", ["path": path], status: .notFound)
        }
        if LocalSyncFiles(storePath: path, configDirectory: invocation.configDirectory).isSetUp {
            throw TendError(key: "reset.error.syncs", status: .config)
        }
        if !yes {
            guard invocation.inputIsTerminal else { throw TendError(key: "reset.error.confirm", status: .usage) }
            // The word is asked for in the user's language; the English word always works too.
            let word = tr("reset.word")
            invocation.io.write(tr("reset.prompt", ["path": path, "word": word]))
            let typed = invocation.io.readLine()?.trimmingWhitespace()
            guard typed == word || typed == "reset" else {
                throw TendError(key: "reset.cancelled", status: .failure)
            }
        }
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let path = s.storePath
        guard let store = s.store as? SQLiteStore else { throw TendError(key: "backup.error.not-sqlite", status: .unavailable) }
        let backup = Self.backupPath(path, now: s.clock.now(), timeZone: s.calendar.timeZone)
        let summary = try store.backup(to: backup, replacing: false)
        for suffix in ["", "-wal", "-shm", "-journal"] where FileManager.default.fileExists(atPath: path + suffix) {
            try FileManager.default.removeItem(atPath: path + suffix)
        }
        return CommandOutput(json: JSON(store: path, backup: backup, entries: summary.entries, changes: summary.changes)) {
            [tr("reset.done", ["path": path, "backup": backup, "entries": String(summary.entries)])]
        }
    }

    /// `<store>.before-reset-20261127-0912.sqlite` (the local time of the reset).
    static func backupPath(_ store: String, now: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: now)
        let stamp = String(format: "%04d%02d%02d-%02d%02d%02d", c.year!, c.month!, c.day!, c.hour!, c.minute!, c.second!)
        var base = store
        if base.hasSuffix(".sqlite") { base.removeLast(7) }
        return base + ".before-reset-" + stamp + ".sqlite"
    }
}
