import ArgumentParser
import Foundation
import TendConsole
import TendKernel
import TendTesting

// Test trackers for the platform commands. Each is reached only through the kernel `Tracker` hooks, as
// the real trackers will be: a daily yes/no practice, a 1–5 level like mood, a text journal, a tracker
// with several targets (like habits), and — in one test — a custom tracker with nothing but defaults.

/// A daily yes/no practice (default targets and history).
struct WalkTracker: StandInTracker {
    let descriptor = TrackerDescriptor(id: "walk", name: "Walk", summary: "A daily walk.", valueKind: .done, perDay: .one,
                                       stats: [.streak, .momentum, .strength])

    func today(_ c: TrackerContext) throws -> TodayStatus {
        let done = try c.store.entry(id: EntryKey.daily("walk", c.today)).map { !$0.deleted && !$0.value.isSkip } ?? false
        let due = try schedule(c).isScheduled(c.today)
        return TodayStatus(tracker: "walk", title: .verbatim("Walk"), due: due, done: done,
                           lines: [.sentence([.verbatim("Walk"), .verbatim(done ? "done" : due ? "not yet" : "rest day")])])
    }
}

/// A level from 1 to 5, one a day (like mood).
struct FeelTracker: StandInTracker {
    let descriptor = TrackerDescriptor(id: "feel", name: "Feel", summary: "How the day felt, 1 to 5.", valueKind: .level,
                                       perDay: .one, stats: [.streak, .momentum])

    func today(_ c: TrackerContext) throws -> TodayStatus {
        let level = try c.store.entry(id: EntryKey.daily("feel", c.today)).flatMap { $0.deleted ? nil : $0.value.level }
        return TodayStatus(tracker: "feel", title: .verbatim("Feel"), due: true, done: level != nil,
                           lines: [.sentence([.verbatim("Feel"), .verbatim(level.map { "\($0) of 5" } ?? "not logged yet")])])
    }

    func validate(_ entry: Entry) -> String? {
        guard entry.tracker == "feel" else { return "entry belongs to tracker '\(entry.tracker)'" }
        guard let l = entry.value.level, (1...5).contains(l) else { return "a level from 1 to 5" }
        return nil
    }
}

/// A text journal: up to three lines a day, on weekdays, with momentum only (no streak).
struct JournalTracker: StandInTracker {
    let descriptor = TrackerDescriptor(id: "journal", name: "Journal", summary: "Up to three lines a day.", valueKind: .text,
                                       perDay: .many(limit: 3), defaultSchedule: .days([.monday, .tuesday, .wednesday, .thursday, .friday]),
                                       stats: [.momentum])

    func today(_ c: TrackerContext) throws -> TodayStatus {
        let n = try c.store.dayCounts(EntryQuery(tracker: "journal", days: c.today...c.today))[c.today] ?? 0
        return TodayStatus(tracker: "journal", title: .verbatim("Journal"), due: try schedule(c).isScheduled(c.today), done: n > 0,
                           progress: TodayProgress(done: n, total: 3), lines: [.sentence([.verbatim("Journal · \(n) of 3 today")])])
    }

    func validate(_ entry: Entry) -> String? {
        guard entry.tracker == "journal" else { return "entry belongs to tracker '\(entry.tracker)'" }
        guard let t = entry.value.text, (1...280).contains(t.count) else { return "a line of 1 to 280 characters" }
        return nil
    }
}

/// Several targets, like habits: one per `chore` item (`chores:Dishes`), each with its own schedule and
/// start, its entries keyed by (chore, day).
struct ChoresTracker: StandInTracker {
    let descriptor = TrackerDescriptor(id: "chores", name: "Chores", summary: "Chores on their own schedules.", valueKind: .done,
                                       perDay: .one, stats: [.streak, .momentum, .strength])

    func targets(_ c: TrackerContext) throws -> [TrackerTarget] {
        try c.store.items(ItemQuery(tracker: "chores", type: "chore", includeArchived: false)).map { i in
            TrackerTarget(id: "chores:" + (i.string("name") ?? i.id), tracker: "chores", name: i.string("name") ?? i.id,
                          schedule: (try? Schedule(parsing: i.string("schedule") ?? "daily")) ?? .daily,
                          start: i.string("start").flatMap { Day(iso: $0) })
        }
    }

    func history(of target: TrackerTarget, days: ClosedRange<Day>, _ c: TrackerContext) throws -> TargetHistory {
        let subject = String(target.id.dropFirst("chores:".count)).lowercased()
        var marks: [Day: DayMark] = [:]
        for e in try c.store.entries(EntryQuery(tracker: "chores", subject: .only(subject), days: days)) {
            marks[e.day] = e.value.isSkip ? DayMark(count: 1, completion: 0, skipped: true) : DayMark()
        }
        return TargetHistory(target: target, marks: marks)
    }

    func today(_ c: TrackerContext) throws -> TodayStatus {
        let targets = try targets(c)
        var done = 0
        var parts: [String] = []
        for t in targets {
            let d = try history(of: t, days: c.today...c.today, c).marks[c.today]?.completion == 1
            if d { done += 1 }
            parts.append(t.name + (d ? " ✓" : " ·"))
        }
        return TodayStatus(tracker: "chores", title: .verbatim("Chores"), due: !targets.isEmpty, done: done == targets.count && done > 0,
                           progress: TodayProgress(done: done, total: targets.count),
                           lines: [.sentence([.verbatim("Chores · " + parts.joined(separator: "  "))])])
    }
}

/// A custom tracker: nothing but a descriptor, every hook the kernel's default.
struct WaterTracker: StandInTracker {
    let descriptor = TrackerDescriptor(id: "water", name: "Water", summary: "Glasses of water.", valueKind: .amount,
                                       perDay: .many(limit: nil))
}

/// A module around a test tracker (no commands of its own; the platform commands are what is tested).
enum TestModule {
    static func plugin(tracker: any Tracker, settings: [SettingKey] = []) -> TrackerPlugin {
        TrackerPlugin(tracker: tracker, commands: [], strings: StringTable(id: "test." + tracker.descriptor.id, english: [:]),
                      settings: settings, reminders: .standard)
    }
}

enum TestModules {
    /// A module key: how Feel shows its levels.
    static let feelStyle = SettingKey.choice("feel.style", .synced, ["words", "numbers"], default: "words")

    /// The four trackers of the known history, in today-view order.
    static var standard: [TrackerPlugin] {
        [TestModule.plugin(tracker: WalkTracker()), TestModule.plugin(tracker: FeelTracker(), settings: [feelStyle]),
         TestModule.plugin(tracker: JournalTracker()), TestModule.plugin(tracker: ChoresTracker())]
    }

    /// The standard ones plus the custom water tracker.
    static var withCustom: [TrackerPlugin] { standard + [TestModule.plugin(tracker: WaterTracker())] }
}
