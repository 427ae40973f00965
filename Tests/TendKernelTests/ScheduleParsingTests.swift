import Foundation
import Testing
import TendKernel

@Suite("Schedule text")
struct ScheduleParsingTests {
    static let kinds: [Schedule] = [
        .daily, .days([.monday, .tuesday, .wednesday, .thursday, .friday]), .days([.saturday, .sunday]),
        .days([.monday, .wednesday, .saturday]), .days([.sunday]), .days([.tuesday, .thursday]),
        .days([.monday, .tuesday, .wednesday, .thursday, .friday, .saturday]),
        .window(times: 3, days: 7), .window(times: 1, days: 7), .window(times: 6, days: 7),
        .window(times: 4, days: 30), .window(times: 3, days: 10), .window(times: 1, days: 365),
        .window(times: 364, days: 365), .interval(2), .interval(3), .interval(365),
    ]

    @Test(arguments: kinds)
    func textRoundTrips(_ s: Schedule) throws {
        #expect(try Schedule(parsing: s.text) == s)
        #expect(s.description == s.text)
    }

    @Test func everyDaySetRoundTrips() throws {
        // All 127 non-empty weekday sets.
        for mask in 1..<128 {
            let set = Set(Weekday.allCases.filter { mask & (1 << ($0.rawValue - 1)) != 0 })
            let s: Schedule = set.count == 7 ? .daily : .days(set)
            #expect(try Schedule(parsing: s.text) == s, "\(s.text)")
        }
    }

    @Test func nonCanonicalValuesKeepTheirMeaning() throws {
        // Forms the parser never produces still print text that means the same days.
        for s in [Schedule.days(Set(Weekday.allCases)), .interval(1), .window(times: 7, days: 7)] {
            let back = try Schedule(parsing: s.text)
            #expect(back == .daily)
            #expect(try Schedule(parsing: back.text) == back)
        }
    }

    @Test func canonicalText() {
        #expect(Schedule.days([.saturday, .monday, .wednesday]).text == "mon,wed,sat")
        #expect(Schedule.days([.sunday, .monday]).text == "mon,sun")
        #expect(Schedule.days([.monday, .tuesday, .wednesday, .thursday, .friday]).text == "weekdays")
        #expect(Schedule.days([.saturday, .sunday]).text == "weekends")
        #expect(Schedule.window(times: 3, days: 7).text == "3/week")
        #expect(Schedule.window(times: 4, days: 30).text == "4/month")
        #expect(Schedule.window(times: 3, days: 10).text == "3/10d")
        #expect(Schedule.interval(2).text == "every 2 days")
    }

    @Test(arguments: [
        ("Daily", Schedule.daily), ("  DAILY  ", .daily), ("every day", .daily), ("Every  Day", .daily),
        ("everyday", .daily), ("each day", .daily), ("every 1 day", .daily), ("1/1d", .daily), ("7/week", .daily),
        ("10/10d", .daily), ("weekday", .days([.monday, .tuesday, .wednesday, .thursday, .friday])),
        ("WeekEnds", .days([.saturday, .sunday])), ("tuesday,thursday", .days([.tuesday, .thursday])),
        ("Tuesday, Thursday", .days([.tuesday, .thursday])), (" mon , wed ,sat ", .days([.monday, .wednesday, .saturday])),
        ("sat,mon,wed,mon", .days([.monday, .wednesday, .saturday])), ("tues,thurs", .days([.tuesday, .thursday])),
        ("mon,tue,wed,thu,fri,sat,sun", .daily), ("mon,tue,wed,thu,fri", .days([.monday, .tuesday, .wednesday, .thursday, .friday])),
        ("every other day", .interval(2)), ("Every Other  Day", .interval(2)), ("every 2 days", .interval(2)),
        ("EVERY 3 DAYS", .interval(3)), ("every 2 day", .interval(2)), ("3/week", .window(times: 3, days: 7)),
        ("3 / week", .window(times: 3, days: 7)), ("3/w", .window(times: 3, days: 7)), ("3/wk", .window(times: 3, days: 7)),
        ("3/7d", .window(times: 3, days: 7)), ("4/Month", .window(times: 4, days: 30)), ("4/mo", .window(times: 4, days: 30)),
        ("3/10D", .window(times: 3, days: 10)), ("3/10 days", .window(times: 3, days: 10)), ("3/10days", .window(times: 3, days: 10)),
        ("2/30d", .window(times: 2, days: 30)),
    ])
    func variants(_ text: String, _ expected: Schedule) throws {
        #expect(try Schedule(parsing: text) == expected)
    }

    @Test(arguments: [
        "fortnightly", "0/week", "8/week", "3/0d", "every 0 days", "mon,,wed", "", "   ", "31/month", "3/366d",
        "-1/week", "+3/week", "3/+10d", "3/-10d", "every -2 days", "every two days", "every 366 days", "every days",
        "every 2 weeks", "every", "3/year", "3/", "/week", "3/10x", "mon,funday", "mon,", ",mon", "mon wed",
        "three/week", "３/week", "3.5/week", "every 2.5 days", "daily!",
    ])
    func errorsListTheAcceptedForms(_ text: String) {
        let error = #expect(throws: ScheduleError.self) { try Schedule(parsing: text) }
        #expect(error?.input == text)
        #expect(error?.description.contains(Schedule.acceptedForms) == true)
        #expect(error?.description.hasPrefix("'\(text)' is not a schedule (") == true)
        #expect(error?.reason.isEmpty == false)
    }

    @Test func acceptedFormsNameEveryKind() {
        for form in ["daily", "weekdays", "weekends", "mon,wed,sat", "3/week", "4/month", "3/10d", "every 2 days"] {
            #expect(Schedule.acceptedForms.contains(form))
            #expect((try? Schedule(parsing: form)) != nil)
        }
    }

    @Test func specificReasons() {
        func reason(_ s: String) -> String? {
            do { _ = try Schedule(parsing: s); return nil } catch { return (error as? ScheduleError)?.reason }
        }
        #expect(reason("") == "it is empty")
        #expect(reason("mon,,wed") == "an empty day in the list")
        #expect(reason("fortnightly") == "unknown day 'fortnightly'")
        #expect(reason("every 0 days") == "N must be from 1 to 365")
        #expect(reason("8/week") == "the count can't exceed the days in the period")
        #expect(reason("0/week") == "the count must be at least 1")
        #expect(reason("3/0d") == "the period must be 1 to 365 days")
    }

    @Test func codableUsesTheText() throws {
        let list: [Schedule] = [.daily, .days([.monday, .friday]), .window(times: 3, days: 7), .interval(2)]
        let data = try JSONEncoder().encode(list)
        #expect(String(decoding: data, as: UTF8.self) == #"["daily","mon,fri","3\/week","every 2 days"]"#
            || String(decoding: data, as: UTF8.self) == #"["daily","mon,fri","3/week","every 2 days"]"#)
        #expect(try JSONDecoder().decode([Schedule].self, from: data) == list)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Schedule].self, from: Data(#"["fortnightly"]"#.utf8)) }
    }
}
