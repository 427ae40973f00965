import ArgumentParser
import Foundation
import TendCLI
import TendConsole
import TendKernel
import TendCLITesting
import TendTesting
import Testing
@testable import CustomTrackers

/// A tracker written in Swift whose entries follow a definition: steps walked, counted, many a day. Every
/// hook is the defined tracker's, so its data reads the same through its own code and the generic one.
struct StepsTracker: DefinitionBacked {
    static let id = "steps"
    var definition: TrackerDefinition {
        TrackerDefinition(id: Self.id, name: "Steps", value: .count(unit: "steps", max: 100_000), perDay: .many(limit: nil),
                          stats: [.streak, .momentum])
    }
    var defined: DefinedTracker { DefinedTracker(definition) }
    var descriptor: TrackerDescriptor { defined.descriptor }
    func targets(_ c: TrackerContext) throws -> [TrackerTarget] { try defined.targets(c) }
    func history(of t: TrackerTarget, days: ClosedRange<Day>, _ c: TrackerContext) throws -> TargetHistory {
        try defined.history(of: t, days: days, c)
    }
    func histories(_ r: [HistoryRequest], _ c: TrackerContext, _ body: (TargetHistory) throws -> Void) throws {
        try defined.histories(r, c, body)
    }
    func today(_ c: TrackerContext) throws -> TodayStatus { try defined.today(c) }
    func validate(_ entry: Entry) -> String? { defined.validate(entry) }
    func checkHealth(_ c: TrackerContext) throws -> [String] { try defined.checkHealth(c) }
    func repairs(_ c: TrackerContext) throws -> [Mutation] { try defined.repairs(c) }
}

/// The group that takes every generic command.
struct StepsCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "steps", abstract: "Steps walked.", subcommands: GenericCommands<StepsTracker>.all)
    }
}

/// The group that writes its own `log` and takes the rest.
struct StepsOwnLogCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "steps", abstract: "Steps walked.",
                             subcommands: [OwnLog.self] + GenericCommands<StepsTracker>.except("log"))
    }

    struct OwnLog: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(commandName: "log", abstract: "The tracker's own log.") }
        @Argument var value: String
        func run() throws { Invocation.current.io.write("own log: \(value)\n") }
    }
}

@Suite("A Swift tracker takes the generic commands and overrides only what it needs")
struct GenericCommandsTests {
    static func plugin(_ group: any ParsableCommand.Type) -> TrackerPlugin {
        TrackerPlugin(tracker: StepsTracker(), commands: [group], strings: StringTable(id: "StepsStrings", english: [:]),
                      settings: [], reminders: .standard)
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("log, show, list, rm (and remove), stats and month work on the Swift tracker's own data")
    func wholeGrammar() throws {
        let h = TendHarness(modules: [Self.plugin(StepsCommand.self)])
        #expect(h.run("steps", "log", "5000").code == 0)
        #expect(h.run("steps", "log", "3000", "--date", "yesterday").code == 0)
        #expect(h.run("steps", "log", "2000", "--date", "yesterday").code == 0)
        let day = try Self.json(h.run("steps", "show", "--date", "yesterday", "--json").out)
        #expect(day["measure"] as? Double == 5000, "\(day)")
        let list = try Self.json(h.run("steps", "list", "--json").out)
        #expect((list["days"] as? [Any])?.count == 2)
        let stats = h.run("steps", "stats", "--json")
        #expect(stats.code == 0, "\(stats)")
        let month = h.run("steps", "month")
        #expect(month.code == 0 && month.out.contains("November 2026"), "\(month)")
        #expect(h.run("steps", "remove", "--date", "yesterday").code == 0)
        #expect((try Self.json(h.run("steps", "list", "--json").out)["days"] as? [Any])?.count == 1)
        let help = h.run("steps", "--help").out
        for verb in ["log", "day, show", "list", "rm, remove", "stats", "month"] { #expect(help.contains("  " + verb + " "), "\(verb): \(help)") }
        #expect(!help.contains("defined by a file"))
        #expect(h.run("steps", "log", "--help").out.contains("tend steps log"))
    }

    @Test("a bad value is refused by the generic log with the definition's message, nothing written")
    func refused() throws {
        let h = TendHarness(modules: [Self.plugin(StepsCommand.self)])
        h.run("history")
        let before = try h.openStore().entries(EntryQuery(includeDeleted: true)).count
        let r = h.run("steps", "log", "many")
        #expect(r.code != 0 && r.err.hasPrefix("tend: ") && r.err.contains("many"), "\(r)")
        #expect(try h.openStore().entries(EntryQuery(includeDeleted: true)).count == before)
        #expect(h.run("steps", "log", "200000").code != 0, "over the definition's max")
        #expect(try h.openStore().entries(EntryQuery(includeDeleted: true)).count == before)
    }

    @Test("the tracker's own command replaces the generic one of its name; the others stay")
    func override() throws {
        let h = TendHarness(modules: [Self.plugin(StepsOwnLogCommand.self)])
        #expect(h.run("steps", "log", "5000").out == "own log: 5000\n")
        #expect(h.run("steps", "stats").code == 0)
        #expect(GenericCommands<StepsTracker>.all.count == 6)
        #expect(GenericCommands<StepsTracker>.except("log", "month").compactMap { $0.configuration.commandName }
                == ["day", "list", "rm", "stats"])
    }

    @Test("the Swift tracker passes the conformance check through its generic commands")
    func conforms() {
        let problems = TrackerConformance.check(Self.plugin(StepsCommand.self)) { h in
            h.run("steps", "log", "4000")
            h.run("steps", "log", "1200", "--date", "yesterday")
            h.run("steps", "rm", "--date", "yesterday")
        }
        #expect(problems == [])
    }
}
