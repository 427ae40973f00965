import Foundation
import TendKernel

/// What `tend ritual` and the today view show: the rituals of the current part of the day (or every
/// active one), each with today's progress, then those of earlier parts of the day still unfinished
/// (kept, dimmed, until the day ends), or which empty state is true and what comes next.
struct RitualToday: Sendable {
    /// One ritual's line.
    struct Row: Sendable {
        let ritual: Ritual
        let arc: RitualArc?
        let phase: ArcPhase?
        let habits: [(habit: ArcHabit, done: Bool)]
        /// Whether it belongs to an earlier part of the day and is still unfinished (shown dimmed).
        var earlier = false
        var done: Int { habits.filter(\.done).count }
        var total: Int { habits.count }
        /// Whether it runs today (its arc holds today and it is enabled).
        var runsToday: Bool { phase == .running && ritual.enabled }
    }

    /// The next ritual due when nothing is due now.
    struct Next: Sendable {
        let ritual: Ritual
        let at: ClockTime
        let tomorrow: Bool
    }

    /// Which empty state is true. Raw values are the JSON form.
    enum Empty: String, Sendable, Codable {
        /// There are no (unarchived) rituals.
        case noRituals
        /// None belongs to this part of the day.
        case nothingNow
        /// Rituals exist but no arc runs today.
        case noneRunning
    }

    let day: Day
    let part: TimeOfDay
    let all: Bool
    let rows: [Row]
    let next: Next?
    let empty: Empty?

    /// Builds the view for the instant `now`.
    static func build(_ reader: any StoreReader, calendar: DayCalendar, now: Date, all: Bool) throws -> RitualToday {
        let day = calendar.day(of: now)
        let book = try RitualBook.load(reader, habitsIn: day...day)
        let clock = calendar.time(of: now)
        let part = TimeOfDay.at(clock)
        let active = book.active
        let chosen = active.filter { r in
            if all { return true }
            return r.enabled && (r.timeOfDay == part || r.timeOfDay == .anytime || r.timeOfDay.isEarlier(than: part))
                && book.arc(of: r, on: day) != nil
        }
        let arcs = chosen.map { book.arc(of: $0, on: day) ?? book.currentArc(of: $0) }
        let running = arcs.compactMap { a in a.flatMap { $0.contains(day) ? book.habits(of: $0) : nil } }
        let ids = running.flatMap { $0.map(\.id) }
        // The habits checked that day, of every ritual (only these habits are looked up): the read of a
        // tracker's day values the today view prepares anyway (a query of these subjects was a statement of
        // its own, 0.38 M instructions to prepare; a day holds a few dozen check-ins at most).
        let checked = ids.isEmpty ? [] : Set(try reader.dayValues(EntryQuery(tracker: RitualArcsTracker.id, days: day...day))
            .compactMap(\.subject))
        let built = zip(chosen, arcs).map { r, a -> Row in
            let phase = a?.phase(on: day)
            let habits = phase == .running ? book.habits(of: a!).map { ($0, checked.contains($0.id)) } : []
            return Row(ritual: r, arc: a, phase: phase, habits: habits, earlier: !all && r.timeOfDay.isEarlier(than: part))
        }
        // This part of the day's rituals first, then the earlier ones left unfinished.
        let rows = built.filter { !$0.earlier } + built.filter { $0.earlier && $0.runsToday && $0.done < $0.total }
        if !rows.isEmpty { return RitualToday(day: day, part: part, all: all, rows: rows, next: nil, empty: nil) }
        if active.isEmpty { return RitualToday(day: day, part: part, all: all, rows: [], next: nil, empty: .noRituals) }
        let next = try nextRitual(book, reader, day: day, clock: clock, dayStart: calendar.dayStartsAt)
        let anyRunning = active.contains { r in r.enabled && book.arcs(of: r).contains { $0.end >= day } }
        return RitualToday(day: day, part: part, all: all, rows: [], next: next,
                           empty: next == nil && !anyRunning ? .noneRunning : .nothingNow)
    }

    /// The first enabled ritual due later today (by its part's reminder time), else the first due tomorrow.
    static func nextRitual(_ book: RitualBook, _ reader: any StoreReader, day: Day, clock: ClockTime,
                           dayStart: ClockTime) throws -> Next? {
        func sinceDayStart(_ t: ClockTime) -> Int { (t.minutes - dayStart.minutes + 1440) % 1440 }
        let times = try TimeOfDay.ordered.map { try RitualReminderTimes.time($0, reader) }
        func time(_ part: TimeOfDay) -> ClockTime? { TimeOfDay.ordered.firstIndex(of: part).flatMap { times[$0] } }
        let candidates = book.active.filter { $0.enabled && $0.timeOfDay != .anytime }
        func best(on d: Day, after minute: Int?) -> Next? {
            var found: (Int, Next)?
            for r in candidates {
                guard let t = time(r.timeOfDay), book.arc(of: r, on: d) != nil, r.counts(on: d) else { continue }
                let m = sinceDayStart(t)
                if let minute, m <= minute { continue }
                if found == nil || m < found!.0 { found = (m, Next(ritual: r, at: t, tomorrow: minute == nil)) }
            }
            return found?.1
        }
        return best(on: day, after: sinceDayStart(clock)) ?? best(on: day.adding(days: 1), after: nil)
    }

    /// Done and total habits of the rows that run today.
    var progress: (done: Int, total: Int) {
        rows.filter(\.runsToday).reduce((0, 0)) { ($0.0 + $1.done, $0.1 + $1.total) }
    }
}
