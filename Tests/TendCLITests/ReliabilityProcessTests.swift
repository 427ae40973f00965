import Foundation
import Testing
import TendEngine
import TendKernel
@testable import TendStore
import TendCLITesting
import TendTesting
#if canImport(Glibc)
import Glibc
#endif

/// Real `tend` processes under load and killed mid-write: nothing committed is lost, nothing doubles,
/// and the store stays sound (docs/reliability.md has the figures).
@Suite("Reliability: concurrent writers and kill -9", .serialized)
struct ReliabilityProcessTests {
    /// A store in a temporary folder driven through the built `tend` binary.
    struct Rig {
        let h = TendHarness()
        let binary: String
        let environment: [String: String]

        init() throws {
            binary = try TendBinary.path()
            var env = h.environment
            env["TEND_STORE"] = h.storePath
            env["TEND_NOW"] = h.now
            env["TZ"] = "UTC"
            env["PATH"] = ProcessInfo.processInfo.environment["PATH"]
            env["TEND_PASSPHRASE"] = "correct horse battery staple"
            environment = env
        }

        /// Runs `tend` to the end.
        @discardableResult
        func run(_ args: [String], env: [String: String] = [:]) throws -> (code: Int32, out: String, err: String) {
            let r = try TendBinary.run(args, environment: environment.merging(env) { _, b in b }, binary: binary)
            return (r.0, r.1, r.2)
        }

        /// Starts `tend`, waits until `ready` says the write is under way, then kills it with SIGKILL.
        /// Returns whether it was killed (false: it finished first).
        func kill(_ args: [String], env: [String: String] = [:], when ready: () -> Bool) throws -> Bool {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: binary)
            p.arguments = args
            p.environment = environment.merging(env) { _, b in b }
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            let deadline = Date().addingTimeInterval(120)
            while p.isRunning && !ready() && Date() < deadline { usleep(2_000) }
            let killed = p.isRunning
            if killed { Glibc.kill(p.processIdentifier, SIGKILL) }
            p.waitUntilExit()
            return killed && p.terminationReason == .uncaughtSignal
        }

        /// The size of a file (0 when missing).
        func size(_ path: String) -> Int {
            ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
        }

