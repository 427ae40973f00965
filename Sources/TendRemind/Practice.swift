import TendConsole
import TendKernel

/// What a reminder is about: a whole tracker (any entry counts) or one of its targets (a habit), with
/// its journaling schedule — the synced one, which nudges follow on every device.
struct Practice {
    /// The tracker.
    let tracker: any Tracker
    /// The target, or `nil` for the whole tracker.
    let target: TrackerTarget?
    /// Display title (`Five lines`, `Run`).
    let title: String
    /// The journaling schedule.
    let schedule: Schedule
    /// The first day it existed (anchors interval schedules; nudges count from it when never recorded).
    let start: Day?
    /// Whether the user chose its journaling schedule (`<tracker>.schedule` is set, as `tend init --days`
    /// does): a reminder's default days then give way to it.
    var scheduleChosen = false

    /// Stable key: `five`, `habit|habit:Run`.
    var key: String { target.map { tracker.descriptor.id + "|" + $0.id } ?? tracker.descriptor.id }

    /// The practice a reminder follows: its target if the tracker still offers it (among `targets`, the
    /// tracker's), else the tracker.
    static func of(_ reminder: ReminderDefault, _ tracker: any Tracker, targets: [TrackerTarget],
                   _ context: TrackerContext) throws -> Practice {
        if let id = reminder.target, let t = targets.first(where: { $0.id == id }) {
            return Practice(tracker: tracker, target: t, title: t.name, schedule: t.schedule, start: t.start)
        }
        let own = targets.first { $0.id == tracker.descriptor.id }
        let chosen = try context.store.setting(SettingKeys.schedule(for: tracker.descriptor).name, scope: .synced) != nil
        return Practice(tracker: tracker, target: nil, title: tracker.descriptor.name,
                        schedule: try tracker.schedule(context), start: own?.start, scheduleChosen: chosen)
    }

    /// The days in `range` with something recorded (a skip counts: the user answered).
    func recordedDays(_ range: ClosedRange<Day>, _ context: TrackerContext) throws -> Set<Day> {
        if let target {
            let marks = try tracker.history(of: target, days: range, context).marks
            return Set(marks.filter { $0.value.count > 0 }.keys)
        }
        let counts = try context.store.dayCounts(EntryQuery(tracker: tracker.descriptor.id, days: range))
        return Set(counts.filter { $0.value > 0 }.keys)
    }

    /// The last day up to `today` with something recorded, if any: one query for a whole tracker;
    /// growing windows (64 days, 1024, then from the start) for a target.
    func lastRecord(upTo today: Day, _ context: TrackerContext) throws -> Day? {
        let earliest = today.adding(days: -36_600)
        guard let target else {
            return try context.store.entries(EntryQuery(tracker: tracker.descriptor.id, days: earliest...today,
                                                        newestFirst: true, limit: 1)).first?.day
        }
        for back in [63, 1023, nil] as [Int?] {
            let first = back.map { today.adding(days: -$0) } ?? min(target.start ?? earliest, today)
            if let last = try recordedDays(first...today, context).max() { return last }
            if back == nil || (target.start.map { $0 >= first } ?? false) { return nil }
        }
        return nil
    }

    /// Its nudge state on `today`. A practice never recorded counts from its start, else from the day
    /// a reminder of it was first shown on this device (`firstShown`): a default reminder of a tracker
    /// never used nudges twice and then stays silent, like any other.
    func nudge(today: Day, firstShown: Day? = nil, _ context: TrackerContext) throws -> NudgeStatus {
        NudgeRule.status(schedule, anchor: start, lastRecord: try lastRecord(upTo: today, context), start: start ?? firstShown,
                         today: today)
    }

    /// Whether a window schedule already has its count in the window ending the day before `day`
    /// (so that day's reminder can stay quiet). Always `false` for other schedules.
    func windowMet(before day: Day, _ context: TrackerContext) throws -> Bool {
        guard case let .window(times, days) = schedule, days > 1 else { return false }
        return try recordedDays(day.adding(days: -(days - 1))...day.adding(days: -1), context).count >= times
    }
}
