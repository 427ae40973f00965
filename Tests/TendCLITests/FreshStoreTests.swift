import Foundation
import Testing
import TendCLI
import TendConsole
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

    @Test("--version prints the version and the commit the build was made from")
    func version() {
        let h = TendHarness()
        let r = h.run("--version")
        #expect(r.code == 0)
        #expect(r.out == "tend 0.1.0 (unknown)\n")
        var platform = h.platform
        platform.commit = "abc1234"
        let io = ConsoleIO.capturing(stdin: [])
        let code = TendCLI.run(["--version"], environment: h.environment, io: io, modules: h.modules, platform: platform)
        #expect(code == 0)
        #expect(io.output == "tend 0.1.0 (abc1234)\n")
        #expect(io.output == TendCLI.versionText(commit: "abc1234") + "\n")
        // `--version` alone skips the parse; with another word the parse prints it: the same text.
        let parsed = ConsoleIO.capturing(stdin: [])
        #expect(TendCLI.run(["--version", "--ascii"], environment: h.environment, io: parsed, modules: h.modules, platform: platform) == 0)
        #expect(parsed.output == io.output)
    }

    @Test("a fresh store's today suggests tend init; once set up or used, it doesn't")
    func freshSuggestsInit() throws {
        let hint = "New here? 'tend init' sets Tend up: your name, your trackers, a reminder."
        let h = TendHarness(now: "2026-11-22T19:30")
        let first = h.run()
        #expect(first.code == 0, "\(first)")
        #expect(first.out.contains("\n\n" + hint + "\n\nNext reminder: "), "\(first)")
        #expect(!h.run("--json").out.contains("tend init"))
        #expect(h.run("init", "--yes").code == 0)
        #expect(!h.run().out.contains("tend init"))

        let used = TendHarness(now: "2026-11-22T19:30")
        #expect(used.run("mood", "log", "good").code == 0)
        #expect(!used.run().out.contains("tend init"))
    }
}
