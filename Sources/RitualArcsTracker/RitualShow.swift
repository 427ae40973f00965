import Foundation
import TendKernel
import TendStats

/// The figures of `tend ritual show`: where the in-progress arc stands, completion so far, the ritual's
/// perfect-day streak, arc milestones, each habit's completion rate, and every arc with its own habits.
struct RitualShow: Sendable {
    /// One habit of the in-progress arc.
    struct Habit: Sendable {
        let title: String
        let doneDays: Int
        let rate: Double
    }

    /// One arc of the ritual.
    struct Arc: Sendable {
        let arc: RitualArc
        let habits: [String]
        let completion: CompletionSummary
    }

    let ritual: Ritual
    let today: Day
    let arc: RitualArc
    let phase: ArcPhase
    let completion: CompletionSummary
    let streak: StreakFigures
    let milestones: [Milestone]
    let habits: [Habit]
    let arcs: [Arc]
    /// Days with a check-in of any of its habits, in any arc.
    let daysActive: Int
    /// Its first and latest check-in.
    let firstCheckIn: Day?
    let latestCheckIn: Day?

    /// The day of the arc today is (running arcs only).
    var dayNumber: Int? { phase == .running ? arc.dayNumber(today) : nil }
    /// Days after today until the arc ends (running arcs only).
    var daysRemaining: Int? { phase == .running ? today.days(to: arc.end) : nil }

    /// Builds the figures for `ritual` on `today`.
    static func build(_ book: RitualBook, _ ritual: Ritual, today: Day, rules: StreakRules,
                      _ reader: any StoreReader) throws -> RitualShow {
        let arc = try RitualInput.currentArc(ritual, in: book)
        let arcs = book.arcs(of: ritual)
        let first = arcs.first?.start ?? arc.start
        let range = first...max(first, today)
        let progress = try RitualProgress.load(book, rituals: [ritual], days: range, reader)
        let history = progress.history(ritual)
        let phase = arc.phase(on: today)
        func summary(_ a: RitualArc) -> CompletionSummary {
            a.start > today ? CompletionSummary(done: 0, due: 0, rate: 0)
                : Aggregates.completion(history, in: a.start...min(a.end, today), today: today)
        }
        let habitIDs = arcs.flatMap { book.habits(of: $0).map(\.id) }
        let active = habitIDs.isEmpty ? [:] : try reader.dayCounts(EntryQuery(tracker: RitualArcsTracker.id, subject: .oneOf(habitIDs)))
            .filter { $0.value > 0 }
        let reached = phase == .running ? arc.dayNumber(today) : (phase == .finished ? arc.length : 0)
        return RitualShow(
            ritual: ritual, today: today, arc: arc, phase: phase, completion: summary(arc),
            streak: Streaks.perfectDays([history], today: today, rules: rules),
            milestones: Milestones.arc(length: arc.length, completedDays: reached),
            habits: try habitRates(book, arc, history.timeline, today: today, reader),
            arcs: arcs.map { Arc(arc: $0, habits: book.habits(of: $0).map(\.title), completion: summary($0)) },
            daysActive: active.count, firstCheckIn: active.keys.min(), latestCheckIn: active.keys.max())
    }

    /// Each habit's completion rate over the arc's days so far.
    private static func habitRates(_ book: RitualBook, _ arc: RitualArc, _ timeline: ScheduleTimeline, today: Day,
                                   _ reader: any StoreReader) throws -> [Habit] {
        let habits = book.habits(of: arc)
        guard !habits.isEmpty, arc.start <= today else {
            return habits.map { Habit(title: $0.title, doneDays: 0, rate: 0) }
        }
        let entries = try reader.entries(EntryQuery(tracker: RitualArcsTracker.id, subject: .oneOf(habits.map(\.id)),
                                                    days: arc.start...min(arc.end, today)))
        let days = Dictionary(grouping: entries, by: { $0.subject ?? "" }).mapValues { $0.map(\.day) }
        return habits.map { h in
            let marks = Dictionary((days[h.id] ?? []).map { ($0, DayMark()) }, uniquingKeysWith: { a, _ in a })
            let rate = Aggregates.completionRate(ScheduledHistory(marks: marks, timeline: timeline),
                                                 in: arc.start...min(arc.end, today), today: today)
            return Habit(title: h.title, doneDays: marks.count, rate: rate)
        }
    }
}
