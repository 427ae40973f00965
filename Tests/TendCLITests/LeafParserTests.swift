import ArgumentParser
import Testing
@testable import TendCLI
import TendConsole
import TendSyncCommands
import TendCLITesting

/// `LeafParser`: the command an invocation runs, parsed alone, is the command the whole tree's parse gives,
/// with the same values; whatever it cannot settle (help, the version, errors) is left to the tree's parse.
@Suite("The leaf parse: only the command run parses its words")
struct LeafParserTests {
    let h = TendHarness()

    /// Runs `body` inside an invocation of the built-in trackers, as `tend` does before it parses.
    private func inInvocation<T>(_ body: () throws -> T) rethrows -> T {
        TendCLI.registerStrings(h.modules)
        var invocation = Invocation(environment: ["TEND_STORE": h.storePath], io: .capturing(), outputIsTerminal: false,
                                    inputIsTerminal: false, modules: h.modules, platform: h.platform)
        invocation.describesCommands = false
        return try Invocation.$currentOrNil.withValue(invocation, operation: body)
    }

    /// Every command in the tree with the words that name it (`["mood", "log"]`), groups included.
    private func commands() -> [(words: [String], type: any ParsableCommand.Type)] {
        var found: [(words: [String], type: any ParsableCommand.Type)] = []
        func walk(_ type: any ParsableCommand.Type, _ words: [String]) {
            found.append((words, type))
            for sub in type.configuration.subcommands { walk(sub, words + [sub._commandName]) }
        }
        walk(TendCommand.self, [])
        return found
    }

    /// A command's values, written out (each option's parsed value included).
    private func values(_ command: any ParsableCommand) -> String {
        var text = ""
        dump(command, to: &text)
        return text
    }

    /// The leaf parse's answer beside the whole tree's: the same command with the same values, or `nil`
    /// where the tree's parse throws or answers with help.
    private func compare(_ arguments: [String]) -> String? {
        let leaf = LeafParser.parse(arguments, root: TendCommand.self)
        let tree = try? TendCommand.parseAsRoot(arguments)
        let treeRuns = tree.map { String(describing: type(of: $0)) != "HelpCommand" } ?? false
        let leafText = leaf.map(values) ?? "nil"
        let treeText = treeRuns ? tree.map(values) ?? "nil" : "nil"
        if leaf == nil, treeRuns { return nil }  // left to the tree's parse: allowed, checked below for the common ones
        return leafText == treeText ? nil : "\(arguments): leaf \(leafText) tree \(treeText)"
    }

    @Test("groups take no arguments of their own, so passing through them is only their validate()")
    func groupsTakeNoArguments() {
        let groups = inInvocation { commands().filter { !$0.type.configuration.subcommands.isEmpty } }
        #expect(groups.count > 10)
        let withArguments = groups.filter { !Mirror(reflecting: $0.type.init()).children.isEmpty }.map(\.words)
        #expect(withArguments.isEmpty, "\(withArguments)")
    }