        /// Live gratitude lines.
        func lines() throws -> [String] {
            let s = try h.openStore()
            return try s.entries(EntryQuery(tracker: "gratitude")).compactMap(\.value.text)
        }
    }

    /// A jrnl JSON export of `count` entries on consecutive days from 2001-01-01, three a day.
    static func jrnlFile(_ path: String, count: Int) throws {
        var entries: [String] = []
        entries.reserveCapacity(count)
        let first = Day(iso: "2001-01-01")!
        for i in 0..<count {
            let day = first.adding(days: i / 3)
            entries.append(#"{"date": "\#(day.iso)", "time": "0\#(7 + i % 3):00", "title": "Entry \#(i) of the journal", "body": "", "tags": [], "starred": false}"#)
        }
        try Data(("{\"tags\": {}, \"entries\": [" + entries.joined(separator: ",\n") + "]}").utf8).write(to: URL(fileURLWithPath: path))
    }

    /// A sync folder set up by device A (and joined by B when `joined`), then `count` entries imported on A.
    static func vault(count: Int, joined: Bool) throws -> (folder: String, a: Rig, b: Rig) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tend-vault-" + UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let a = try Rig(), b = try Rig()
        #expect(try a.run(["sync", "init", "--folder", folder]).code == 0)
        if joined { #expect(try b.run(["sync", "join", "--folder", folder]).code == 0) }
        let file = a.h.directory + "/journal.json"
        try jrnlFile(file, count: count)
        #expect(try a.run(["import", "jrnl", file, "--into", "gratitude"]).code == 0)
        return (folder, a, b)
    }

    @Test("8 processes adding 500 entries each at the same moment: all 4,000 present, no error, doctor clean")
    func eightWriters() throws {
        let rig = try Rig()
        #expect(try rig.run(["history"]).code == 0)
        // Each writer is one sequence of `tend gratitude add` processes, 20 lines each, 25 times; the 8 run at once.
        let writers = 8, invocations = 25, perInvocation = 20
        let failures = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: writers) { w in
            for i in 0..<invocations {
                let lines = (0..<perInvocation).map { "writer \(w) call \(i) line \($0)" }
                do {
                    let r = try rig.run(["gratitude", "add"] + lines)
                    if r.code != 0 { failures.withLock { $0.append("\(w)/\(i): \(r.code) \(r.err)") } }
                } catch {
                    failures.withLock { $0.append("\(w)/\(i): \(error)") }
                }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0 })")
        let lines = try rig.lines()
        #expect(lines.count == writers * invocations * perInvocation)
        #expect(Set(lines).count == writers * invocations * perInvocation)
        let doctor = try rig.run(["doctor"])
        #expect(doctor.code == 0, "\(doctor)")
        // One change per `tend gratitude add` (8 × 25 = 200), one op per line (200 × 20 = 4000); `history`
        // wrote nothing. Both counts, and the clean verdict.
        #expect(doctor.out.contains("\nOp log: 4000 ops in 200 changes\n"), "\(doctor)")
        #expect(doctor.out.contains("\nAll good: the materialised state agrees with the op log.\n"), "\(doctor)")
    }

    @Test("kill -9 during a large import: nothing committed is lost, the rerun completes once, doctor clean")
    func killedImport() throws {
        let rig = try Rig()
        #expect(try rig.run(["gratitude", "add", "written before"]).code == 0)
        let file = rig.h.directory + "/journal.json"
        let count = 20_000
        try Self.jrnlFile(file, count: count)
        let wal = rig.h.storePath + "-wal"
        let start = rig.size(wal)
        let killed = try rig.kill(["import", "jrnl", file, "--into", "gratitude"]) { rig.size(wal) > start + 256 * 1024 }
        #expect(killed, "the import was killed while writing")
        #expect(try rig.lines() == ["written before"], "the import is all or nothing; the earlier line stays")
        #expect(try rig.run(["doctor"]).code == 0)
        let again = try rig.run(["import", "jrnl", file, "--into", "gratitude"])
        #expect(again.code == 0, "\(again)")
        #expect(try rig.lines().count == count + 1)
        #expect(try rig.run(["import", "jrnl", file, "--into", "gratitude"]).code == 0)
        #expect(try rig.lines().count == count + 1, "a second import adds nothing")
        #expect(try rig.run(["doctor"]).code == 0)
    }

    @Test("kill -9 during tend sync: the store opens, doctor clean, the next sync brings everything exactly once")
    func killedSync() throws {
        let (folder, a, b) = try Self.vault(count: 12_000, joined: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let count = 12_000
        #expect(try a.run(["sync"]).code == 0)
        let wal = b.h.storePath + "-wal"
        let start = b.size(wal)
        let killed = try b.kill(["sync"]) { b.size(wal) > start + 128 * 1024 }
        #expect(killed, "the sync was killed while applying")
        #expect(try b.run(["doctor"]).code == 0)
        let partial = try b.lines().count
        #expect(partial < count)
        let r = try b.run(["sync"])
        #expect(r.code == 0, "\(r)")
        #expect(try b.lines().count == count)
        #expect(Set(try b.lines()) == Set(try a.lines()))
        #expect(try b.run(["sync"]).code == 0)
        #expect(try b.lines().count == count, "nothing doubles")
        #expect(try b.run(["doctor"]).code == 0)
    }

    @Test("kill -9 while tend sync pushes: rerunning finishes the push, and a new device gets every change once")
    func killedPush() throws {
        let (folder, a, b) = try Self.vault(count: 12_000, joined: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let count = 12_000
        func files() -> Int { (FileManager.default.enumerator(atPath: folder)?.allObjects.count) ?? 0 }
        let start = files()
        let killed = try a.kill(["sync"]) { files() > start }
        #expect(killed, "the push was killed after its first file")
        #expect(try a.run(["doctor"]).code == 0)
        let r = try a.run(["sync"])
        #expect(r.code == 0, "\(r)")
        #expect(try b.run(["sync", "join", "--folder", folder]).code == 0)
        #expect(try b.lines().count == count)
        #expect(Set(try b.lines()) == Set(try a.lines()))
        #expect(try b.run(["doctor"]).code == 0)
    }

    @Test("kill -9 during doctor --fix: the op log is untouched, and doctor --fix then completes")
    func killedDoctorFix() throws {
        let rig = try Rig()
        let file = rig.h.directory + "/journal.json"
        let count = 20_000
        try Self.jrnlFile(file, count: count)
        #expect(try rig.run(["import", "jrnl", file, "--into", "gratitude"]).code == 0)
        // Damage the materialised state (not the log) behind the store's back.
        try rig.h.openStore().executeBehindTheStoresBack("UPDATE entries SET deleted = 1 WHERE rowid % 2 = 0")
        let counts = try rig.h.openStore().logCounts()
        #expect(try rig.run(["doctor"]).code == 1, "doctor sees the damage")
        let wal = rig.h.storePath + "-wal"
        let start = rig.size(wal)
        let killed = try rig.kill(["doctor", "--fix"]) { rig.size(wal) > start + 256 * 1024 }
        #expect(killed, "doctor --fix was killed while rebuilding")
        let after = try rig.h.openStore().logCounts()
        #expect(after.ops == counts.ops && after.changes == counts.changes, "the op log is untouched")
        let fix = try rig.run(["doctor", "--fix"])
        #expect(fix.code == 0, "\(fix)")
        #expect(try rig.lines().count == count)
        #expect(try rig.run(["doctor"]).code == 0)
    }
}
