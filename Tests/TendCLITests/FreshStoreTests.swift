import Foundation
import Testing
import TendKernel
import TendCLITesting
import TendTesting

@Suite("Running tend on a fresh store")
struct FreshStoreTests {
    @Test("tend alone shows today and creates the store; a second run reuses it")
    func todayCreatesThenReusesStore() throws {
        let h = TendHarness(now: "2026-11-22T19:30")
        #expect(!FileManager.default.fileExists(atPath: h.storePath))
        let first = h.run()
        #expect(first.code == 0, "\(first)")
        #expect(first.out.hasPrefix("Good evening\n"))
        #expect(first.out.contains("Sunday 22 November 2026"))
        #expect(FileManager.default.fileExists(atPath: h.storePath))
        let device = try h.openStore().device
        let second = h.run()
        #expect(second.code == 0)
        #expect(second.out == first.out)
        #expect(try h.openStore().device == device)
    }

    @Test("the default store lives under XDG_DATA_HOME/tend and its folder is created")
    func defaultStorePath() throws {
        let h = TendHarness()
        let r = h.run([], unset: ["TEND_STORE"])
        #expect(r.code == 0, "\(r)")
        #expect(!FileManager.default.fileExists(atPath: h.storePath))
        #expect(FileManager.default.fileExists(atPath: h.directory + "/data/tend/tend.sqlite"))
    }

    @Test("a greeting uses the display name and the time of day")
    func greetingByTimeOfDay() throws {
        let h = TendHarness(now: "2026-11-22T07:10")
        #expect(h.run().out.hasPrefix("Good morning\n"))
        h.now = "2026-11-22T15:00"
        #expect(h.run().out.hasPrefix("Good afternoon\n"))
        let store = try h.openStore()
        try store.write(ChangeIntent(action: "config.set")) { _ in
            [Mutation(entity: .setting, key: "display-name", fields: ["value": "Sam"])]
        }
        h.now = "2026-11-22T23:10"
        #expect(h.run().out.hasPrefix("Good night, Sam\n"))
    }

    @Test("--version prints the version")
    func version() {
        let r = TendHarness().run("--version")
        #expect(r.code == 0)
        #expect(r.out == "0.1.0\n")
    }
}
