import Foundation
import GRDB
import TendKernel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What SQLite says of a store's file (``SQLiteStore/checkStorage(at:thorough:)``).
public struct StorageCheck: Hashable, Sendable {
    /// Whether it was SQLite's full `integrity_check` (else its `quick_check`).
    public var thorough: Bool
    /// SQLite's findings, in its words (at most ``SQLiteStore/storageFindingsLimit``); none for a sound file.
    public var problems: [String]
    /// Whether the op log's tables pass the same check on their own, so the store can be rebuilt from
    /// them (``SQLiteStore/rebuildStorage(at:keepingDamagedAt:)``); true for a sound file.
    public var logIntact: Bool

    /// Whether SQLite found nothing wrong.
    public var isSound: Bool { problems.isEmpty }
}

extension SQLiteStore {
    /// The tables of the op log: everything else in a store is rebuilt from them.
    static let logTables = ["meta", "changes", "ops", "supersessions"]
    /// The most findings a check reports.
    public static let storageFindingsLimit = 100

    /// Runs SQLite's `quick_check` (or with `thorough`, its `integrity_check`) on the store file at
    /// `path` through a read-only connection of its own, and when it finds damage, the same check on
    /// each table of the op log. Never writes.
    /// - Throws: ``StoreError`` when the file can't be opened as a database at all.
    public static func checkStorage(at path: String, thorough: Bool) throws -> StorageCheck {
        let pragma = thorough ? "integrity_check" : "quick_check"
        return try mappingErrors(path: path) {
            let queue = try DatabaseQueue(path: path, configuration: Opening.configuration(readonly: true))
            defer { try? queue.close() }
            // Outside a transaction: a check that meets damage can end the transaction it ran in.
            return try queue.inDatabase { db in
                let problems = try findings(db, "PRAGMA \(pragma)(\(storageFindingsLimit))")
                guard !problems.isEmpty else { return StorageCheck(thorough: thorough, problems: [], logIntact: true) }
                let intact = try logTables.allSatisfy { try findings(db, "PRAGMA \(pragma)(\($0))").isEmpty }
                return StorageCheck(thorough: thorough, problems: problems, logIntact: intact)
            }
        }
    }

    /// A check's rows other than SQLite's lone `ok`. A check can report rows and then stop on the
    /// damage it met (the full check reads every index): the rows so far and that error are its findings.
    private static func findings(_ db: Database, _ sql: String) throws -> [String] {
        var rows: [String] = []
        do {
            let cursor = try String.fetchCursor(db, sql: sql)
            while let row = try cursor.next() { rows.append(row) }
        } catch let e as DatabaseError where e.resultCode != .SQLITE_BUSY && e.resultCode != .SQLITE_LOCKED {
            rows.append(e.message ?? "\(e.resultCode)")
        }
        return rows == ["ok"] ? [] : rows
    }

    /// Rebuilds a damaged store from its op log into a new file: the log's tables are copied (same
    /// device, same history, so sync carries on), every record is rebuilt from them, the new file passes
    /// SQLite's integrity check, and then it takes the store's place; the damaged file (with its `-wal`
    /// and `-shm`) is moved to `damagedPath`, replacing an older one there. Use only when the log's
    /// tables are intact (``StorageCheck/logIntact``) and no other process writes the store.
    /// - Returns: the number of records rebuilt.
    /// - Throws: ``StoreError``; nothing is changed when it throws.
    @discardableResult
    public static func rebuildStorage(at path: String, keepingDamagedAt damagedPath: String) throws -> Int {
        let temporary = path + ".rebuilding-\(getpid())"
        let suffixes = ["", "-wal", "-shm", "-journal"]
        for s in suffixes { try? FileManager.default.removeItem(atPath: temporary + s) }
        do {
            let fd = open(temporary, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if fd < 0 { throw StoreError.cannotCreate(path: temporary, reason: Opening.reason(errno)) }
            close(fd)
            let records = try mappingErrors(path: path) { () -> Int in
                let fresh = try DatabaseQueue(path: temporary, configuration: Opening.configuration())
                try Schema.migrator.migrate(fresh)
                let records = try fresh.writeWithoutTransaction { db -> Int in
                    try db.execute(sql: "ATTACH DATABASE ? AS damaged", arguments: [path])
                    defer { try? db.execute(sql: "DETACH DATABASE damaged") }
                    var records = 0
                    try db.inTransaction(.immediate) {
                        try db.execute(sql: "DELETE FROM main.meta")
                        for table in logTables { try db.execute(sql: "INSERT INTO main.\(table) SELECT * FROM damaged.\(table)") }
                        guard let raw = try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'device'"),
                              let device = DeviceID(raw) else { throw CorruptData("the op log names no device") }
                        records = try rebuildRecords(SQLiteBackend(db: db, device: device))
                        return .commit
                    }
                    return records
                }
                let check = try fresh.read { try String.fetchAll($0, sql: "PRAGMA integrity_check") }
                try fresh.close()
                guard check == ["ok"] else { throw CorruptData("the rebuilt file fails SQLite's check: \(check.prefix(3).joined(separator: "; "))") }
                return records
            }
            for s in suffixes.dropLast() {
                try? FileManager.default.removeItem(atPath: damagedPath + s)
                if FileManager.default.fileExists(atPath: path + s) { try Backups.moveIntoPlace(path + s, damagedPath + s) }
            }
            try Backups.moveIntoPlace(temporary, path)
            return records
        } catch {
            for s in suffixes { try? FileManager.default.removeItem(atPath: temporary + s) }
            throw error
        }
    }
}
