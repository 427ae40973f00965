import Foundation
import Testing
import TendKernel
import TendCLITesting
import TendTesting

/// Paths and helpers shared by the import and export tests.
enum Fixture {
    /// The folder of fixture files (written for these tests, never copied from other projects).
    static let folder = (#filePath as NSString).deletingLastPathComponent + "/Fixtures"

    /// The path of a fixture.
    static func path(_ name: String) -> String { folder + "/" + name }
}

extension TendHarness {
    /// A path inside the harness's temporary directory.
    func file(_ name: String) -> String { directory + "/" + name }

    /// Writes `text` to a file in the harness directory and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let p = file(name)
        try FileManager.default.createDirectory(atPath: (p as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: p))
        return p
    }

    /// The live entries of a tracker, in canonical order.
    func entries(_ tracker: String) throws -> [Entry] {
        try openStore().entries(EntryQuery(tracker: tracker))
    }

    /// The items of a tracker (archived included).
    func items(_ tracker: String) throws -> [Item] {
        try openStore().items(ItemQuery(tracker: tracker))
    }
}

/// Assertions on refused commands.
enum Refusal {
    /// Runs `args`, expecting exit `code`, empty standard output, every `mentions` text in the error,
    /// and nothing written (the store's digest unchanged).
    static func expect(_ h: TendHarness, _ args: [String], code: Int32, mentions: [String],
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try h.digest()
        let r = h.run(args)
        #expect(r.code == code, "\(r)", sourceLocation: sourceLocation)
        #expect(r.out == "", "\(r)", sourceLocation: sourceLocation)
        for m in mentions { #expect(r.err.contains(m), "missing '\(m)' in: \(r.err)", sourceLocation: sourceLocation) }
        #expect(try h.digest() == before, "the store changed", sourceLocation: sourceLocation)
    }
}

/// A harness whose store already holds a little of everything, so "nothing written" is checked
/// against real data.
func seededHarness(seed: UInt64 = 0) throws -> TendHarness {
    let h = TendHarness(ids: SequentialIDs(seed: seed))
    for args in [["mood", "log", "good", "--date", "2026-11-21"], ["gratitude", "add", "Warm soup"], ["habit", "new", "Read"],
                 ["habit", "done", "Read"]] {
        let r = h.run(args)
        #expect(r.code == 0, "\(r)")
    }
    return h
}
