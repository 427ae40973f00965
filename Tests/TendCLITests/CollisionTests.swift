import ArgumentParser
import Foundation
import Testing
import TendCLI
import TendConsole
import TendKernel
import TendCLITesting
import TendTesting

/// A command group named `stack`, the name of a built-in command group.
struct StackClashCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "stack", abstract: "A clashing stack.")
}

/// Collisions are reported, never resolved by silently dropping one side: at start-up for the build's
/// plugins, in `tend doctor` for trackers defined by files, in the conformance kit for a new plugin.
@Suite("One collision check")
struct CollisionTests {
    static func plugin(_ id: String, commands: [any ParsableCommand.Type] = []) -> TrackerPlugin {
        TestModule.plugin(tracker: StubIDTracker(id: id)).with(commands: commands)
    }

    @Test("the built-in trackers collide with nothing")
    func builtIns() {
        #expect(TendCLI.collisions(adding: []) == [])
        #expect(TendCLI.collisions(adding: TendCLI.builtInModules) == [])
    }

    @Test("every platform command's name is in the one reserved list")
    func reservedCoversCommands() {
        let missing = TendCLI.platformCommandNames.subtracting(ReservedNames.commands)
        #expect(missing.isEmpty, "\(missing.sorted())")
    }

    @Test("a Swift tracker 'mood' beside the built-in one stops tend with the reason; nothing is written")
    func duplicateTracker() throws {
        let h = TendHarness(modules: TendCLI.builtInModules + [Self.plugin("mood")])
        let r = h.run("mood", "log", "good")
        #expect(r.code == 78, "\(r)")
        #expect(r.err.contains("two trackers have the id 'mood' (plugins 3 and 6)"), "\(r.err)")
        #expect(!FileManager.default.fileExists(atPath: h.storePath), "nothing written")
    }

    @Test("a plugin's command group 'stack' hidden by the built-in one is reported")
    func duplicateCommand() {
        let problems = TendCLI.collisions(adding: [Self.plugin("piles", commands: [StackClashCommand.self])])
        #expect(problems == ["the command 'stack' is given by both the tracker 'habit' and the tracker 'piles'; only one could run, so rename one"])
    }

    @Test("a tracker id that is a platform command or a reserved word is reported")
    func reservedID() {
        for id in ["history", "reset", "web"] {
            let problems = TendCLI.collisions(adding: [Self.plugin(id)])
            #expect(problems.contains("the tracker id '\(id)' is the name of a tend command; give the tracker another id"), "\(id): \(problems)")
        }
    }

    @Test("a file-defined tracker with the id of a Swift tracker: doctor reports it, --fix says it can't")
    func definedCollides() throws {
        let plain = TendHarness(modules: TestModules.standard)
        let file = plain.directory + "/water.json"
        try #"{"id": "water", "name": "Water", "value": "done"}"#.write(toFile: file, atomically: true, encoding: .utf8)
        let added = plain.run("tracker", "add", file)
        #expect(added.code == 0, "\(added)")
        let h = TendHarness(modules: TestModules.withCustom)
        let r = h.run(["doctor"], env: ["TEND_STORE": plain.storePath])
        #expect(r.code == 1, "\(r)")
        #expect(r.out.contains("the tracker 'water' defined by a file has the id of a tracker built into this tend"), "\(r.out)")
        let fix = h.run(["doctor", "--fix"], env: ["TEND_STORE": plain.storePath])
        #expect(fix.code == 1)
        #expect(fix.err.contains("doctor can't repair them, and running --fix again won't"), "\(fix.err)")
    }
}

/// A stand-in with a chosen id.
struct StubIDTracker: StandInTracker {
    let id: String
    var descriptor: TrackerDescriptor {
        TrackerDescriptor(id: id, name: id.capitalized, summary: "A stand-in.", valueKind: .level, perDay: .one)
    }
}

extension TrackerPlugin {
    /// The same plugin with other command groups.
    func with(commands: [any ParsableCommand.Type]) -> TrackerPlugin {
        TrackerPlugin(tracker: tracker, commands: commands, strings: strings, settings: settings, reminders: reminders,
                      importMappings: importMappings, setup: setup)
    }
}
