import Foundation
import Testing
import TendKernel

@Suite("Day ISO text")
struct DayISOTests {
    @Test func everyDayOfSeveralYearsRoundTrips() {
        for year in [1, 4, 1900, 1999, 2000, 2024, 2026, 2100, 9999] {
            var d = Day(year: year, month: 1, day: 1)!
            var count = 0
            while d.year == year {
                let text = d.iso
                #expect(text.count == 10)
                #expect(Day(iso: text) == d)
                #expect(Day(text) == d)
                #expect(d.description == text)
                let p = d.parts
                #expect(text == String(format: "%04d-%02d-%02d", p.year, p.month, p.day))
                #expect(d.isoMonth == String(text.prefix(7)))
                count += 1
                if d == Day.latest { break }
                d = d.adding(days: 1)
            }
            #expect(count == (Day.isLeap(year) ? 366 : 365))
        }
    }

    @Test func boundariesAreValid() {
        #expect(Day(iso: "9999-12-31") == Day.latest)
        #expect(Day(iso: "0001-01-01") == Day.earliest)
        #expect(Day.latest.iso == "9999-12-31")
        #expect(Day.earliest.iso == "0001-01-01")
        #expect(Day(iso: "2000-02-29") != nil)
        #expect(Day(iso: "2024-02-29") != nil)
    }

    @Test(arguments: [
        "2026-02-30", "2026-13-01", "2026-00-10", "2026-01-00", "2026-04-31", "0000-01-01", "1900-02-29",
        "2026-02-29", "26-1-1", "2026-1-1", "2026-01-1", "20260101", "2026/01/01", " 2026-01-01",
        "2026-01-01 ", "2026 -01-01", "2026-01-01T00:00", "２０２６-01-01", "٢٠٢٦-٠١-٠١", "2026-0١-01",
        "+026-01-01", "-026-01-01", "2026-+1-01", "2026-1 -01", "", "10000-01-01", "abcd-ef-gh",
        "2026–01–01",
    ])
    func refusals(_ text: String) {
        #expect(Day(iso: text) == nil)
        #expect(Day(text) == nil)
    }

    @Test func parsesSubstrings() {
        let s = "on 2026-11-21!"
        let sub = s.dropFirst(3).prefix(10)
        #expect(Day(iso: sub) == day("2026-11-21"))
    }

    @Test func codableUsesTheISOForm() throws {
        let days = [day("2026-11-21"), Day.earliest, Day.latest]
        let data = try JSONEncoder().encode(days)
        #expect(String(decoding: data, as: UTF8.self) == #"["2026-11-21","0001-01-01","9999-12-31"]"#)
        #expect(try JSONDecoder().decode([Day].self, from: data) == days)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([Day].self, from: Data(#"["2026-02-30"]"#.utf8))
        }
    }
}
