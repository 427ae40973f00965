import Foundation
import Testing
import TendConsole
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
        let problems = TrackerConformance.check(StubModule.plugin(tracker: DefinedTracker(d))) { h in
            for args in [first, second, first] {
                let r = h.run([d.id] + args)
                #expect(r.code == 0, "\(r)")
            }
        }
        #expect(problems == [])
    }

    @Test("a today phrase with no catalog text is reported; the same tracker with its text passes")
    func uncataloguedTodayPhrase() {
        struct Sayer: StandInTracker {
            let key: String
            let descriptor = TrackerDescriptor(id: "sayer", name: "Sayer", summary: "Says one phrase.", valueKind: .done, perDay: .one)
            func today(_ c: TrackerContext) throws -> TodayStatus {
                TodayStatus(tracker: "sayer", title: .verbatim("Sayer"), due: true, done: false, lines: [.sentence([Phrase(key)])])
            }
        }
        Catalog.register(StringTable(id: "SayerStrings", english: ["sayer.today": "Sayer · say something"]))
        let nothing: (TendHarness) -> Void = { _ in }
        let good = TrackerConformance.check(StubModule.plugin(tracker: Sayer(key: "sayer.today")), exercise: nothing)
        #expect(!good.contains { $0.contains("no catalog text") }, "\(good)")
        #expect(TrackerConformance.check(StubModule.plugin(tracker: Sayer(key: "sayer.todya")), exercise: nothing)
                .contains("today() says 'sayer.todya', which has no catalog text"))
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

/// The conformance check reads every part of a plugin, not only its tracker and commands: a setting
/// under another tracker's name, one without catalogued help, or a default its own parser cannot read
/// back is reported (the kind of slip that once made `mood.style` unknown to `tend config`).
@Suite("Conformance checks a plugin's settings")
struct PluginPartsConformanceTests {
    static let tracker = DefinedTracker(try! Fixture.definition(Fixture.level))

    static func plugin(_ settings: [SettingKey]) -> TrackerPlugin {
        TrackerPlugin(tracker: tracker, commands: [StubCommand.self],
                      strings: StringTable(id: "PartsModule", english: ["stub.abstract": "A stand-in command group for tests.",
                                                                     "setting.\(tracker.descriptor.id).style": "How it is shown."]),
                      settings: settings, reminders: .standard)
    }

    @Test("a well-named, catalogued setting passes")
    func good() {
        let id = Self.tracker.descriptor.id
        let p = Self.plugin([.choice("\(id).style", .synced, ["words", "numbers"], default: "words")])
        #expect(TrackerConformance.checkModel(p) == [])
    }

    @Test("misnamed, uncatalogued, twice-declared and unreadable settings are each reported")
    func bad() {
        let id = Self.tracker.descriptor.id
        let misnamed = SettingKey.choice("other.style", .synced, ["a"], default: "a")
        let uncatalogued = SettingKey.choice("\(id).size", .synced, ["a"], default: "a")
        let twice = SettingKey.choice("\(id).style", .synced, ["words"], default: "words")
        let unreadable = SettingKey(name: "\(id).style", scope: .synced, defaultValue: .string("x"),
                                    summaryKey: "setting.\(id).style", accepted: "y") { $0 == "y" ? .string("y") : nil }
        let problems = TrackerConformance.checkModel(Self.plugin([misnamed, uncatalogued, twice, unreadable]))
        #expect(problems.contains("setting 'other.style' is not named '\(id).<name>'"))
        #expect(problems.contains("setting '\(id).size' has no catalogued help ('setting.\(id).size')"))
        #expect(problems.contains("setting '\(id).style' is declared twice"))
        #expect(problems.contains("setting '\(id).style': its default does not read back through its own parser"))
    }
}
