import Foundation
import Testing
import TendEngine
import TendKernel
import TendTesting

/// Two devices syncing through one folder: each keeps its own reminder times, while the journaling
/// schedule they follow is shared.
@Suite("Remind: reminders stay on their device through sync")
struct RemindSyncTests {
    @Test("a laptop's reminder never changes a desktop's; the synced schedule moves both")
    func twoDevices() throws {
        let p = SyncCommandTests.Pair()
        let modules = ["gratitude", "five"].map(Remind.builtIn)
        p.laptop.modules = modules
        p.desktop.modules = modules
        Remind.ok(p.laptop, "remind", "set", "gratitude", "08:00")
        Remind.ok(p.laptop, "remind", "off", "five")
        #expect(p.laptop.run("sync", "init", "--folder", p.folder).code == 0)
        Remind.ok(p.desktop, "remind", "set", "gratitude", "21:00", "--days", "weekdays")
        #expect(p.desktop.run("sync", "join", "--folder", p.folder).code == 0)
        Remind.ok(p.desktop, "gratitude", "schedule", "mon,wed,fri")
        #expect(p.desktop.run("sync").code == 0)
        p.laptop.now = "2026-11-21T10:00"
        #expect(p.laptop.run("sync").code == 0)

        let laptop = try p.laptop.openStore(), desktop = try p.desktop.openStore()
        #expect(try laptop.setting("remind.gratitude", scope: .device) == .object(["time": "08:00"]))
        #expect(try laptop.setting("remind.five", scope: .device) == "off")
        #expect(try desktop.setting("remind.gratitude", scope: .device) == .object(["time": "21:00", "days": "weekdays"]))
        #expect(try desktop.setting("remind.five", scope: .device) == nil)
        #expect(try laptop.setting("gratitude.schedule", scope: .synced) == "mon,wed,fri", "the schedule is shared")
        #expect(try laptop.stateDigest() == desktop.stateDigest(), "everything synced is the same")
        // On the laptop the reminder follows the synced schedule: Saturday 21st → Monday at 08:00.
        #expect(Remind.ok(p.laptop, "remind").contains("gratitude  08:00  mon,wed,fri (schedule)  on Monday at 08:00"))
        #expect(Remind.ok(p.desktop, "remind").contains("five       20:00  weekdays (default)"))
    }
}
