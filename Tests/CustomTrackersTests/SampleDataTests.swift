import Foundation
import Testing
import TendEngine
import TendKernel
import TendStore
import TendCLITesting
import TendTesting
@testable import CustomTrackers

/// `Examples/sample-data/tend.sqlite`: four weeks of sleep, reading and meditation, made with `tend`
/// commands only. The test rebuilds it and checks the committed store holds exactly that;
/// `TEND_UPDATE_GOLDEN=1` rewrites it (after a store schema change, say) and fails, naming it, like
/// every golden file (`Golden`).
@Suite("Sample data")
struct SampleDataTests {
    /// Days of data, ending on 2026-11-22.
    static let days = 28

    static var path: String { (Fixture.examplesDirectory as NSString).deletingLastPathComponent + "/sample-data/tend.sqlite" }

    /// Builds the dataset in a harness: the three example definitions and 28 days of entries up to 2026-11-22.
    static func build() throws -> TendHarness {
        let h = TendHarness(modules: [], ids: SequentialIDs(seed: 7))
        for name in ["sleep-hours", "pages-read", "meditation-minutes"] {
            let r = h.run("tracker", "add", Fixture.examplesDirectory + "/\(name).json")
            if r.code != 0 { throw TendErrorForTest(r.description) }
        }
        let last = try #require(Day(iso: "2026-11-22"))
        for back in (0..<Self.days).reversed() {
            let day = last.adding(days: -back).iso
            let i = Self.days - back
            var runs: [[String]] = []
            if i % 9 != 4 { runs.append(["sleep", "log", ["7.5", "6.5", "8", "7", "6", "7.25", "8.5"][i % 7], "--date", day]) }
            if i % 3 != 0 { runs.append(["pages", "log", String(10 + (i * 7) % 35), "--date", day]) }
            if i % 5 == 1 { runs.append(["pages", "log", "12", "--date", day, "--note", "on the train"]) }
            if i % 6 != 5 { runs.append(["meditation", "log", String(5 + (i * 3) % 11), "--date", day]) }
            if i % 4 == 0 { runs.append(["meditation", "log", "5", "--date", day]) }
            for args in runs {
                let r = h.run(args)
                if r.code != 0 { throw TendErrorForTest(r.description) }
            }
        }
        return h
    }

    @Test("the committed sample store holds what the commands make")
    func sampleStore() throws {
        let h = try Self.build()
        let built = try h.openStore().stateDigest()
        // Read a copy, so the committed file is never touched.
        let committed = try withTemporaryDirectory { dir -> (digest: String, problems: [String], trackers: [String]) in
            try FileManager.default.copyItem(atPath: Self.path, toPath: dir + "/tend.sqlite")
            let sample = try SQLiteStore(path: dir + "/tend.sqlite", clock: h.clock, ids: SequentialIDs(seed: 8))
            return (try sample.stateDigest(), try sample.verify().map { "\($0)" }, try DefinitionStore.load(sample).map(\.id))
        }
        // Like every golden file: an update run rewrites a stale store and fails, naming it; CI refuses it.
        switch Golden.mode() {
        case .refused:
            Issue.record(Comment(rawValue: Golden.refusal(Self.path)))
        case .update where committed.digest != built:
            try FileManager.default.removeItem(atPath: Self.path)
            try FileManager.default.copyItem(atPath: h.storePath, toPath: Self.path)
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: Self.path)
            Issue.record(Comment(rawValue: Golden.rewritten(Self.path)))
        case .update, .compare:
            #expect(committed.digest == built, "\(Self.path) is not what the commands make")
            #expect(committed.problems == [])
            #expect(committed.trackers == ["sleep", "pages", "meditation"])
        }
        let stats = h.run("sleep", "stats", "--json")
        let nights = (1...Self.days).filter { $0 % 9 != 4 }.count
        #expect(stats.code == 0 && stats.out.contains("\"entries\" : \(nights)"), "\(stats)")
    }
}

struct TendErrorForTest: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}
