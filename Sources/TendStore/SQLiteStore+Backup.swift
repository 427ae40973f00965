import Foundation
import GRDB
import TendKernel

/// What a backup file holds, as read from it.
public struct BackupSummary: Hashable, Sendable {
    /// The backup's schema version.
    public var schemaVersion: Int
    /// Ops in its log.
    public var ops: Int
    /// Changes in its log.
    public var changes: Int
    /// Live entries.
    public var entries: Int
    /// The file's size in bytes.
    public var bytes: Int
}

/// Why a file can't be restored.
public enum BackupError: Error, Hashable, Sendable {
    /// There is no file at the path.
    case notFound(path: String)
    /// The file is not a Tend backup (`reason` in English: "not an SQLite database", "another application's database").
    case notTendBackup(path: String, reason: String)
    /// The file is a Tend database, but damaged.
    case damaged(path: String, reason: String)
    /// The backup was made by a newer Tend.
    case tooNew(path: String, found: Int, supported: Int)
    /// The output file exists (and replacing it was not asked for).
    case exists(path: String)
}

extension SQLiteStore {
    /// Copies the store into a new file at `path` with SQLite's online backup — a consistent snapshot even
    /// while other processes write — through a temporary file beside it renamed into place, so `path`
    /// never holds half a backup. The copy is a standalone file (rollback journal, no `-wal` beside it).
    /// - Throws: ``BackupError/exists(path:)`` unless `replacing`; ``StoreError`` when it can't be written.
    @discardableResult
    public func backup(to path: String, replacing: Bool = false) throws -> BackupSummary {
        if !replacing && FileManager.default.fileExists(atPath: path) { throw BackupError.exists(path: path) }
        let temporary = path + ".partial-\(getpid())"
        try? FileManager.default.removeItem(atPath: temporary)
        do {
            try Backups.copy(from: queue, toNewFile: temporary)
            try Backups.moveIntoPlace(temporary, path)
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
        return try SQLiteStore.inspectBackup(at: path)
    }

    /// Checks that the file at `path` is a Tend backup this build can restore — SQLite, Tend's application
    /// id, a schema version it knows, and SQLite's integrity check passing — and says what it holds.
    /// - Throws: ``BackupError``.
    public static func inspectBackup(at path: String) throws -> BackupSummary {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw BackupError.notFound(path: path)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw BackupError.notFound(path: path) }
        let header = (try? handle.read(upToCount: 16)).map(Array.init) ?? []
        try? handle.close()
        guard header == Opening.sqliteHeader else {
            throw BackupError.notTendBackup(path: path, reason: "it is not an SQLite database")
        }
        var configuration = Configuration()
        configuration.readonly = true
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read { db in
                guard try Int32.fetchOne(db, sql: "PRAGMA application_id") == Schema.applicationID else {
                    throw BackupError.notTendBackup(path: path, reason: "it is another application's SQLite database")
                }
                let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
                if version > Schema.version { throw BackupError.tooNew(path: path, found: version, supported: Schema.version) }
                guard version >= 1 else { throw BackupError.notTendBackup(path: path, reason: "it holds no Tend schema") }
                let check = try String.fetchAll(db, sql: "PRAGMA integrity_check")
                guard check == ["ok"] else {
                    throw BackupError.damaged(path: path, reason: check.prefix(3).joined(separator: "; "))
                }
                let ops = try Int.fetchOne(db, sql: "SELECT count(*) FROM ops") ?? 0
                let changes = try Int.fetchOne(db, sql: "SELECT count(*) FROM changes") ?? 0
                let entries = try Int.fetchOne(db, sql: "SELECT count(*) FROM entries WHERE deleted = 0") ?? 0
                let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
                return BackupSummary(schemaVersion: version, ops: ops, changes: changes, entries: entries, bytes: bytes)
            }
        } catch let e as BackupError {
            throw e
        } catch let e as DatabaseError {
            if e.resultCode == .SQLITE_NOTADB { throw BackupError.notTendBackup(path: path, reason: "it is not an SQLite database") }
            throw BackupError.damaged(path: path, reason: e.message ?? "\(e.resultCode)")
        }
    }

    /// Replaces the store file at `storePath` with a copy of the backup at `backup`, after checking it
    /// (``inspectBackup(at:)``). An existing store is kept at `previous` (replacing an older such file):
    /// copied consistently when it opens, moved as it is (with its `-wal` and `-shm`) when it doesn't.
    /// The store's `-wal` and `-shm` are gone before the copy is renamed into place, so nothing of the old
    /// file is replayed into the new one. The restored store gets a new device id: it continues as a new
    /// device, so its changes never reuse the numbers the old one sent; the old device is kept in meta
    /// `continues`, so `undo` reverts the restored history's changes as the old store would have.
    /// - Throws: ``BackupError`` for the backup; ``StoreError`` for the store.
    public static func restore(backup: String, into storePath: String, keepingPreviousAt previous: String,
                               clock: any Clock, ids: any IDGenerator) throws -> RestoreResult {
        let summary = try inspectBackup(at: backup)
        let temporary = storePath + ".restoring-\(getpid())"
        try? FileManager.default.removeItem(atPath: temporary)
        var kept = RestoreResult.Previous.none
        do {
            var configuration = Configuration()
            configuration.readonly = true
            let source = try mappingErrors(path: backup) { try DatabaseQueue(path: backup, configuration: configuration) }
            try Backups.copy(from: source, toNewFile: temporary) { db in
                // A new device that continues the backup's history: undo treats the old device's changes
                // (and those it continued) as its own.
                let old = try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'device'")
                let earlier = try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'continues'")
                let continues = ([old] + (earlier?.split(separator: ",").map(String.init) ?? [])).compactMap { $0 }
                try db.execute(sql: "UPDATE meta SET value = ? WHERE key = 'device'", arguments: [DeviceID.random(using: ids).raw])
                try db.execute(sql: "INSERT OR REPLACE INTO meta (key, value) VALUES ('continues', ?)",
                               arguments: [continues.joined(separator: ",")])
            }
            try? source.close()
            if FileManager.default.fileExists(atPath: storePath) {
                if let current = try? SQLiteStore(path: storePath, clock: clock, ids: ids, create: false) {
                    try current.backup(to: previous, replacing: true)
                    kept = .copied
                } else {
                    for suffix in ["", "-wal", "-shm"] {
                        try? FileManager.default.removeItem(atPath: previous + suffix)
                        if FileManager.default.fileExists(atPath: storePath + suffix) {
                            try Backups.moveIntoPlace(storePath + suffix, previous + suffix)
                        }
                    }
                    kept = .movedAsIs
                }
            }
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: storePath + suffix) }
            try Backups.moveIntoPlace(temporary, storePath)
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
        return RestoreResult(summary: summary, previous: kept)
    }
}

