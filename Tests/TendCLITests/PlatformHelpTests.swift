import Testing
import TendCLITesting
import TendTesting

@Suite("Help of the platform commands")
struct PlatformHelpTests {
    @Test("compare, insights, init, config and config set help (golden)", arguments: [
        (["compare", "--help"], "help-compare.txt"), (["insights", "--help"], "help-insights.txt"),
        (["init", "--help"], "help-init.txt"), (["config", "--help"], "help-config.txt"),
        (["config", "set", "--help"], "help-config-set.txt"), (["today", "--help"], "help-today.txt"),
        (["backup", "--help"], "help-backup.txt"), (["restore", "--help"], "help-restore.txt"),
    ])
    func help(_ args: [String], _ golden: String) {
        let r = TendHarness(modules: TestModules.standard).run(args)
        #expect(r.code == 0, "\(r)")
        Check.golden(r.out, golden)
    }
}
