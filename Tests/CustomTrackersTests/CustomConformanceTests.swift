import Foundation
import Testing
import TendEngine
import TendKernel
import TendCLITesting
import TendTesting
@testable import CustomTrackers

/// Defined trackers follow the rules of the ``Tracker`` protocol, checked by TendTesting's conformance
/// check on what `tend ID log` writes.
@Suite("Defined trackers pass the conformance check")
struct CustomConformanceTests {
    @Test("each value kind", arguments: [
        (Fixture.done, ["log"], ["log", "--date", "yesterday"]),
        (Fixture.count, ["log", "3"], ["log", "2", "--note", "tea"]),
        (Fixture.amount, ["log", "7.5"], ["log", "6", "--date", "3d"]),
        (Fixture.level, ["log", "good"], ["log", "1", "--date", "yesterday"]),
        (Fixture.text, ["log", "A good day"], ["log", "Another line"]),
    ])
    func conforms(json: String, first: [String], second: [String]) throws {
        let d = try Fixture.definition(json)
        let problems = TrackerConformance.check(StubModule(tracker: DefinedTracker(d))) { h in
            for args in [first, second, first] {
                let r = h.run([d.id] + args)
                #expect(r.code == 0, "\(r)")
            }
        }
        #expect(problems == [])
    }

    @Test("validate refuses entries the definition wouldn't write")
    func validate() throws {
        let sleep = DefinedTracker(try Fixture.definition(Fixture.amount))
        let day = try #require(Day(iso: "2026-11-22"))
        let ok = Entry(id: "sleep/2026-11-22", tracker: "sleep", day: day, value: .amount(7), created: Date(timeIntervalSince1970: 0))
        #expect(sleep.validate(ok) == nil)
        var e = ok
        e.value = .level(3)
        #expect(sleep.validate(e) == "value {\"level\":3} is not a amount value")
        e = ok
        e.value = .amount(30)
        #expect(sleep.validate(e) != nil)
        e = ok
        e.id = "0123456789abcdef"
        #expect(sleep.validate(e) == "entry 0123456789abcdef of a one-a-day tracker is not keyed by its day")
        e = ok
        e.subject = "x"
        #expect(sleep.validate(e) != nil)
        e = ok
        e.tracker = "mood"
        #expect(sleep.validate(e) != nil)
    }

    @Test("doctor reports entries a changed definition can't show")
    func health() throws {
        let a = TendHarness(modules: [], ids: SequentialIDs(seed: 1))
        try Fixture.add(a, Fixture.level)
        a.run("energy", "log", "good")
        // Another device defined the same id as text (synced in after the fact).
        let b = TendHarness(modules: [], ids: SequentialIDs(seed: 2))
        b.now = "2026-11-22T09:30"
        try Fixture.add(b, #"{"id": "energy", "name": "Energy", "value": "text"}"#)
        _ = try a.openStore().apply(try b.openStore().changes(ChangeQuery(newestFirst: false)), now: a.clock.now())
        let r = a.run("doctor")
        #expect(r.code == 1)
        #expect(r.out.contains("Energy: 1 entries don't match the definition's value (e.g. 2026-11-22: value {\"level\":4} is not a text value)"), "\(r)")
    }
}
