import Foundation
import Testing

/// The package's layers, read from the `import` lines of every source file (docs/architecture.md):
/// the kernel knows only Foundation; trackers know nothing of the store, sync, transfer, the engine or
/// the CLI; the store, sync, transfer, engine, stats and console know no tracker; nothing but
/// `tend-relay` imports the relay; SQLite is TendStore's alone (the relay's file goes through its
/// `SQLiteDatabase` facade).
@Suite("layers")
struct LayerTests {
    static let package: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()
    static let sources = package + "/Sources"

    static let trackers: Set<String> = ["GratitudeTracker", "FiveLinesTracker", "MoodTracker", "HabitStacksTracker",
                                        "RitualArcsTracker", "CustomTrackers"]

    /// Each target's imported modules (every file's `import` lines, `@testable`/`@_exported` included),
    /// the targets under `folder` (`Sources` or `Tests`).
    static func imports(in folder: String = "Sources") throws -> [String: Set<String>] {
        var out: [String: Set<String>] = [:]
        let root = package + "/" + folder
        for target in try FileManager.default.contentsOfDirectory(atPath: root) {
            let dir = root + "/" + target
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

    @Test("only tend-relay imports the relay; only the store imports GRDB or SQLite, in sources and tests alike")
    func relayAndSQLite() throws {
        let sources = try Self.imports()
        let sqlite: Set<String> = ["GRDB", "GRDBSQLite", "SQLite3", "CSQLite", "CRelaySQLite"]
        let all = try sources.merging(Self.imports(in: "Tests"), uniquingKeysWith: { $0.union($1) })
        for (target, found) in all {
            if !["tend-relay", "TendRelayTests"].contains(target) { #expect(!found.contains("TendRelay"), "\(target) imports TendRelay") }
            if target != "TendStore" { #expect(found.isDisjoint(with: sqlite), "\(target) imports \(found.intersection(sqlite).sorted())") }
        }
        // The relay's SQLite file goes through TendStore's facade: no second binding of its own.
        #expect(sources["TendRelay"]?.contains("TendStore") == true)
        #expect(sources["CRelaySQLite"] == nil, "a system library target of the relay's own")
    }
}
