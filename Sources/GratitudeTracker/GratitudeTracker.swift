import Foundation
import TendConsole
import TendKernel
import TendStats

/// The gratitude journal on the kernel: short free-text lines, any number per day, kept in the order
/// written (a fractional `position` per entry).
///
/// Its days are the days with at least one line; its schedule is the synced setting
/// `gratitude.schedule` (default `daily`); its figures are a schedule-aware streak, momentum and
/// milestones. Every hook reads the per-day counts only (`dayCounts`), never whole entries, so they
/// stay fast on years of lines.
public struct GratitudeTracker: Tracker {
    /// The tracker id, also its command name.
    public static let id = "gratitude"

    /// Creates the tracker.
    public init() {}

    /// `gratitude`: text entries, any number a day, daily by default, streak, momentum and milestones.
    public var descriptor: TrackerDescriptor {
        TrackerDescriptor(id: Self.id, name: Catalog.text("tracker.name.gratitude", from: GratitudeStrings.table), summary: Catalog.text("tracker.summary.gratitude", from: GratitudeStrings.table),
                          valueKind: .text, perDay: .many(limit: nil), defaultSchedule: .daily,
                          stats: [.streak, .momentum, .strength, .milestones])
    }

    /// The marks of `days`: one per day with lines (count = lines, completion 1).
    public func history(of target: TrackerTarget, days: ClosedRange<Day>, _ context: TrackerContext) throws -> TargetHistory {
        let counts = try context.store.dayCounts(EntryQuery(tracker: Self.id, days: days))
        return TargetHistory(target: target, marks: GratitudeFigures.marks(counts))
    }

    /// "Gratitude · 2 today", or a gentle prompt when nothing is written yet on a journaling day. The
    /// today view adds the highlight the user chose (streak, momentum or strength) beside it.
    public func today(_ context: TrackerContext) throws -> TodayStatus {
        let today = context.today
        let schedule = try schedule(context)
        let streak = try GratitudeFigures.currentStreak(context.store, today: today, schedule: schedule,
                                                        firstWeekday: context.calendar.firstWeekday,
                                                        grace: GratitudeTracker.graceDays(context.store))
        let count = try context.store.dayCounts(EntryQuery(tracker: Self.id, days: today...today))[today] ?? 0
        let due = schedule.isScheduled(today, anchor: streak.first ?? today)
        let said = count > 0 ? Phrase("gratitude.today.count", ["n": .int(count)])
            : Phrase(due ? "gratitude.today.prompt" : "gratitude.today.rest")
        return TodayStatus(tracker: Self.id, title: Phrase("gratitude.title"), due: due, done: count > 0,
                           lines: [.sentence([Phrase("gratitude.title"), said])],
                           figures: ["count": .int(Int64(count)), "streak": .int(Int64(streak.current))])
    }

    /// Why an entry is not a gratitude line this tracker would write: not text, a subject, empty or
    /// untrimmed text, a line break or control character, or over 1,000 characters.
    public func validate(_ entry: Entry) -> String? {
        if entry.tracker != Self.id { return "entry belongs to tracker '\(entry.tracker)'" }
        if entry.subject != nil { return "a gratitude line has no subject" }
        guard let text = entry.value.text else { return "a gratitude line holds text" }
        return GratitudeText.problem(text)
    }

    /// Lines that fail ``validate(_:)`` (written by another device or an import).
    public func checkHealth(_ context: TrackerContext) throws -> [String] {
        try context.store.entries(EntryQuery(tracker: Self.id)).compactMap { e in
            validate(e).map { "entry \(e.id) on \(e.day.iso): \($0)" }
        }
    }

    /// Trims lines whose only fault is surrounding white space; other faults are left for the user.
    public func repairs(_ context: TrackerContext) throws -> [Mutation] {
        try context.store.entries(EntryQuery(tracker: Self.id)).compactMap { e in
            guard let text = e.value.text, validate(e) != nil else { return nil }
            let trimmed = Sanitize.trimmed(text)
            guard trimmed != text, GratitudeText.problem(trimmed) == nil else { return nil }
            return .setValue(e.id, .text(trimmed))
        }
    }

    /// The streak grace in force (the synced `grace-days` setting).
    static func graceDays(_ store: any StoreReader) throws -> Int {
        let key = SettingKeys.graceDays
        return (try store.setting(key.name, scope: key.scope) ?? key.defaultValue).int ?? 2
    }
}
