import ArgumentParser
import Foundation
import TendCLI
import TendConsole
import TendKernel
import TendCLITesting
import TendTesting
import Testing
@testable import CustomTrackers

/// Definitions and helpers shared by the custom tracker tests.
enum Fixture {
    /// One definition of each value kind.
    static let done = #"{"id": "stretch", "name": "Stretching", "value": "done"}"#
    static let count = #"{"id": "water", "name": "Water", "value": {"kind": "count", "unit": "glasses", "max": 30}, "perDay": "many", "goal": {"atLeast": 8}}"#
    static let amount = #"{"id": "sleep", "name": "Sleep", "value": {"kind": "amount", "unit": "h", "max": 24}, "goal": {"atLeast": 7, "per": "day"}, "stats": ["streak", "momentum", "strength", "milestones", "completion"]}"#
    static let level = #"{"id": "energy", "name": "Energy", "value": {"kind": "level", "labels": ["drained", "low", "steady", "good", "bright"]}}"#
    static let text = #"{"id": "highlight", "name": "Highlight", "value": "text", "perDay": "many"}"#

    /// Writes `json` to a file in the harness directory and returns its path.
    static func file(_ h: TendHarness, _ json: String, name: String = "definition.json") throws -> String {
        let path = h.directory + "/" + name
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Adds a definition through `tend tracker add` and expects success.
    @discardableResult
    static func add(_ h: TendHarness, _ json: String) throws -> TendHarness.Result {
        let r = h.run("tracker", "add", try file(h, json, name: "add-\(UUID().uuidString).json"))
        if r.code != 0 { Issue.record("tracker add failed: \(r)") }
        return r
    }

    /// The definition of a JSON text (which must be valid).
    static func definition(_ json: String) throws -> TrackerDefinition {
        try DefinitionParser.parse(json).get()
    }

    /// `Examples/definitions` in the repository.
    static var examplesDirectory: String {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path + "/Examples/definitions"
    }
}

/// A stand-in command group so a tracker can be given to harnesses and the conformance check as a
/// module (its real commands are the platform's `tend ID …`).
struct StubCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "stub-group", abstract: tr("stub.abstract"))
    }
    func run() throws {}
}

/// A module around any tracker, with the stub command group.
enum StubModule {
    static func plugin(tracker: any Tracker) -> TrackerPlugin {
        TrackerPlugin(tracker: tracker, commands: [StubCommand.self],
                      strings: StringTable(id: "StubModule", english: ["stub.abstract": "A stand-in command group for tests."]),
                      settings: [], reminders: .standard)
    }
}

/// A built-in tracker stand-in with a given id.
struct StubTracker: StandInTracker {
    let id: String
    var descriptor: TrackerDescriptor {
        TrackerDescriptor(id: id, name: id.capitalized, summary: "A stand-in.", valueKind: .level, perDay: .one)
    }
}
