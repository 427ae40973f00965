import Foundation
import Testing
import TendKernel
import TendSync
import TendTesting

/// The ways out and the reports of `tend sync`: a stray file never crashes or stalls a command
/// (autosync included), a gap is reported by `sync` and `sync status`, `sync leave` / `devices` /
/// `forget` work.
@Suite("tend sync: strays, gaps and ways out")
struct SyncHealthCommandTests {
    typealias Pair = SyncCommandTests.Pair

    /// Two devices joined to one folder, each with one change synced.
    static func joined() throws -> Pair {
        let p = Pair()
        try SyncCommandTests.line(p.laptop, "l1", "one")
        #expect(p.laptop.run("sync", "init", "--folder", p.folder).code == 0)
        #expect(p.desktop.run("sync", "join", "--folder", p.folder).code == 0)
        try SyncCommandTests.line(p.desktop, "d1", "two")
        #expect(p.desktop.run("sync").code == 0)
        #expect(p.laptop.run("sync").code == 0)
        return p
    }

    @Test("a file named with a huge number: sync, status, doctor and every autosynced command run and name it")
    func hugeNumber() throws {
        let p = try Self.joined()
        let me = try p.laptop.openStore().device
        let junk = p.folder + "/devices/\(me.raw)/18446744073709551615"
        try Data(repeating: 0x41, count: 200).write(to: URL(fileURLWithPath: junk))
        try Data(repeating: 0x41, count: 200).write(to: URL(fileURLWithPath: p.folder + "/snapshots-x"))
        #expect(p.desktop.run("sync", "autosync", "on").code == 0)
        let synced = p.desktop.run("sync")
        #expect(synced.code == 0, "\(synced)")
        #expect(synced.out.hasPrefix("Up to date"))
        #expect(synced.err.contains("Ignored devices/\(me.raw)/18446744073709551615 in the sync folder: its name is not a segment number Tend writes"))
        for args in [["doctor"], ["sync", "status"], []] {
            let r = p.desktop.run(args)
            #expect(r.code == 0, "\(args): \(r)")
        }
        let status = p.desktop.run("sync", "status", "--json")
        #expect(status.out.contains("\"location\" : \"devices/\(me.raw)/18446744073709551615\""), "\(status.out)")
        try SyncCommandTests.line(p.laptop, "l2", "three")
        #expect(p.laptop.run("sync").code == 0)
        #expect(FileManager.default.fileExists(atPath: p.folder + "/devices/\(me.raw)/0000000002"), "numbering from the laptop's own record")
        #expect(p.desktop.run("sync").code == 0)
        #expect(try p.desktop.openStore().entry(id: "l2") != nil)
    }

    @Test("a segment not delivered yet: sync says who is behind instead of 'Up to date', status shows the gap")
    func behind() throws {
        let p = try Self.joined()
        let me = try p.laptop.openStore().device
        try SyncCommandTests.line(p.laptop, "l2", "two")
        #expect(p.laptop.run("sync").code == 0)
        try SyncCommandTests.line(p.laptop, "l3", "three")
        #expect(p.laptop.run("sync").code == 0)
        let second = p.folder + "/devices/\(me.raw)/0000000002"
        let held = try Data(contentsOf: URL(fileURLWithPath: second))
        try FileManager.default.removeItem(atPath: second)
        let r = p.desktop.run("sync")
        #expect(r.code == 0)
        #expect(!r.out.contains("Up to date"), "\(r.out)")
        #expect(r.out.hasPrefix("Synced with \(p.folder), but not everything could be applied yet"))
        #expect(r.err.contains("Device \(me.short) is behind here: its segments after 1 are not in the sync folder (the next one there is 3)."), "\(r.err)")
        let status = p.desktop.run("sync", "status")
        #expect(status.out.contains("behind: segments after 1 missing (the next one there is 3)"), "\(status.out)")
        let json = p.desktop.run("sync", "status", "--json").out
        #expect(json.contains("\"kind\" : \"missing\"") && json.contains("\"next\" : 3"), "\(json)")
        try held.write(to: URL(fileURLWithPath: second))
        let after = p.desktop.run("sync")
        #expect(after.code == 0 && after.err.isEmpty, "\(after)")
        #expect(try p.desktop.openStore().entry(id: "l3") != nil)
        #expect(!p.desktop.run("sync", "status", "--json").out.contains("\"kind\""))
    }

    @Test("sync leave: the store stops syncing and keeps its data; init or join works again")
    func leave() throws {
        let p = try Self.joined()
        let before = try p.desktop.digest()
        let left = p.desktop.run("sync", "leave")
        #expect(left.code == 0, "\(left)")
        #expect(left.out.contains("no longer syncs") && left.out.contains("its data is untouched"))
        #expect(try p.desktop.digest() == before)
        #expect(p.desktop.run("sync").code == 78, "not set up any more")
        #expect(p.desktop.run("sync", "leave").code == 78)
        let again = p.desktop.run("sync", "join", "--folder", p.folder)
        #expect(again.code == 0, "\(again)")
        try SyncCommandTests.line(p.desktop, "d2", "after rejoining")
        #expect(p.desktop.run("sync").code == 0)
        #expect(p.laptop.run("sync").code == 0)
        #expect(try p.laptop.openStore().entry(id: "d2") != nil)
        // A damaged state is no dead end either.
        let statePath = p.desktop.storePath + ".sync/state.json"
        try Data("{not json".utf8).write(to: URL(fileURLWithPath: statePath))
        #expect(p.desktop.run("sync").code != 0)
        let damaged = p.desktop.run("sync", "leave")
        #expect(damaged.code == 0 && damaged.out.contains("unreadable"), "\(damaged)")
        #expect(!FileManager.default.fileExists(atPath: statePath))
    }

    @Test("sync devices lists who holds back compaction; sync forget takes a lost device out, undoably")
    func devicesAndForget() throws {
        let p = try Self.joined()
        let laptop = try p.laptop.openStore().device
        let desktop = try p.desktop.openStore().device
        let list = p.laptop.run("sync", "devices", "--json")
        #expect(list.code == 0, "\(list)")
        #expect(list.out.contains("\"device\" : \"\(desktop.raw)\""))
        #expect(p.laptop.run("sync", "forget", laptop.raw).code == 65, "not this device")
        #expect(p.laptop.run("sync", "forget", "ffff").code == 65, "not a device of the vault")
        let forgot = p.laptop.run("sync", "forget", String(desktop.raw.prefix(8)))
        #expect(forgot.code == 0, "\(forgot)")
        #expect(forgot.out == "Device \(desktop.short) is forgotten: it no longer holds back compaction. If it syncs again, it is counted again.\n")
        #expect(try SyncForgetting.forgotten(in: p.laptop.openStore()) == [desktop])
        let shown = p.laptop.run("sync", "devices", "--json").out
        #expect(shown.contains("\"forgotten\" : true"), "\(shown)")
        #expect(p.laptop.run("undo").code == 0)
        #expect(try SyncForgetting.forgotten(in: p.laptop.openStore()).isEmpty)
        #expect(p.laptop.run("sync", "forget", desktop.raw).code == 0)
        #expect(p.laptop.run("sync").code == 0)
        // The forgotten device syncs again: it is counted again, on every device.
        #expect(p.desktop.run("sync").code == 0)
        #expect(try SyncForgetting.forgotten(in: p.desktop.openStore()).isEmpty)
        #expect(p.laptop.run("sync").code == 0)
        #expect(try SyncForgetting.forgotten(in: p.laptop.openStore()).isEmpty)
    }
}
