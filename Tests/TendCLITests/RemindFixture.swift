import ArgumentParser
import Foundation
import Testing
import TendCLI
import TendConsole
import TendKernel
import TendCLITesting
import TendTesting

/// A module whose reminders are given (the platform reads only the hook, never a tracker's name).
enum ReminderTestModule {
    static func plugin(tracker: any Tracker, defaults: [ReminderDefault]? = nil) -> TrackerPlugin {
        TrackerPlugin(tracker: tracker, commands: [], strings: StringTable(id: "test.remind." + tracker.descriptor.id, english: [:]),
                      settings: [], reminders: defaults.map { list in .defaults { _ in list } } ?? .standard)
    }
}

/// A tracker of rituals by part of the day, as the ritual tracker offers its reminders: the device-local
/// settings `remind.ritual.<time of day>` with the defaults morning 07:30, midday 12:00, afternoon 15:00,
/// evening 19:00 and night 21:30.
struct RitualLikeTracker: StandInTracker {
    let descriptor = TrackerDescriptor(id: "ritual", name: "Rituals", summary: "Rituals by part of the day.", valueKind: .done,
                                       perDay: .many(limit: nil))

    static let times: [TimeOfDay: ClockTime] = [
        .morning: ClockTime(hour: 7, minute: 30)!, .midday: ClockTime(hour: 12, minute: 0)!,
        .afternoon: ClockTime(hour: 15, minute: 0)!, .evening: ClockTime(hour: 19, minute: 0)!,
        .night: ClockTime(hour: 21, minute: 30)!,
    ]

    static var module: TrackerPlugin { RitualLikeModule.plugin }
}

/// The module of ``RitualLikeTracker``: its reminders by part of the day, titled when asked (so in
/// the invocation's language).
enum RitualLikeModule {
    static var plugin: TrackerPlugin {
        TrackerPlugin(tracker: RitualLikeTracker(), commands: [], strings: StringTable(id: "test.remind.ritual", english: [:]),
                      settings: [], reminders: .defaults { ReminderDefault.byTimeOfDay($0) { RitualLikeTracker.times[$0] } })
    }
}

/// Shared set-ups for the `tend remind` tests.
enum Remind {
    /// The built-in module of a tracker id.
    static func builtIn(_ id: String) -> TrackerPlugin {
        TendCLI.builtInModules.first { $0.tracker.descriptor.id == id }!
    }

    /// Walk (daily) and Journal (weekdays), each with one reminder off until chosen.
    static var practiceModules: [TrackerPlugin] {
        [ReminderTestModule.plugin(tracker: WalkTracker()), ReminderTestModule.plugin(tracker: JournalTracker())]
    }

    /// A harness on 2026-11-22 09:00 (a Sunday) with the given modules.
    static func harness(_ modules: [TrackerPlugin] = practiceModules, now: String = "2026-11-22T09:00",
                        seed: UInt64 = 0x5EED) -> TendHarness {
        let h = TendHarness(now: now, modules: modules, ids: SequentialIDs(seed: seed))
        h.run("history")  // creates the store (and its device id) first
        return h
    }

    /// Runs a command that must succeed; returns its output.
    @discardableResult
    static func ok(_ h: TendHarness, _ args: String..., env: [String: String] = [:],
                   sourceLocation: SourceLocation = #_sourceLocation) -> String {
        ok(h, args, env: env, sourceLocation: sourceLocation)
    }

    /// Runs a command that must succeed; returns its output.
    @discardableResult
    static func ok(_ h: TendHarness, _ args: [String], env: [String: String] = [:],
                   sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let r = h.run(args, env: env)
        #expect(r.code == 0, "\(args): \(r)", sourceLocation: sourceLocation)
        #expect(r.err.isEmpty, "\(args): \(r)", sourceLocation: sourceLocation)
        return r.out
    }

    /// Records something for `tracker` on each of `days` (ISO): one entry a day (done, or a line).
    static func record(_ h: TendHarness, _ tracker: String, _ days: String...) throws {
        let store = try h.openStore()
        for iso in days {
            let day = Day(iso: iso)!
            let value: EntryValue = tracker == "journal" || tracker == "gratitude" ? .text("A line") : .done
            try store.write(ChangeIntent(action: "test.record", detail: iso)) { _ in
                [.create(Entry(id: EntryKey.daily(tracker, day), tracker: tracker, day: day, value: value, created: h.clock.now()))]
            }
        }
    }

    /// `tend remind due` at `now` (moving the harness clock there).
    static func due(_ h: TendHarness, at now: String, _ extra: String..., env: [String: String] = [:],
                    sourceLocation: SourceLocation = #_sourceLocation) -> String {
        h.now = now
        return ok(h, ["remind", "due"] + extra, env: env, sourceLocation: sourceLocation)
    }

    /// ISO day `n` days after `iso`.
    static func day(_ iso: String, plus n: Int) -> String { Day(iso: iso)!.adding(days: n).iso }

    /// Compares with a golden file beside these tests.
    static func golden(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        Golden.check(text, name, sourceLocation: sourceLocation)
    }
}
