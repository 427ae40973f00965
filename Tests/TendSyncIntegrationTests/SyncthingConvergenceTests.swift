import Foundation
import Testing
import TendEngine
import TendKernel
import TendSync
import TendCLITesting
import TendTesting

/// Convergence with the folder moved by a real file-sync tool: two Syncthing instances on loopback
/// carry the sync folder between two devices, each of which sees only its own copy. Files arrive
/// when Syncthing brings them, in its order, under its temporary names first; a stray file and a
/// conflict copy travel too. Both stores end the same, with every change once.
@Suite("sync through Syncthing", .serialized)
struct SyncthingConvergenceTests {
    static let env = ["TEND_PASSPHRASE": "correct horse battery", "TEND_SYNC_SCRYPT": "14,8,1"]

    static func line(_ h: TendHarness, _ id: String, _ text: String) throws {
        try h.openStore().write(ChangeIntent(action: "five.add")) { _ in
            [.create(Entry(id: id, tracker: "five", day: Day(iso: "2026-11-21")!, value: .text(text), position: id, created: h.clock.now()))]
        }
    }

    static func mood(_ h: TendHarness, _ level: Int) throws {
        let id = EntryKey.daily("mood", Day(iso: "2026-11-21")!)
        try h.openStore().write(ChangeIntent(action: "mood.log")) { r in
            if try r.entry(id: id) != nil { return [.setValue(id, .level(level))] }
            return [.create(Entry(id: id, tracker: "mood", day: Day(iso: "2026-11-21")!, value: .level(level), created: h.clock.now()))]
        }
    }

    @Test("two devices, each on its own Syncthing copy of the folder, converge with every change")
    func converge() throws {
        let st = try SyncthingPair()
        let laptop = TendHarness(now: "2026-11-21T08:00", ids: SequentialIDs(seed: 0xA1A1))
        let desktop = TendHarness(now: "2026-11-21T09:00", ids: SequentialIDs(seed: 0xB2B2))
        laptop.environment.merge(Self.env) { _, b in b }
        desktop.environment.merge(Self.env) { _, b in b }
        try Self.line(laptop, "l1", "Fixed the bike")
        try Self.mood(laptop, 4)
        let initialised = laptop.run("sync", "init", "--folder", st.folders[0])
        #expect(initialised.code == 0, "\(initialised)")
        try #require(st.wait { FileManager.default.fileExists(atPath: st.folders[1] + "/vault.json") }, "Syncthing carried vault.json")
        try #require(st.settle())
        let joined = desktop.run("sync", "join", "--folder", st.folders[1])
        #expect(joined.code == 0, "\(joined)")
        #expect(try desktop.openStore().entry(id: "l1") != nil)

        // Both write while Syncthing carries files both ways: lines on each, and the mood on both at once.
        var written: [String] = ["l1"]
        for round in 0..<4 {
            try Self.line(laptop, "l-\(round)", "laptop \(round)")
            try Self.line(desktop, "d-\(round)", "desktop \(round)")
            written += ["l-\(round)", "d-\(round)"]
            if round == 1 {
                try Self.mood(laptop, 2)
                try Self.mood(desktop, 5)
            }
            #expect(laptop.run("sync").code == 0)
            #expect(desktop.run("sync").code == 0)
        }
        // A stray file and a sync tool's conflict copy travel with the folder; neither stops anything.
        let laptopDevice = try laptop.openStore().device
        try Data(repeating: 0x41, count: 300).write(to: URL(fileURLWithPath: st.folders[0] + "/devices/\(laptopDevice.raw)/0000001000"))
        try Data(repeating: 0x42, count: 300).write(
            to: URL(fileURLWithPath: st.folders[0] + "/devices/\(laptopDevice.raw)/0000000001.sync-conflict-20261121-090000-ABCDEFG"))
        try Self.line(laptop, "l-last", "after the stray")
        written.append("l-last")
        #expect(laptop.run("sync").code == 0)

        // Sync both until Syncthing has nothing left to carry and both stores agree (bounded).
        let converged = try st.wait(seconds: 90) {
            _ = laptop.run("sync")
            _ = desktop.run("sync")
            guard st.settle(seconds: 10) else { return false }
            _ = laptop.run("sync")
            _ = desktop.run("sync")
            return try laptop.digest() == (try desktop.digest())
        }
        #expect(converged, "the stores converged")
        for h in [laptop, desktop] {
            let store = try h.openStore()
            for id in written { #expect(try store.entry(id: id) != nil, "\(id) on \(store.device.short)") }
            #expect(try store.changes(ChangeQuery()).count == Set(try store.changes(ChangeQuery()).map(\.id)).count, "every change once")
            let status = h.run("sync", "status", "--json")
            #expect(status.code == 0)
            #expect(!status.out.contains("\"kind\""), "no gap left: \(status.out)")
        }
        let last = desktop.run("sync")
        #expect(last.err.contains("Ignored devices/\(laptopDevice.raw)/0000001000 in the sync folder"), "\(last.err)")
        // The concurrent moods are a conflict on both sides, shown until resolved.
        #expect(laptop.run("sync", "conflicts", "--json").out == desktop.run("sync", "conflicts", "--json").out)
    }
}
