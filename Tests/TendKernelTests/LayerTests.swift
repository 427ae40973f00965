import Foundation
import Testing

/// The package's layers, read from the `import` lines of every source file (docs/architecture.md):
/// the kernel knows only Foundation; trackers know nothing of the store, sync, transfer, the engine or
/// the CLI; the store, sync, transfer, engine, stats and console know no tracker; nothing but
/// `tend-relay` imports the relay.
@Suite("layers")
struct LayerTests {
    static let sources: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path + "/Sources"
    }()

    static let trackers: Set<String> = ["GratitudeTracker", "FiveLinesTracker", "MoodTracker", "HabitStacksTracker",
                                        "RitualArcsTracker", "CustomTrackers"]

    /// Each target's imported modules (every file's `import` lines, `@testable`/`@_exported` included).
    static func imports() throws -> [String: Set<String>] {
        var out: [String: Set<String>] = [:]
        for target in try FileManager.default.contentsOfDirectory(atPath: sources) {
            let dir = sources + "/" + target
            guard let files = FileManager.default.enumerator(atPath: dir) else { continue }
            var found: Set<String> = []
            while let f = files.nextObject() as? String {
                guard f.hasSuffix(".swift") else { continue }
                let text = try String(contentsOfFile: dir + "/" + f, encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let words = line.split(separator: " ").map(String.init).filter { !$0.hasPrefix("@") }
                    if words.count >= 2, words[0] == "import" { found.insert(words[1]) }
                }
            }
            out[target] = found
        }
        return out
    }

    @Test("the kernel imports Foundation only; the engine and stats the kernel only")
    func kernel() throws {
        let all = try Self.imports()
        #expect(all["TendKernel"] == ["Foundation"], "\(all["TendKernel"] ?? [])")
        #expect(all["TendEngine"]?.isSubset(of: ["Foundation", "TendKernel"]) == true, "\(all["TendEngine"] ?? [])")
        #expect(all["TendStats"]?.isSubset(of: ["Foundation", "TendKernel"]) == true, "\(all["TendStats"] ?? [])")
    }

    @Test("no tracker module imports the store, sync, transfer, the engine, the relay or the CLI")
    func trackersStayAbove() throws {
        let all = try Self.imports()
        let forbidden: Set<String> = ["TendStore", "TendSync", "TendTransfer", "TendEngine", "TendCLI", "TendRelay", "GRDB",
                                      "TendCLITesting", "TendTesting"]
        for t in Self.trackers {
            let found = try #require(all[t], "\(t) has sources")
            #expect(found.isDisjoint(with: forbidden), "\(t) imports \(found.intersection(forbidden).sorted())")
        }
    }

    @Test("the store, sync, transfer, engine, stats and console import no tracker module")
    func platformKnowsNoTracker() throws {
        let all = try Self.imports()
        for t in ["TendStore", "TendSync", "TendTransfer", "TendEngine", "TendStats", "TendConsole", "TendKernel", "TendRemind", "TendSyncCommands",
                  "TendInsights"] {
            let found = try #require(all[t], "\(t) has sources")
            #expect(found.isDisjoint(with: Self.trackers), "\(t) imports \(found.intersection(Self.trackers).sorted())")
        }
    }

    @Test("only tend-relay imports the relay; only the store imports GRDB")
    func relayAndSQLite() throws {
        let all = try Self.imports()
        for (target, found) in all {
            if target != "tend-relay" { #expect(!found.contains("TendRelay"), "\(target) imports TendRelay") }
            if target != "TendStore" { #expect(!found.contains("GRDB"), "\(target) imports GRDB") }
        }
    }
}