    @Test("for every command, with and without common options, help, the version or a wrong word: the same parse")
    func sameAsTheTree() {
        let mismatches: [String] = inInvocation {
            // Every command bare and with an option; help, the version, wrong words and the rest on a few.
            var arguments = commands().flatMap { [$0.words, $0.words + ["--json"]] }
            let tails: [[String]] = [["good"], ["--help"], ["-h"], ["--version"], ["--bogus"], ["help"], ["--experimental-dump-help"],
                                     ["--generate-completion-script", "zsh"], ["--", "x"], ["--ascii"]]
            let few: [[String]] = [[], ["today"], ["mood"], ["mood", "log"], ["gratitude", "add"], ["habit", "show"], ["sync", "init"], ["web"]]
            arguments += few.flatMap { words in tails.map { words + $0 } }
            arguments += [["help"], ["help", "mood"], ["moood"], ["--ascii", "mood", "log", "good"], ["mood", "--", "log"],
                          ["--", "mood"], ["mood", "log", "good", "--note", "a walk"], ["gratitude", "add", "help"],
                          ["gratitude", "add", "a", "b"], ["mood", "log", "--version", "good"], ["mood", "log", "-vh"]]
            return arguments.compactMap(compare)
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test("the everyday commands are parsed by their leaf alone")
    func everydayCommandsTakeTheLeaf() {
        let parsed: [String] = inInvocation {
            [[], ["mood", "log", "good"], ["gratitude", "add", "the sea"], ["today", "--json"], ["habit", "show", "Meditate"]]
                .map { LeafParser.parse($0, root: TendCommand.self).map { String(describing: type(of: $0)) } ?? "nil" }
        }
        #expect(parsed == ["TodayCommand", "MoodLogCommand", "GratitudeAddCommand", "TodayCommand", "HabitShowCommand"], "\(parsed)")
    }

    @Test("help, the version, completion requests and wrong words are left to the tree's parse")
    func leftToTheTree() {
        let parsed: [Bool] = inInvocation {
            [["help"], ["--version"], ["mood", "log", "good", "--version"], ["mood", "log", "--help"], ["-h"], ["moood"],
             ["mood", "log", "good", "--bogus"], ["--generate-completion-script", "zsh"], ["mood", "log", "--experimental-dump-help"],
             ["mood", "log", "good", "--generate-completion-script", "zsh"]]
                .map { LeafParser.parse($0, root: TendCommand.self) == nil }
        }
        #expect(parsed.allSatisfy { $0 }, "\(parsed)")
    }

    @Test("`tend` and `tend today` run without a parse; any other word, or another command, is parsed")
    func withoutWords() {
        let found: [String] = inInvocation {
            [[], ["today"], ["today", "--json"], ["--json"], ["mood"], ["help"], ["--version"], ["today", "--help"], ["moood"]]
                .map {
                    guard case .withoutWords(let command) = LeafParser.settle($0, root: TendCommand.self) else { return "nil" }
                    return String(describing: command)
                }
        }
        #expect(found == ["TodayCommand", "TodayCommand", "nil", "nil", "nil", "nil", "nil", "nil", "nil"], "\(found)")
    }

    @Test("every command of the tree that can run without words is named as one, and says whether it syncs itself")
    func quickCommandsNamed() {
        let quick = inInvocation { commands().compactMap { $0.type as? any RunsWithoutWords.Type } }
        #expect(!quick.isEmpty)
        #expect(Set(quick.map(ObjectIdentifier.init)) == Set(TendCommand.quickCommands.map(ObjectIdentifier.init)))
        for type in TendCommand.quickCommands {
            #expect(type.managesSync == (type is any SyncManagedCommand.Type), "\(type)")
        }
    }

    @Test("a command that runs without a parse has no option but the common ones, whose defaults are a parse of no words")
    func withoutWordsOnlyCommonOptions() throws {
        let quick = inInvocation { commands().filter { $0.type is any RunsWithoutWords.Type } }
        #expect(!quick.isEmpty)
        for (words, type) in quick {
            let parsed = try inInvocation { try type.parseAsRoot([]) }
            let children = Mirror(reflecting: parsed).children.map { $0.label ?? "" }
            #expect(children == ["_common"], "\(words): \(children)")
        }
        #expect(try inInvocation { try CommonOptions.parse([]).values } == CommonValues.defaults)
        #expect(try inInvocation { try CommonOptions.parse(["--store", "x", "--json", "--no-color", "--ascii"]).values }
                == CommonValues(store: "x", json: true, noColor: true, ascii: true))
    }

    @Test("`tend` without a parse shows what `tend today` parsed shows, text and JSON, on a fresh store and a used one")
    func withoutWordsSameOutput() {
        let fresh = TendHarness()
        #expect(fresh.run([]).out == fresh.run(["today", "--store", fresh.storePath]).out)
        #expect(fresh.run([]).out.contains("tend init"))
        #expect(h.run("mood", "log", "good").code == 0)
        #expect(h.run("gratitude", "add", "the sea").code == 0)
        #expect(h.run("habit", "new", "Run").code == 0)
        let quick = h.run([]), parsed = h.run(["today", "--store", h.storePath])
        #expect(quick.code == 0 && quick.out == parsed.out && quick.err == parsed.err, "\(quick)\n\(parsed)")
        #expect(h.run(["today", "--json"]).out == h.run(["today", "--json", "--store", h.storePath]).out)
    }
}
