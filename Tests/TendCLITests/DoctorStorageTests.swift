import Foundation
import Testing
import TendEngine
import TendKernel
@testable import TendStore
import TendCLITesting
import TendTesting

/// `tend doctor` asks SQLite about the store's file: a page damaged on purpose is found (`quick_check`,
/// or `integrity_check` with `--thorough`), reported with what to do, and rebuilt from the op log by
/// `--fix` when the log is intact; when the log itself is damaged, `--fix` says it can't, once.
@Suite("tend doctor: SQLite's check of the store's file", .serialized)
struct DoctorStorageTests {
    /// A store with some history, checkpointed, with the page of `table` (a table or an index)
    /// overwritten; answers the harness, the healthy digest and the device id.
    static func damaged(_ name: String) throws -> (TendHarness, String, DeviceID) {
        let h = TendHarness()
        try Seed.someChanges(h)
        for args in [["mood", "log", "good"], ["gratitude", "add", "Warm soup", "A walk", "Tea"], ["habit", "new", "Read"], ["habit", "done", "Read"]] {
            #expect(h.run(args).code == 0)
        }
        let healthy = try h.digest()
        // The store is closed (this closure's) before its file is touched.
        let (pageSize, page, device) = try { () throws -> (Int, Int, DeviceID) in
            let store = try h.openStore()
            try store.executeBehindTheStoresBack("PRAGMA wal_checkpoint(TRUNCATE)")
            let (size, root) = try store.rootPage(of: name)
            return (size, root, store.device)
        }()
        #expect(page > 1, "\(name) has a root page")
        let handle = try #require(FileHandle(forWritingAtPath: h.storePath))
        try handle.seek(toOffset: UInt64((page - 1) * pageSize))
        try handle.write(contentsOf: Data(repeating: 0xA5, count: pageSize))
        try handle.close()
        return (h, healthy, device)
    }

    static func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    @Test("an index page overwritten: reported (quick and --thorough) with what to do and nothing written; --fix rebuilds it from the log")
    func indexPage() throws {
        let (h, healthy, device) = try Self.damaged("entries_history")
        let damagedBytes = try Self.bytes(h.storePath)
        for (args, check) in [(["doctor"], "quick check"), (["doctor", "--thorough"], "integrity check")] {
            let r = h.run(args)
            #expect(r.code == 74, "\(r)")
            #expect(r.out.hasPrefix("Store: \(h.storePath)\nFile: SQLite's \(check) finds the file damaged:\n  - "), "\(r.out)")
            #expect(r.err == "tend: The store's file is damaged, but its op log is intact: 'tend doctor --fix' rebuilds the store from the log (keeping the damaged file at \(h.storePath).damaged), or bring back your latest backup with 'tend restore FILE'. Nothing was changed.\n", "\(r.err)")
        }
        let json = h.run("doctor", "--json")
        #expect(json.code == 74)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let storage = try #require(report["storage"] as? [String: Any])
        #expect(storage["check"] as? String == "quick" && storage["logIntact"] as? Bool == true)
        #expect((storage["problems"] as? [String])?.isEmpty == false)
        #expect(report["healthy"] as? Bool == false)
        #expect(try Self.bytes(h.storePath) == damagedBytes, "nothing written without --fix")
        #expect(!FileManager.default.fileExists(atPath: h.storePath + ".damaged"))

        let fixed = h.run("doctor", "--fix")
        #expect(fixed.code == 0, "\(fixed)")
        #expect(fixed.out.hasPrefix("Rebuilt the store's file from its op log ("), "\(fixed.out)")
        #expect(fixed.out.contains("the damaged file is kept at \(h.storePath).damaged.\nStore: \(h.storePath)\nFile: SQLite's quick check found nothing wrong.\n"), "\(fixed.out)")
        #expect(fixed.out.contains("All good"))
        #expect(try h.digest() == healthy, "the same records and history")
        #expect(try h.openStore().device == device, "the same device: sync carries on")
        #expect(try Self.bytes(h.storePath + ".damaged") == damagedBytes, "the damaged file is kept as it was")
        let again = h.run("doctor", "--thorough")
        #expect(again.code == 0 && again.out.contains("File: SQLite's integrity check found nothing wrong."), "\(again)")
        #expect(h.run("gratitude").out.contains("Warm soup"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: h.directory).filter { $0.contains(".rebuilding-") }
        #expect(leftovers.isEmpty)
    }

