import Testing
import TendKernel

@Suite("Weekday, week start and time of day")
struct WeekdayTests {
    @Test func names() {
        #expect(Weekday.allCases.map(\.shortName) == ["mon", "tue", "wed", "thu", "fri", "sat", "sun"])
        for w in Weekday.allCases {
            #expect(Weekday(name: w.shortName) == w)
            #expect(Weekday(name: w.fullName) == w)
            #expect(Weekday(name: w.fullName.uppercased()) == w)
        }
        #expect(Weekday(name: "Tues") == .tuesday)
        #expect(Weekday(name: "thurs") == .thursday)
        #expect(Weekday(name: "weds") == .wednesday)
        #expect(Weekday(name: "m") == nil)
        #expect(Weekday(name: "mo") == nil)
        #expect(Weekday(name: "") == nil)
        #expect(Weekday(name: "funday") == nil)
    }

    @Test func orderedFromAStart() {
        #expect(Weekday.ordered(from: .monday) == Weekday.allCases)
        #expect(Weekday.ordered(from: .sunday).map(\.shortName) == ["sun", "mon", "tue", "wed", "thu", "fri", "sat"])
        #expect(Weekday.ordered(from: .thursday).first == .thursday)
        #expect(Weekday.ordered(from: .thursday).last == .wednesday)
    }

    @Test func foundationNumbering() {
        // Foundation: Sunday = 1 … Saturday = 7.
        #expect(Weekday(foundationWeekday: 1) == .sunday)
        #expect(Weekday(foundationWeekday: 2) == .monday)
        #expect(Weekday(foundationWeekday: 7) == .saturday)
    }

    @Test func weekStartResolves() {
        #expect(WeekStart.system.resolved(system: .sunday) == .sunday)
        #expect(WeekStart.system.resolved(system: .monday) == .monday)
        #expect(WeekStart.monday.resolved(system: .sunday) == .monday)
        #expect(WeekStart.sunday.resolved(system: .monday) == .sunday)
    }

    @Test func timeOfDayBoundaries() {
        func at(_ h: Int, _ m: Int) -> TimeOfDay { TimeOfDay.at(ClockTime(hour: h, minute: m)!) }
        #expect(at(4, 59) == .night)
        #expect(at(5, 0) == .morning)
        #expect(at(10, 59) == .morning)
        #expect(at(11, 0) == .midday)
        #expect(at(13, 59) == .midday)
        #expect(at(14, 0) == .afternoon)
        #expect(at(16, 59) == .afternoon)
        #expect(at(17, 0) == .evening)
        #expect(at(20, 59) == .evening)
        #expect(at(21, 0) == .night)
        #expect(at(0, 0) == .night)
        #expect(TimeOfDay(name: "Noon") == .midday)
        #expect(TimeOfDay(name: " any ") == .anytime)
        #expect(TimeOfDay(name: "EVENING") == .evening)
        #expect(TimeOfDay(name: "dusk") == nil)
        #expect(TimeOfDay.ordered.last == .anytime)
        #expect(Set(TimeOfDay.ordered) == Set(TimeOfDay.allCases))
    }
}
