import ArgumentParser
import Testing
import TendCLI
import TendConsole
import TendCLITesting

/// A command whose abstract is looked up like every platform command's, and which prints what that
/// look-up gives while it runs.
struct DescribedProbeCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "probe", abstract: trHelp("today.abstract"))
    }

    func run() throws { Invocation.current.io.write("[" + trHelp("today.abstract") + "]\n") }
}

/// Commands' abstracts and discussions are looked up only to be shown (start-up: ArgumentParser reads
/// every command's configuration at each parse); help, errors and completion scripts still show them.
@Suite("Help texts only when shown")
struct HelpTextTests {
    let h = TendHarness(modules: TendCLI.builtInModules + [CollisionTests.plugin("probes", commands: [DescribedProbeCommand.self])])

    @Test("a command's run looks up no abstract; its --help, tend --help and a usage error's help show it")
    func onlyWhenShown() {
        let ran = h.run("probe")
        #expect(ran.code == 0 && ran.out == "[]\n", "\(ran)")
        // Each text's first words (help wraps lines at 80 columns).
        func start(_ key: String) -> String { String(tr(key).prefix(20)) }
        let abstract = tr("today.abstract")
        #expect(abstract.count > 20 && abstract != "today.abstract")
        let help = h.run("probe", "--help")
        #expect(help.code == 0 && help.out.contains(abstract), "\(help)")
        let root = h.run("--help")
        #expect(root.out.contains(start("today.abstract")) && root.out.contains(start("completions.abstract")), "\(root.out)")
        let group = h.run("mood", "--help")
        #expect(group.out.contains(start("mood.log.abstract")), "\(group.out)")
    }

    @Test("completion scripts describe the commands")
    func completions() {
        func start(_ key: String) -> String { String(tr(key).prefix(20)) }
        let zsh = h.run("completions", "zsh")
        #expect(zsh.code == 0 && zsh.out.contains(start("today.abstract")), "\(zsh.out.prefix(400))")
        let fish = h.run("completions", "fish")
        #expect(fish.code == 0 && fish.out.contains(start("completions.abstract")), "\(fish.out.prefix(400))")
    }

    @Test("outside a running tend, abstracts are always there (man pages, the conformance kit)")
    func outside() {
        _ = h.run("--version")  // registers the catalog's tables
        #expect(trHelp("today.abstract") == tr("today.abstract") && tr("today.abstract") != "today.abstract")
    }
}
