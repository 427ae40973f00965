import Foundation
import Synchronization
@testable import TendStore
import TendTesting
import Testing

/// TendStore's SQLite facade (``SQLiteDatabase``), the one SQLite layer the relay uses too.
///
/// Database closures are never written inside `#expect(…)`: a closure there, inside another closure,
/// can get the same symbol as an earlier one of the same type (seen with Swift 6.3: a read ran the
/// closure of an earlier write), so results are taken first and compared after.
@Suite("SQLite facade")
struct SQLiteDatabaseTests {
    struct Refused: Error, Equatable {}

    /// A database file in a new temporary directory (for async tests, where `withTemporaryDirectory`
    /// can't go); ``remove()`` removes the directory.
    struct Scratch {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tend-test-" + UUID().uuidString).path
        var file: String { directory + "/a.sqlite" }
        init() throws { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
        func remove() { try? FileManager.default.removeItem(atPath: directory) }

        /// The file opened, with a table `t (v INTEGER)`.
        func open() async throws -> SQLiteDatabase {
            let db = try SQLiteDatabase(path: file)
            let create: (SQLiteDatabase) async throws -> Void = { try await $0.write { try $0.execute("CREATE TABLE t (v INTEGER)") } }
            try await create(db)
            return db
        }

        /// What `t` holds, read through a connection of its own.
        func values() throws -> [Int64] {
            let db = try SQLiteDatabase(path: file)
            defer { db.close() }
            var out: [Int64] = []
            try db.read { try $0.query("SELECT v FROM t ORDER BY v") { out.append($0.int(0)) } }
            return out
        }
    }

    @Test("values round-trip by type: integer, real, text, blob (an empty one is not NULL), NULL")
    func values() throws {
        try withTemporaryDirectory { dir in
            let db = try SQLiteDatabase(path: dir + "/a.sqlite")
            defer { db.close() }
            let values: [SQLiteValue] = [.int(-7), .real(2.5), .text("é\u{0}x"), .blob([0, 255, 1]), .blob([]), .null]
            let read = try db.write { c in
                try c.execute("CREATE TABLE t (n INTEGER PRIMARY KEY, v)")
                for (i, v) in values.enumerated() { #expect(try c.run("INSERT INTO t (n, v) VALUES (?, ?)", [.int(Int64(i)), v]) == 1) }
                var out: [SQLiteValue] = []
                try c.query("SELECT v FROM t ORDER BY n") { out.append($0.value(0)) }
                return out
            }
            #expect(read == values)
            let empty = try db.read { try $0.first("SELECT typeof(v), length(v) FROM t WHERE n = 4") { [$0.text(0), String($0.int(1))] } }
            #expect(empty == ["blob", "0"])
            let missing = try db.read { try $0.first("SELECT v FROM t WHERE n = ?", [.int(99)]) { $0.int(0) } }
            #expect(missing == nil)
        }
    }

    @Test("a write whose closure throws is rolled back, and the caller's error comes through unchanged")
    func rollback() throws {
        try withTemporaryDirectory { dir in
            let db = try SQLiteDatabase(path: dir + "/a.sqlite")
            defer { db.close() }
            try db.write { try $0.execute("CREATE TABLE t (v)") }
            let refused: () throws -> Void = {
                try db.write { c in
                    try c.run("INSERT INTO t VALUES (1)")
                    throw Refused()
                }
            }
            #expect(throws: Refused(), performing: refused)
            let count = try db.read { try $0.first("SELECT COUNT(*) FROM t") { $0.int(0) } }
            #expect(count == 0)
            let failing: () throws -> Int = { try db.write { try $0.run("INSERT INTO missing VALUES (1)") } }
            let error = #expect(throws: SQLiteError.self, performing: failing)
            #expect(error?.message == "no such table: missing")
        }
    }

    @Test("migrations run the missing steps once, setting user_version; a newer file is refused unchanged")
    func migrations() throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/a.sqlite"
            let steps = ["CREATE TABLE a (v)", "CREATE TABLE b (v)"]
            do {
                let db = try SQLiteDatabase(path: path)
                defer { db.close() }
                try db.migrate(Array(steps.prefix(1))) { _ in Refused() }
                _ = try db.write { try $0.run("INSERT INTO a VALUES (1)") }
                try db.migrate(steps) { _ in Refused() }
                try db.migrate(steps) { _ in Refused() }  // up to date: nothing runs (a second CREATE would fail)
                let version = try db.read { try $0.userVersion() }
                let rows = try db.read { try $0.first("SELECT COUNT(*) FROM a") { $0.int(0) } }
                #expect(version == 2)
                #expect(rows == 1)
                var found: Int?
                let older: () throws -> Void = { try db.migrate(Array(steps.prefix(1))) { found = $0; return Refused() } }
                #expect(throws: Refused(), performing: older)
                #expect(found == 2)
                let after = try db.read { try $0.userVersion() }
                #expect(after == 2)
            }
        }
    }