    @Test("a table page of the records overwritten: --fix rebuilds the records from the log")
    func recordPage() throws {
        let (h, healthy, _) = try Self.damaged("entries")
        let r = h.run("doctor")
        #expect(r.code == 74 && r.err.contains("but its op log is intact"), "\(r)")
        let fixed = h.run("doctor", "--fix", "--json")
        #expect(fixed.code == 0, "\(fixed)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(fixed.out.utf8)) as? [String: Any])
        let storage = try #require(report["storage"] as? [String: Any])
        #expect((storage["rebuiltRecords"] as? Int ?? 0) > 0 && storage["damagedKeptAt"] as? String == h.storePath + ".damaged")
        #expect((storage["problems"] as? [String]) == [] && report["healthy"] as? Bool == true)
        #expect(try h.digest() == healthy)
    }

    @Test("the op log's own page overwritten: doctor says restore a backup; --fix says it can't, writes nothing, and doesn't ask to be run again")
    func logPage() throws {
        let (h, _, _) = try Self.damaged("ops")
        let damagedBytes = try Self.bytes(h.storePath)
        let r = h.run("doctor")
        #expect(r.code == 74, "\(r)")
        #expect(r.err == "tend: The store's file is damaged, its op log included, so it can't be rebuilt from the log: bring back your latest backup with 'tend restore FILE' (the damaged file is kept beside it as .before-restore). Nothing was changed.\n", "\(r.err)")
        let fix = h.run("doctor", "--fix")
        #expect(fix.code == 74, "\(fix)")
        #expect(fix.err == "tend: doctor --fix can't repair this store: its op log itself is damaged, so there is nothing sound to rebuild from. Bring back your latest backup with 'tend restore FILE' (the damaged file is kept beside it as .before-restore). Nothing was changed.\n", "\(fix.err)")
        #expect(!fix.out.contains("--fix") && !fix.err.contains("run 'tend doctor --fix'"))
        #expect(try Self.bytes(h.storePath) == damagedBytes)
        let files = try FileManager.default.contentsOfDirectory(atPath: h.directory)
        #expect(!files.contains { $0.contains(".damaged") || $0.contains(".rebuilding-") }, "\(files)")
    }

    @Test("a sound store: the quick check by default, the full one with --thorough, both in the JSON report")
    func sound() throws {
        let h = TendHarness()
        try Seed.someChanges(h)
        let quick = h.run("doctor")
        #expect(quick.code == 0 && quick.out.contains("File: SQLite's quick check found nothing wrong."), "\(quick)")
        let full = h.run("doctor", "--thorough", "--json")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(full.out.utf8)) as? [String: Any])
        let storage = try #require(report["storage"] as? [String: Any])
        #expect(storage["check"] as? String == "integrity" && (storage["problems"] as? [String]) == [] && storage["logIntact"] as? Bool == true)
        #expect(report["healthy"] as? Bool == true)
    }

    @Test("the store library: checkStorage reports the damage and whether the log is intact; rebuildStorage refuses nothing it can't read")
    func library() throws {
        let (h, _, _) = try Self.damaged("entries_by_tracker_day_deleted")
        let check = try SQLiteStore.checkStorage(at: h.storePath, thorough: true)
        #expect(!check.isSound && check.logIntact && check.thorough)
        #expect(check.problems.count <= SQLiteStore.storageFindingsLimit)
        let records = try SQLiteStore.rebuildStorage(at: h.storePath, keepingDamagedAt: h.storePath + ".old")
        #expect(records > 0)
        #expect(try SQLiteStore.checkStorage(at: h.storePath, thorough: true).isSound)
        #expect(try h.openStore().verify().isEmpty)
    }
}
