import Foundation
import Testing
import TendEngine
import TendKernel
import TendSync
import TendCLITesting
import TendTesting

/// `tend sync` end to end: two stores in two temporary directories syncing through one folder.
@Suite("tend sync")
struct SyncCommandTests {
    static let passphrase = "correct horse battery"
    static let env = ["TEND_PASSPHRASE": passphrase, "TEND_SYNC_SCRYPT": "14,8,1"]

    /// Two devices and a shared folder (removed after).
    final class Pair {
        let laptop = TendHarness(now: "2026-11-21T08:00", ids: SequentialIDs(seed: 0xA1A1))
        let desktop = TendHarness(now: "2026-11-21T09:00", ids: SequentialIDs(seed: 0xB2B2))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tend-sync-" + UUID().uuidString).path

        init() {
            laptop.environment.merge(SyncCommandTests.env) { _, b in b }
            desktop.environment.merge(SyncCommandTests.env) { _, b in b }
        }

        deinit { try? FileManager.default.removeItem(atPath: folder) }

        /// Output with the random vault id and the temporary folder replaced by placeholders.
        func masked(_ text: String, _ h: TendHarness) throws -> String {
            let state = try LocalSyncFiles(storePath: h.storePath, configDirectory: h.directory + "/config/tend").loadState()
            return text.replacingOccurrences(of: folder, with: "<folder>")
                .replacingOccurrences(of: state.vault.description, with: "<vault>")
                .replacingOccurrences(of: state.vault.short, with: "<vault>")
        }
    }

    static func mood(_ h: TendHarness, _ day: String, _ level: Int) throws {
        let store = try h.openStore()
        let id = EntryKey.daily("mood", Day(iso: day)!)
        try store.write(ChangeIntent(action: "mood.log", detail: "\(level)")) { r in
            if try r.entry(id: id) != nil { return [.setValue(id, .level(level))] }
            return [.create(Entry(id: id, tracker: "mood", day: Day(iso: day)!, value: .level(level), created: h.clock.now()))]
        }
    }

    static func line(_ h: TendHarness, _ id: String, _ text: String) throws {
        try h.openStore().write(ChangeIntent(action: "five.add")) { _ in
            [.create(Entry(id: id, tracker: "five", day: Day(iso: "2026-11-21")!, value: .text(text), position: id, created: h.clock.now()))]
        }
    }

    static func check(_ golden: String, _ text: String) {
        Golden.check(text, golden)
    }

    @Test("init, join and sync in both directions; both stores end the same; status golden")
    func endToEnd() throws {
        let p = Pair()
        try Self.mood(p.laptop, "2026-11-21", 4)
        try Self.line(p.laptop, "l1", "Fixed the bike")
        let initialised = p.laptop.run("sync", "init", "--folder", p.folder)
        #expect(initialised.code == 0, "\(initialised)")
        Self.check("sync-init.txt", try p.masked(initialised.out, p.laptop))

        try Self.line(p.desktop, "d1", "Called grandma")
        try p.desktop.openStore().write(ChangeIntent(action: "config.set")) { _ in
            [.setSetting("theme", scope: .device, "night"), .setSetting("display-name", scope: .synced, "Sam")]
        }
        let joined = p.desktop.run("sync", "join", "--folder", p.folder)
        #expect(joined.code == 0, "\(joined)")
        Self.check("sync-join.txt", try p.masked(joined.out, p.desktop))
        #expect(try p.desktop.openStore().entry(id: "l1")?.value == .text("Fixed the bike"))

        p.laptop.now = "2026-11-21T10:00"
        let synced = p.laptop.run("sync")
        #expect(synced.code == 0, "\(synced)")
        #expect(synced.out == "Synced with \(p.folder): sent 0 changes, received 2 changes.\n")
        #expect(try p.laptop.openStore().entry(id: "d1")?.value == .text("Called grandma"))
        #expect(try p.laptop.openStore().setting("display-name", scope: .synced) == "Sam")
        #expect(try p.laptop.openStore().setting("theme", scope: .device) == nil, "device settings stay home")
        #expect(try p.laptop.openStore().stateDigest() == p.desktop.openStore().stateDigest())
        #expect(try p.laptop.openStore().historyDigest() == p.desktop.openStore().historyDigest())
        #expect(p.laptop.run("sync").out == "Up to date with \(p.folder).\n")

        // Concurrent moods for one day: a conflict on both devices.
        p.laptop.now = "2026-11-21T20:00"
        try Self.mood(p.laptop, "2026-11-21", 2)
        p.desktop.now = "2026-11-21T20:05"
        try Self.mood(p.desktop, "2026-11-21", 5)
        p.laptop.now = "2026-11-21T21:00"
        #expect(p.laptop.run("sync").code == 0)
        p.desktop.now = "2026-11-21T21:30"
        let pending = p.desktop.run("sync", "status")
        Self.check("sync-status-pending.txt", try p.masked(pending.out, p.desktop))
        let warned = p.desktop.run("sync")
        #expect(warned.err.contains("1 conflict to resolve: see 'tend sync conflicts'."), "\(warned)")
        p.laptop.now = "2026-11-21T22:00"
        #expect(p.laptop.run("sync").code == 0)

        for (h, name) in [(p.laptop, "laptop"), (p.desktop, "desktop")] {
            let status = h.run("sync", "status")
            #expect(status.code == 0, "\(status)")
            Self.check("sync-status-\(name).txt", try p.masked(status.out, h))
            let json = h.run("sync", "status", "--json")
            #expect(json.code == 0)
            Self.check("sync-status-\(name).json", try p.masked(json.out, h))
        }
        let conflicts = p.desktop.run("sync", "conflicts")
        Self.check("sync-conflicts.txt", conflicts.out)
        Self.check("sync-conflicts.json", p.desktop.run("sync", "conflicts", "--json").out)
    }