/// What ``SQLiteStore/restore(backup:into:keepingPreviousAt:clock:ids:)`` did.
public struct RestoreResult: Hashable, Sendable {
    /// What happened to the store that was there.
    public enum Previous: Hashable, Sendable {
        /// There was none.
        case none
        /// It opened and was copied (consistently) to the previous path.
        case copied
        /// It didn't open (damaged) and was moved, as it was, to the previous path.
        case movedAsIs
    }

    /// What the backup holds.
    public var summary: BackupSummary
    /// What happened to the store that was there.
    public var previous: Previous
}

/// The file work of backups.
enum Backups {
    /// Copies `source` into a new database file at `path` page by page (SQLite's backup API), runs
    /// `adjust` on the copy, and leaves it a standalone file in rollback-journal mode, synced to disk.
    static func copy(from source: some DatabaseReader, toNewFile path: String,
                     adjust: (Database) throws -> Void = { _ in }) throws {
        try mappingErrors(path: path) {
            let destination = try DatabaseQueue(path: path)
            try source.backup(to: destination)
            try destination.writeWithoutTransaction { db in
                try db.inTransaction {
                    try adjust(db)
                    return .commit
                }
                try db.execute(sql: "PRAGMA journal_mode = DELETE")
            }
            try destination.close()
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd >= 0 { fsync(fd); close(fd) }
    }

    /// Renames `temporary` to `path` (atomic on one file system) and syncs the folder.
    static func moveIntoPlace(_ temporary: String, _ path: String) throws {
        guard rename(temporary, path) == 0 else {
            throw StoreError.cannotCreate(path: path, reason: Opening.reason(errno))
        }
        let folder = (path as NSString).deletingLastPathComponent
        let fd = open(folder.isEmpty ? "." : folder, O_RDONLY | O_CLOEXEC)
        if fd >= 0 { fsync(fd); close(fd) }
    }
}
