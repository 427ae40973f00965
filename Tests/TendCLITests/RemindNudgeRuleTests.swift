@testable import TendRemind
import Testing
@testable import TendCLI
import TendKernel

/// The nudge rule alone: consecutive missed scheduled days since the last record, over the three kinds
/// of schedule.
@Suite("Remind: the nudge rule")
struct RemindNudgeRuleTests {
    static func d(_ iso: String) -> Day { Day(iso: iso)! }
    static let weekdays = Schedule.days([.monday, .tuesday, .wednesday, .thursday, .friday])

    /// The level on each day from `first` (ISO) for `count` days, with a record on `last` and no other.
    static func levels(_ schedule: Schedule, last: String?, start: String? = nil, from first: String, count: Int) -> [NudgeLevel] {
        (0..<count).map { k in
            NudgeRule.status(schedule, anchor: nil, lastRecord: last.map(d), start: start.map(d), today: d(first).adding(days: k)).level
        }
    }

    @Test("daily: nothing on the first missed day, one nudge after 2, the last after 5, then it stays last")
    func daily() {
        // Recorded on Monday 16 November; Tuesday is today → nothing missed yet (today is never missed).
        let got = Self.levels(.daily, last: "2026-11-16", from: "2026-11-17", count: 8)
        #expect(got == [.none, .none, .first, .first, .first, .last, .last, .last])
        let s = NudgeRule.status(.daily, anchor: nil, lastRecord: Self.d("2026-11-16"), start: nil, today: Self.d("2026-11-19"))
        #expect(s == NudgeStatus(missed: 2, level: .first, since: Self.d("2026-11-17")))
    }

    @Test("weekdays: weekends are neither missed nor a break in the count")
    func weekdays() {
        // Recorded Thursday 19 November. Fri 20 = 0, Sat/Sun/Mon = 1 (Fri), Tue 24 = 2 (Fri, Mon), … Thu 26 = 4,
        // Fri 27 = 5 (Fri, Mon, Tue, Wed, Thu).
        let got = Self.levels(Self.weekdays, last: "2026-11-19", from: "2026-11-20", count: 9)
        #expect(got == [.none, .none, .none, .none, .first, .first, .first, .last, .last])
        #expect(NudgeRule.missed(Self.weekdays, anchor: nil, from: Self.d("2026-11-20"), through: Self.d("2026-11-23")) == 2)
    }

    @Test("3/week: expected occurrences, ⌊quiet days × 3 / 7⌋ — the first nudge after 5 quiet days, the last after 12")
    func window() {
        let w = Schedule.window(times: 3, days: 7)
        let missed = (0...14).map { NudgeRule.missed(w, anchor: nil, from: Self.d("2026-11-17"), through: Self.d("2026-11-17").adding(days: $0 - 1)) }
        #expect(missed == [0, 0, 0, 1, 1, 2, 2, 3, 3, 3, 4, 4, 5, 5, 6])
        let got = Self.levels(w, last: "2026-11-16", from: "2026-11-17", count: 14)
        #expect(got.firstIndex(of: .first) == 5 && got.firstIndex(of: .last) == 12)
    }

    @Test("every 2 days counts only the days of the interval, from its anchor")
    func interval() {
        let anchor = Self.d("2026-11-01")
        // Scheduled 1, 3, 5 … November: from the 16th through the 21st that is 17, 19, 21.
        #expect(NudgeRule.missed(.interval(2), anchor: anchor, from: Self.d("2026-11-16"), through: Self.d("2026-11-21")) == 3)
    }

    @Test("resets after an entry: a record today or a newer record starts from zero")
    func resets() {
        let quiet = NudgeRule.status(.daily, anchor: nil, lastRecord: Self.d("2026-11-10"), start: nil, today: Self.d("2026-11-22"))
        #expect(quiet.level == .last && quiet.missed == 11)
        let today = NudgeRule.status(.daily, anchor: nil, lastRecord: Self.d("2026-11-22"), start: nil, today: Self.d("2026-11-22"))
        #expect(today == NudgeStatus(missed: 0, level: .none, since: Self.d("2026-11-23")))
        let yesterday = NudgeRule.status(.daily, anchor: nil, lastRecord: Self.d("2026-11-21"), start: nil, today: Self.d("2026-11-22"))
        #expect(yesterday.level == .none && yesterday.since != quiet.since, "a new quiet spell: new nudges later")
    }

    @Test("never recorded: nothing without a start; from the start when there is one (a habit made and never checked)")
    func neverRecorded() {
        #expect(NudgeRule.status(.daily, anchor: nil, lastRecord: nil, start: nil, today: Self.d("2026-11-22")).level == .none)
        let s = NudgeRule.status(.daily, anchor: nil, lastRecord: nil, start: Self.d("2026-11-20"), today: Self.d("2026-11-22"))
        #expect(s == NudgeStatus(missed: 2, level: .first, since: Self.d("2026-11-20")))
    }

    @Test("levels by missed days")
    func levelsByCount() {
        #expect((0...7).map(NudgeRule.level) == [.none, .none, .first, .first, .first, .last, .last, .last])
    }
}
