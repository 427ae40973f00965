import Foundation
import Testing
import TendEngine
import TendKernel
@testable import TendStore
import TendCLITesting
import TendTesting

/// `tend backup FILE` and `tend restore FILE`, and what a damaged store says.
@Suite("Backup, restore and damaged stores")
struct BackupRestoreTests {
    /// A harness with three gratitude lines.
    private func seeded() -> TendHarness {
        let h = TendHarness()
        #expect(h.run("gratitude", "add", "one", "two", "three").code == 0)
        return h
    }

    /// Garbage written over the middle of a copy of the harness store: SQLite reads it as malformed.
    private func damage(_ path: String) throws {
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seek(toOffset: 4096)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 8192))
        try handle.close()
    }

    @Test("backup then restore brings back exactly the state of the backup; the replaced store is kept")
    func roundTrip() throws {
        let h = seeded()
        let file = h.directory + "/monday.tendbackup"
        let b = h.run("backup", file)
        #expect(b.code == 0, "\(b)")
        #expect(b.out.hasPrefix("Backed up 3 entries and 1 change to \(file) ("), "\(b)")
        let atBackup = try h.openStore().stateDigest()
        let oldDevice = try h.openStore().device
        #expect(h.run("gratitude", "add", "four").code == 0)
        let later = try h.digest()
        let r = h.run("restore", file)
        #expect(r.code == 0, "\(r)")
        #expect(r.out == """
            Restored \(file): 3 entries and 1 change.
            The store it replaced is kept at \(h.storePath).before-restore.

            """, "\(r)")
        #expect(try h.openStore().stateDigest() == atBackup)
        #expect(try h.openStore().device != oldDevice, "a restored store is a new device")
        #expect(h.run("doctor").code == 0)
        // The replaced store, with "four", is intact beside it.
        let kept = try SQLiteStore(path: h.storePath + ".before-restore", clock: h.clock, ids: h.ids, create: false)
        let c = try kept.logCounts()
        #expect("\(c.ops)/\(c.changes)/" + (try kept.stateDigest()) == later)
        #expect(!FileManager.default.fileExists(atPath: h.storePath + ".restoring-\(getpid())"))
    }

    @Test("after a restore, undo reverts the restored history's latest change, as it would have before the backup")
    func undoAfterRestore() throws {
        let h = seeded()
        #expect(h.run("mood", "log", "good").code == 0)
        let file = h.directory + "/undo.tendbackup"
        #expect(h.run("backup", file).code == 0)
        let atBackup = try h.openStore().stateDigest()
        #expect(h.run("gratitude", "add", "four").code == 0)
        #expect(h.run("restore", file).code == 0)
        let undo = h.run("undo")
        #expect(undo.code == 0, "\(undo)")
        #expect(undo.out.hasPrefix("Undid: Logged mood"), "\(undo)")
        #expect(try h.openStore().stateDigest() != atBackup)
        #expect(try h.openStore().entries(EntryQuery(tracker: "mood")).isEmpty)
        // Walking further back undoes the gratitude lines; then there is nothing left.
        #expect(h.run("undo").out.hasPrefix("Undid: Added gratitude"))
        #expect(h.run("undo").out.hasPrefix("Nothing to undo"))
        // The new device's own changes come first: a change after the restore is undone before the old ones.
        let again = h.directory + "/undo2.tendbackup"
        #expect(h.run("backup", again).code == 0)
        #expect(h.run("restore", again).code == 0)
        #expect(h.run("five", "add", "Fixed the sink").code == 0)
        #expect(h.run("undo").out.hasPrefix("Undid: Added five"), "\(h.run("history").out)")
    }

    @Test("backup refuses a file that exists (73) unless --force, and its own store; --json")
    func backupRefusals() throws {
        let h = seeded()
        let file = h.directory + "/b.tendbackup"
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: file))
        let before = try h.digest()
        let r = h.run("backup", file)
        #expect(r.code == 73 && r.err == "tend: \(file) already exists; give another name, or --force to replace it.\n", "\(r)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep me")
        let same = h.run("backup", h.storePath)
        #expect(same.code == 65 && same.err.contains("is the store itself"), "\(same)")
        let forced = h.run("backup", file, "--force", "--json")
        #expect(forced.code == 0, "\(forced)")
        let j = try json(forced.out)
        #expect(j["entries"] as? Int == 3 && j["changes"] as? Int == 1 && j["schemaVersion"] as? Int == SQLiteStore.schemaVersion)
        #expect(try h.digest() == before)
        #expect(try SQLiteStore.inspectBackup(at: file).entries == 3)
    }

    @Test("restore refuses what isn't an intact Tend backup, with its reason, and changes nothing",
          arguments: [
              ("missing", 66, "There is no file at"),
              ("garbage", 65, "is not a Tend backup (it is not an SQLite database)"),
              ("empty", 65, "is not a Tend backup (it is not an SQLite database)"),
              ("other-sqlite", 65, "is not a Tend backup (it is another application's SQLite database)"),
              ("damaged", 74, "is damaged"),
              ("newer", 65, "was made by a newer Tend"),
          ])
    func restoreRefusals(_ kind: String, _ code: Int32, _ message: String) throws {
        let h = seeded()
        let file = h.directory + "/" + kind + ".tendbackup"
        switch kind {
        case "garbage": try Data((0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }).write(to: URL(fileURLWithPath: file))
        case "empty": try Data().write(to: URL(fileURLWithPath: file))
        case "other-sqlite":
            try SQLiteStore.makeForeignDatabase(at: file, sql: "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('hi')")
        case "damaged":
            #expect(h.run("backup", file).code == 0)
            try damage(file)
        case "newer":
            #expect(h.run("backup", file).code == 0)
            try SQLiteStore.makeForeignDatabase(at: file, sql: "PRAGMA user_version = \(SQLiteStore.schemaVersion + 1)")
        default: break
        }
        let before = try h.digest()
        let r = h.run("restore", file)
        #expect(r.code == code, "\(r)")
        #expect(r.out.isEmpty && r.err.hasPrefix("tend: ") && r.err.contains(message), "\(r)")
        #expect(try h.digest() == before)
        #expect(!FileManager.default.fileExists(atPath: h.storePath + ".before-restore"))
    }

    @Test("a damaged store: every command says so (74) and points to doctor; doctor points to restore; restore keeps it")
    func damagedStore() throws {
        let h = seeded()
        let file = h.directory + "/good.tendbackup"
        #expect(h.run("backup", file).code == 0)
        #expect(h.run("gratitude", "add", "four", "five", "six", "seven").code == 0)
        try h.openStore().executeBehindTheStoresBack("PRAGMA wal_checkpoint(TRUNCATE)")
        try damage(h.storePath)
        let damagedBytes = try Data(contentsOf: URL(fileURLWithPath: h.storePath))
        for args in [["gratitude"], ["gratitude", "add", "x"], ["mood", "log", "good"], ["history"], ["export"]] {
            let r = h.run(args)
            #expect(r.code == 74, "\(args): \(r)")
            #expect(r.err.contains("is damaged") && r.err.contains("tend doctor"), "\(args): \(r)")
        }
        let d = h.run("doctor")
        #expect(d.code == 74 && d.err.contains("tend restore FILE"), "\(d)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: h.storePath)) == damagedBytes, "nothing written to a damaged store")
        let r = h.run("restore", file)
        #expect(r.code == 0, "\(r)")
        #expect(r.out.contains("The damaged store it replaced is kept, as it was, at \(h.storePath).before-restore."), "\(r)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: h.storePath + ".before-restore")) == damagedBytes)
        #expect(h.run("gratitude").out.contains("three"))
        #expect(h.run("doctor").code == 0)
    }

    @Test("restoring sets the old sync state aside and says how to catch up")
    func syncSetAside() throws {
        let h = seeded()
        let file = h.directory + "/b.tendbackup"
        #expect(h.run("backup", file).code == 0)
        let sync = h.storePath + ".sync"
        try FileManager.default.createDirectory(atPath: sync, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: sync + "/state.json"))
        let r = h.run("restore", file)
        #expect(r.code == 0, "\(r)")
        #expect(r.out.contains("its state is kept at \(sync).before-restore. Run 'tend sync join'"), "\(r)")
        #expect(!FileManager.default.fileExists(atPath: sync))
        #expect(FileManager.default.fileExists(atPath: sync + ".before-restore/state.json"))
    }
}