    @Test("read-write files are WAL with synchronous=FULL on the writer and a 10 s busy timeout")
    func durability() throws {
        try withTemporaryDirectory { dir in
            let db = try SQLiteDatabase(path: dir + "/a.sqlite")
            defer { db.close() }
            let sql = "SELECT (SELECT journal_mode FROM pragma_journal_mode), (SELECT synchronous FROM pragma_synchronous), (SELECT timeout FROM pragma_busy_timeout)"
            let writer = try db.write { try $0.first(sql) { [$0.text(0), $0.text(1), $0.text(2)] } }
            let reader = try db.read { try $0.first(sql) { [$0.text(0), $0.text(2)] } }
            #expect(writer == ["wal", "2", "10000"], "journal mode, synchronous (2: FULL), busy timeout in ms")
            #expect(reader == ["wal", "10000"])
        }
    }

    @Test("a write another connection holds fails at once with no busy timeout, as busy")
    func busy() throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/a.sqlite"
            let holder = try SQLiteDatabase(path: path)
            defer { holder.close() }
            var options = SQLiteDatabase.Options()
            options.busyTimeout = 0
            let other = try SQLiteDatabase(path: path, options: options)
            defer { other.close() }
            try holder.write { try $0.execute("CREATE TABLE t (v)") }
            let insert: (SQLiteDatabase) throws -> Int = { try $0.write { try $0.run("INSERT INTO t VALUES (1)") } }
            let outcome = try holder.write { _ in Result { try insert(other) } }
            guard case .failure(let error) = outcome else { Issue.record("the write went through"); return }
            #expect((error as? SQLiteError)?.isBusy == true, "\(error)")
            let count = try other.read { try $0.first("SELECT COUNT(*) FROM t") { $0.int(0) } }
            #expect(count == 0)
        }
    }

    @Test("a closed database refuses every access, synchronous or not")
    func closed() async throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let db = try await scratch.open()
        db.close()
        db.close()
        let readNow: (SQLiteDatabase) throws -> Int = { try $0.read { try $0.userVersion() } }  // the synchronous read
        let readLater: (SQLiteDatabase) async throws -> Int = { try await $0.read { try $0.userVersion() } }
        let writeLater: (SQLiteDatabase) async throws -> Int = { try await $0.write { try $0.run("INSERT INTO t VALUES (1)") } }
        #expect(throws: SQLiteError.closed) { try readNow(db) }
        await #expect(throws: SQLiteError.closed) { try await readLater(db) }
        await #expect(throws: SQLiteError.closed) { try await writeLater(db) }
        let values = try scratch.values()
        #expect(values == [])
    }

    @Test("close() lets the running write finish and refuses the work queued behind it, as closed")
    func queuedWorkRefused() async throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let db = try await scratch.open()
        let gate = DispatchSemaphore(value: 0)
        let entered = Atomic<Bool>(false)
        // The writer's queue is held by this write until the store is closing.
        let running = Task {
            try await db.write { c in
                entered.store(true, ordering: .releasing)
                gate.wait()
                return try c.run("INSERT INTO t VALUES (-1)")
            }
        }
        while !entered.load(ordering: .acquiring) { try await Task.sleep(for: .milliseconds(1)) }
        let queued = (0..<20).map { i in
            Task { try await db.write { try $0.run("INSERT INTO t VALUES (?)", [.int(Int64(i))]) } }
        }
        try await Task.sleep(for: .milliseconds(50))
        DispatchQueue.global().async { db.close() }
        while !db.isClosed { try await Task.sleep(for: .milliseconds(1)) }
        gate.signal()
        let ran = try await running.value
        #expect(ran == 1)
        for task in queued {
            await #expect(throws: SQLiteError.closed) { try await task.value }
        }
        let values = try scratch.values()
        #expect(values == [-1])
    }

    @Test("read-only: rows are read, a write fails as SQLite's read-only error (8), and nothing is written")
    func readOnly() throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/a.sqlite"
            let setup = try SQLiteDatabase(path: path)
            try setup.write { try $0.execute("CREATE TABLE t (v); INSERT INTO t VALUES ('x')") }
            setup.close()
            let db = try SQLiteDatabase(path: path, options: .readOnly)
            let value = try db.read { try $0.first("SELECT v FROM t") { $0.text(0) } }
            #expect(value == "x")
            let insert: () throws -> Int = { try db.write { try $0.run("INSERT INTO t VALUES ('y')") } }
            let error = #expect(throws: SQLiteError.self, performing: insert)
            #expect(error?.code == 8)
            db.close()
            let after = try SQLiteDatabase(path: path)
            defer { after.close() }
            let count = try after.read { try $0.first("SELECT COUNT(*) FROM t") { $0.int(0) } }
            #expect(count == 1)
        }
    }
}