    @Test("a wrong passphrase exits 77 and changes nothing; a tampered segment exits 77 and changes nothing")
    func refusals() throws {
        let p = Pair()
        try Self.line(p.laptop, "l1", "one")
        #expect(p.laptop.run("sync", "init", "--folder", p.folder).code == 0)
        try Self.line(p.desktop, "d1", "mine")
        let before = try p.desktop.digest()
        let wrong = p.desktop.run(["sync", "join", "--folder", p.folder], env: ["TEND_PASSPHRASE": "incorrect horse"])
        #expect(wrong.code == 77, "\(wrong)")
        #expect(wrong.err == "tend: The passphrase is wrong for this vault; nothing was changed.\n")
        #expect(try p.desktop.digest() == before)
        #expect(!FileManager.default.fileExists(atPath: p.desktop.storePath + ".sync"))
        #expect(p.desktop.run("sync", "status").code == 78)

        #expect(p.desktop.run("sync", "join", "--folder", p.folder).code == 0)
        try Self.line(p.laptop, "l2", "two")
        #expect(p.laptop.run("sync").code == 0)
        let laptopDevice = try p.laptop.openStore().device
        let segment = p.folder + "/devices/\(laptopDevice.raw)/0000000002"
        var bytes = try Data(contentsOf: URL(fileURLWithPath: segment))
        bytes[bytes.count - 5] ^= 0x20
        try bytes.write(to: URL(fileURLWithPath: segment))
        let joined = try p.desktop.digest()
        let refused = p.desktop.run("sync")
        #expect(refused.code == 77, "\(refused)")
        #expect(refused.err == "tend: Refused devices/\(laptopDevice.raw)/0000000002 in the sync folder: it fails authentication: it was altered, cut short or damaged. Nothing of it, and nothing device \(laptopDevice.short) wrote after it, was applied; changes from other devices were. If you did not expect this, the sync folder may have been tampered with — remove that file and sync again: a device that has it sends it again.\n")
        #expect(try p.desktop.digest() == joined)
        let status = p.desktop.run("sync", "status", "--json")
        #expect(status.out.contains("\"kind\" : \"refused\""), "status shows the refusal: \(status.out)")
        // Following that advice works: the file goes, the laptop gives its segment back, the desktop converges.
        try FileManager.default.removeItem(atPath: segment)
        #expect(p.desktop.run("sync").code == 0)
        #expect(p.laptop.run("sync").code == 0)
        let healed = p.desktop.run("sync")
        #expect(healed.code == 0 && healed.err.isEmpty, "\(healed)")
        #expect(try p.desktop.digest() == (try p.laptop.digest()))
        #expect(!p.desktop.run("sync", "status", "--json").out.contains("\"kind\""))
        // An unmounted folder is "unavailable".
        try FileManager.default.moveItem(atPath: p.folder, toPath: p.folder + "-away")
        defer { try? FileManager.default.removeItem(atPath: p.folder + "-away") }
        let away = p.desktop.run("sync")
        #expect(away.code == 69, "\(away)")
        #expect(away.err.contains("Can't reach the sync folder \(p.folder)"))
        #expect(p.desktop.run("sync", "status").out.contains("Waiting to come in: unknown (the folder can't be reached"))
    }

