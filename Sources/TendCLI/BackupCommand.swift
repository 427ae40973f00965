import ArgumentParser
import Foundation
import TendConsole
import TendKernel
import TendStore

/// `tend backup FILE [--force]`: a consistent copy of the store (SQLite's online backup, safe while other
/// `tend` processes write), written through a temporary file so FILE never holds half a backup.
struct BackupCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "backup", abstract: trHelp("backup.abstract"), discussion: trHelp("backup.discussion"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("backup.file.help"), valueName: "file"))
    var file: String

    @Flag(name: .long, help: ArgumentHelp(tr("backup.force.help")))
    var force = false

    struct JSON: Encodable {
        let file: String
        let bytes: Int
        let schemaVersion: Int
        let ops: Int
        let changes: Int
        let entries: Int
    }

    func execute(_ s: Session) throws -> CommandOutput {
        guard let store = s.store as? SQLiteStore else { throw TendError(key: "backup.error.not-sqlite", status: .unavailable) }
        let path = Session.resolveStorePath(file, invocation: s.invocation)
        guard path != s.storePath else { throw TendError(key: "backup.error.same-file", ["file": path], status: .invalidInput) }
        let summary = try store.backup(to: path, replacing: force)
        return CommandOutput(json: JSON(file: path, bytes: summary.bytes, schemaVersion: summary.schemaVersion, ops: summary.ops,
                                        changes: summary.changes, entries: summary.entries)) {
            [tr("backup.done", ["file": path, "entries": String(summary.entries), "changes": String(summary.changes),
                                "size": BackupText.size(summary.bytes)])]
        }
    }
}

/// Text shared by `backup` and `restore`.
enum BackupText {
    /// A file size for people: "812 KB", "61.2 MB".
    static func size(_ bytes: Int) -> String {
        if bytes < 1_000_000 { return "\(max(1, (bytes + 500) / 1000)) KB" }
        return String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }

    /// The user-facing error for a backup failure, or `nil` if `error` is not one.
    static func describe(_ error: any Error) -> TendError? {
        guard let e = error as? BackupError else { return nil }
        switch e {
        case .notFound(let p):
            return TendError(key: "restore.error.not-found", ["file": p], status: .notFound)
        case .notTendBackup(let p, let reason):
            return TendError(key: "restore.error.not-backup", ["file": p, "reason": reason], status: .invalidInput)
        case .damaged(let p, let reason):
            return TendError(key: "restore.error.damaged", ["file": p, "detail": reason], status: .ioError)
        case .tooNew(let p, let found, _):
            return TendError(key: "restore.error.newer", ["file": p, "found": String(found)], status: .invalidInput)
        case .exists(let p):
            return TendError(key: "backup.error.exists", ["file": p], status: .cannotCreate)
        }
    }
}
