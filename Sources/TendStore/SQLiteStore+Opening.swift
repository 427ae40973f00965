import Foundation
import GRDB
import TendKernel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opening, checking, creating and migrating the store's file.
enum Opening {
    /// The first 16 bytes of every SQLite 3 database file.
    static let sqliteHeader = Array("SQLite format 3\0".utf8)

    /// The connection settings: busy timeout, durable commits, a larger page cache.
    static func configuration(readonly: Bool = false) -> Configuration {
        var c = Configuration()
        c.label = "tend"
        c.readonly = readonly
        c.busyMode = .timeout(SQLiteStore.busyTimeout)
        c.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL; PRAGMA cache_size = -16000; PRAGMA temp_store = MEMORY")
        }
        return c
    }

    /// Checks the path with the file system (for the OS's own reasons), creates the file if asked, and
    /// opens a connection.
    static func open(path: String, create: Bool) throws -> DatabaseQueue {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw StoreError.cannotOpen(path: path, reason: "it is a directory") }
            try checkExisting(path)
        } else {
            guard create else { throw StoreError.notFound(path: path) }
            let fd = Glibc.open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if fd < 0 {
                let code = errno
                if code != EEXIST { throw StoreError.cannotCreate(path: path, reason: reason(code)) }
                try checkExisting(path)  // another process created it meanwhile
            } else {
                close(fd)
            }
        }
        return try mappingErrors(path: path) { try DatabaseQueue(path: path, configuration: configuration()) }
    }

    /// Refuses an existing file that is unreadable, not SQLite, or not writable.
    static func checkExisting(_ path: String) throws {
        let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 { throw StoreError.cannotOpen(path: path, reason: reason(errno)) }
        var header = [UInt8](repeating: 0, count: 16)
        let n = read(fd, &header, 16)
        close(fd)
        if n != 0 && (n != 16 || header != sqliteHeader) { throw StoreError.notTendDatabase(path: path) }
        let directory = (path as NSString).deletingLastPathComponent
        if access(path, W_OK) != 0 || access(directory.isEmpty ? "." : directory, W_OK) != 0 {
            throw StoreError.readOnly(path: path)
        }
    }

    /// The system's message for an errno value.
    static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// Checks that the database is Tend's (or empty), turns on WAL, runs the migrations and returns the
    /// device id (made now for a new store). Opening an up-to-date store only reads.
    static func prepare(_ queue: DatabaseQueue, path: String, create: Bool, ids: any IDGenerator) throws -> DeviceID {
        let migrator = Schema.migrator
        let (appID, hasTables, version, superseded, device, wal) = try queue.read { db in
            let appID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
            let hasTables = try Bool.fetchOne(db, sql: """
                SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name <> 'grdb_migrations')
                """) ?? false
            let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
            let tend = appID == Schema.applicationID
            let superseded = tend ? try Schema.hasUnknownMigrations(db) : false
            let device = tend && version == Schema.version
                ? try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'device'") : nil
            let wal = try String.fetchOne(db, sql: "PRAGMA journal_mode") == "wal"
            return (appID, hasTables, version, superseded, device, wal)
        }
        if appID != Schema.applicationID {
            if hasTables { throw StoreError.notTendDatabase(path: path) }
            if !create { throw StoreError.notFound(path: path) }
        } else if version > Schema.version || superseded {
            throw StoreError.schemaTooNew(path: path, found: max(version, Schema.version + 1), supported: Schema.version)
        }
        if path != ":memory:" && !wal {
            _ = try queue.writeWithoutTransaction { try String.fetchOne($0, sql: "PRAGMA journal_mode = WAL") }
        }
        if let device, !superseded {
            guard let d = DeviceID(device) else { throw CorruptData("bad device id '\(device)'") }
            return d  // up to date: nothing to write
        }
        do {
            try migrator.migrate(queue)
        } catch {
            // Another process may have migrated the same new file at the same moment.
            guard try queue.read({ try migrator.hasCompletedMigrations($0) }) else { throw error }
        }
        return try queue.writeWithoutTransaction { db in
            var device: DeviceID?
            try db.inTransaction(.immediate) {
                if let raw = try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'device'") {
                    guard let d = DeviceID(raw) else { throw CorruptData("bad device id '\(raw)'") }
                    device = d
                } else {
                    let d = DeviceID.random(using: ids)
                    try db.execute(sql: "INSERT INTO meta (key, value) VALUES ('device', ?), ('clock', ?)",
                                   arguments: [d.raw, HLC.zero.description])
                    device = d
                }
                return .commit
            }
            return device!
        }
    }
}

extension SQLiteStore {
    /// Whether the file at `path` is a Tend database (of any schema version). Never throws, never writes.
    public static func isTendDatabase(at path: String) -> Bool {
        guard let fd = Optional(Glibc.open(path, O_RDONLY | O_CLOEXEC)), fd >= 0 else { return false }
        var header = [UInt8](repeating: 0, count: 16)
        let n = read(fd, &header, 16)
        close(fd)
        var options = SQLiteDatabase.Options.readOnly
        options.busyTimeout = SQLiteStore.busyTimeout
        guard n == 16, header == Opening.sqliteHeader, let db = try? SQLiteDatabase(path: path, options: options) else {
            return false
        }
        defer { db.close() }
        let appID = try? db.read { try $0.first("PRAGMA application_id") { Int32(truncatingIfNeeded: $0.int(0)) } }
        return appID == Schema.applicationID
    }

    /// The schema version stored in this store's file.
    public func storedSchemaVersion() throws -> Int {
        try reading { try Int.fetchOne($0.db, sql: "PRAGMA user_version") ?? 0 }
    }

    /// Copies the whole store to a new file at `destination` with SQLite's online backup (other processes
    /// may keep writing meanwhile; the copy is one consistent snapshot). Refuses an existing file.
    public func backup(to destination: String) throws {
        if FileManager.default.fileExists(atPath: destination) {
            throw StoreError.cannotCreate(path: destination, reason: "a file already exists there")
        }
        let fd = Glibc.open(destination, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if fd < 0 { throw StoreError.cannotCreate(path: destination, reason: Opening.reason(errno)) }
        close(fd)
        do {
            try mappingErrors(path: destination) {
                var config = Configuration()
                config.busyMode = .timeout(SQLiteStore.busyTimeout)
                let target = try DatabaseQueue(path: destination, configuration: config)
                try queue.backup(to: target)
                try target.close()
            }
        } catch {
            for suffix in ["", "-wal", "-shm", "-journal"] { try? FileManager.default.removeItem(atPath: destination + suffix) }
            throw error
        }
    }
}