    @Test("passphrases: asked twice on a terminal, refused when they differ or are short, read from a file, changed")
    func passphrases() throws {
        let p = Pair()
        let noEnv: Set<String> = ["TEND_PASSPHRASE"]
        let piped = p.laptop.run(["sync", "init", "--folder", p.folder], unset: noEnv)
        #expect(piped.code == 64)
        #expect(piped.err.contains("No passphrase given"))
        let differ = p.laptop.run(["sync", "init", "--folder", p.folder], stdin: ["one passphrase", "another one"], unset: noEnv,
                                  inputIsTerminal: true)
        #expect(differ.code == 65)
        #expect(differ.err.hasSuffix("tend: The two passphrases differ; nothing was changed.\n"))
        #expect(!FileManager.default.fileExists(atPath: p.folder + "/vault.json"))
        let short = p.laptop.run(["sync", "init", "--folder", p.folder], stdin: ["short", "short"], unset: noEnv, inputIsTerminal: true)
        #expect(short.code == 65)
        let typed = p.laptop.run(["sync", "init", "--folder", p.folder], stdin: ["typed passphrase", "typed passphrase"], unset: noEnv,
                                 inputIsTerminal: true)
        #expect(typed.code == 0, "\(typed)")
        #expect(typed.err == "Passphrase: \nRepeat the passphrase: \n")
        #expect(p.laptop.run("sync", "init", "--folder", p.folder).code == 65, "already set up")
        #expect(p.desktop.run("sync", "init", "--folder", p.folder).code == 65, "a vault is already there")

        let file = p.desktop.directory + "/pass.txt"
        try "typed passphrase\n".write(toFile: file, atomically: true, encoding: .utf8)
        let fromFile = p.desktop.run(["sync", "join", "--folder", p.folder, "--passphrase-file", file], unset: noEnv)
        #expect(fromFile.code == 0, "\(fromFile)")

        let change = p.laptop.run(["sync", "passphrase", "--work-factor", "14"],
                                  env: ["TEND_PASSPHRASE": "typed passphrase", "TEND_NEW_PASSPHRASE": "a brand new passphrase"])
        #expect(change.code == 0, "\(change)")
        let vault = try VaultDescriptor(jsonData: Data(contentsOf: URL(fileURLWithPath: p.folder + "/vault.json")), location: p.folder)
        #expect(vault.scrypt.logN == 14)
        let third = TendHarness(ids: SequentialIDs(seed: 0xC3C3))
        #expect(third.run(["sync", "join", "--folder", p.folder], env: ["TEND_PASSPHRASE": "typed passphrase"]).code == 77)
        #expect(third.run(["sync", "join", "--folder", p.folder], env: ["TEND_PASSPHRASE": "a brand new passphrase"]).code == 0)
        let vaultFile = try Data(contentsOf: URL(fileURLWithPath: p.folder + "/vault.json"))
        let badCurrent = p.laptop.run(["sync", "passphrase"], env: ["TEND_PASSPHRASE": "typed passphrase", "TEND_NEW_PASSPHRASE": "whatever else"])
        #expect(badCurrent.code == 77)
        #expect(try Data(contentsOf: URL(fileURLWithPath: p.folder + "/vault.json")) == vaultFile, "nothing changed")
        #expect(third.run("sync", "join", "--folder", p.folder + "/nowhere").code == 69)
        #expect(TendHarness().run(["sync", "join", "--folder", third.directory], env: Self.env).code == 66)
    }

    @Test("autosync: a read pulls first when the folder changed; a write is pushed in the same command")
    func autosync() throws {
        let p = Pair()
        #expect(p.laptop.run("sync", "init", "--folder", p.folder).code == 0)
        #expect(p.desktop.run("sync", "join", "--folder", p.folder).code == 0)
        #expect(p.desktop.run("sync", "autosync").out == "autosync is off on this device.\n")
        #expect(p.desktop.run("sync", "autosync", "on").out == "autosync is now on on this device.\n")
        #expect(p.desktop.run("sync", "autosync", "maybe").code == 78)

        try Self.line(p.laptop, "l1", "from the laptop")
        #expect(p.laptop.run("sync").code == 0)
        let history = p.desktop.run("history", "--json")
        #expect(history.code == 0, "\(history)")
        #expect(history.out.contains("five.add"), "pulled before reading:\n\(history.out)")
        #expect(try p.desktop.openStore().entry(id: "l1") != nil)

        try Self.line(p.desktop, "d1", "from the desktop")
        let undo = p.desktop.run("undo")  // a write: pushed before the command ends
        #expect(undo.code == 0, "\(undo)")
        #expect(p.desktop.run("sync", "status", "--json").out.contains("\"unsent\" : 0"))
        #expect(p.laptop.run("sync").out.contains("received 2 changes"))
        #expect(try p.laptop.openStore().entry(id: "d1")?.deleted == true)
        // Nothing changed in the folder: a read does no sync work (and a laptop without autosync never does).
        #expect(p.desktop.run("history").err.isEmpty)
        #expect(try p.laptop.openStore().stateDigest() == p.desktop.openStore().stateDigest())
    }

    @Test("a device whose clock is a day ahead: its changes are applied and the user is warned")
    func clockAhead() throws {
        let p = Pair()
        #expect(p.laptop.run("sync", "init", "--folder", p.folder).code == 0)
        p.desktop.now = "2026-11-22T09:00"  // a day ahead of the laptop
        #expect(p.desktop.run("sync", "join", "--folder", p.folder).code == 0)
        try Self.line(p.desktop, "d1", "written tomorrow")
        #expect(p.desktop.run("sync").code == 0)
        let r = p.laptop.run("sync")
        #expect(r.code == 0, "\(r)")
        #expect(r.out.contains("received 1 change"))
        #expect(r.err == "Warning: the clock of device 0000b2 is more than 10 minutes ahead of this one; its changes were applied but its clock was not trusted. Check that device's date and time.\n")
        #expect(try p.laptop.openStore().entry(id: "d1") != nil)
    }
}
