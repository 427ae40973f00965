import Foundation
import Testing
import TendKernel
import TendCLITesting
import TendTesting
@testable import GratitudeTracker

/// Shared helpers of the gratitude tests: a harness with only this module, seeding through the store,
/// golden comparison and the bad-input check.
enum G {
    /// Sunday 22 November 2026, the harness's default today.
    static let today = Day(year: 2026, month: 11, day: 22)!

    /// A harness running `tend` with the gratitude module only.
    static func harness(now: String = "2026-11-22T09:00") -> TendHarness {
        TendHarness(now: now, modules: [GratitudeModule.plugin])
    }

    /// Writes lines straight through the store, `counts[day]` lines a day (named `<iso> #<n>`), in one change.
    static func seed(_ h: TendHarness, _ counts: [Day: Int]) throws {
        let store = try h.openStore()
        let now = h.clock.now()
        try store.write(ChangeIntent(action: "gratitude.add", detail: "seed")) { _ in
            counts.sorted { $0.key < $1.key }.flatMap { day, n in
                zip(1...max(1, n), FractionalIndex.sequence(after: nil, count: n)).map { i, p in
                    Mutation.create(Entry(id: h.ids.recordID(), tracker: GratitudeTracker.id, day: day,
                                          value: .text("\(day.iso) #\(i)"), position: p, created: now))
                }
            }
        }
    }

    /// One line on each of `days`.
    static func seed(_ h: TendHarness, days: [Day]) throws {
        try seed(h, Dictionary(uniqueKeysWithValues: days.map { ($0, 1) }))
    }

    /// Sets a synced setting straight through the store.
    static func setSetting(_ h: TendHarness, _ key: String, _ value: FieldValue) throws {
        try h.openStore().write(ChangeIntent(action: "config.set", detail: key)) { _ in
            [.setSetting(key, scope: .synced, value)]
        }
    }

    /// The texts of a day's live lines, in display order.
    static func texts(_ h: TendHarness, _ day: Day = today) throws -> [String] {
        try h.openStore().entries(EntryQuery(tracker: GratitudeTracker.id, days: day...day)).map { $0.value.text ?? "" }
    }

    /// Parses JSON output.
    static func json(_ r: TendHarness.Result) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any], "\(r)")
    }

    /// Runs a command that must succeed and returns its output.
    @discardableResult
    static func ok(_ h: TendHarness, _ args: String..., sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let r = h.run(args)
        #expect(r.code == 0, "\(args): \(r)", sourceLocation: sourceLocation)
        #expect(r.err.isEmpty, "\(args): \(r)", sourceLocation: sourceLocation)
        return r.out
    }

    /// Compares output with a golden file beside the tests.
    static func golden(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        Golden.check(text, name, sourceLocation: sourceLocation)
    }

    /// Runs `args` and checks the refusal: exit code, the exact one-line message, empty stdout, nothing written.
    static func refused(_ h: TendHarness, _ args: [String], code: Int32, message: String,
                        sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try h.digest()
        let r = h.run(args)
        #expect(r.code == code, "\(args): \(r)", sourceLocation: sourceLocation)
        #expect(r.out.isEmpty, "\(args): \(r)", sourceLocation: sourceLocation)
        #expect(r.err == "tend: " + message + "\n", "\(args)", sourceLocation: sourceLocation)
        #expect(try h.digest() == before, "nothing written by \(args)", sourceLocation: sourceLocation)
    }
}
