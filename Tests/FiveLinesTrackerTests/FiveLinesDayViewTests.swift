import FiveLinesTracker
import Foundation
import TendKernel
import TendTesting
import Testing

@Suite("tend five: the day strip and the day's lines")
struct FiveLinesDayViewTests {
    @Test("a week with gaps, today in the middle, future days (golden)")
    func todayWithGaps() throws {
        let h = FiveLinesFixture.weekWithGaps()
        let r = h.run("five")
        #expect(r.code == 0, "\(r)")
        Golden.check(r.out, "show-today.txt")
        #expect(h.run("five", "show").out == r.out)
        #expect(h.run("five", "--date", "today").out == r.out)
    }

    @Test("the strip marks days with lines, brackets the selected day and dots the days ahead")
    func stripRows() throws {
        let h = FiveLinesFixture.weekWithGaps()
        let lines = h.run("five").out.components(separatedBy: "\n")
        let marks = lines[2], labels = lines[3]
        // Thu 19 … Wed 25: labels on one baseline, each five columns wide with one space between.
        #expect(labels == "   Thu   Fri   Sat  [Sun]  Mon   Tue   Wed")
        func mark(_ i: Int) -> Character {
            let chars = Array(marks)
            let col = 2 + i * 6 + 2
            return col < chars.count ? chars[col] : " "
        }
        #expect((0..<7).map(mark) == ["•", " ", "•", "•", "·", "·", "·"])
    }

    @Test("a past day: the strip around it, its lines and empty slots (golden)")
    func pastDay() throws {
        let h = FiveLinesFixture.weekWithGaps()
        let r = h.run("five", "--date", "2026-11-19")
        #expect(r.code == 0, "\(r)")
        Golden.check(r.out, "show-past.txt")
        #expect(r.out.contains("What did you do on Thursday 19 November?"))
        let yesterday = h.run("five", "--date", "yesterday")
        #expect(yesterday.out.contains("What did you do yesterday?\n  1. Baked bread\n  2.\n"))
    }

    @Test("an empty day shows five empty slots; a day ahead can be looked at")
    func emptyAndFutureDays() throws {
        let h = FiveLinesFixture.harness()
        let r = h.run("five")
        #expect(r.code == 0)
        #expect(r.out.hasSuffix("What did you do today?\n  1.\n  2.\n  3.\n  4.\n  5.\n"))
        let ahead = h.run("five", "--date", "2026-11-24")
        #expect(ahead.code == 0, "\(ahead)")
        #expect(ahead.out.contains("Tuesday 24 November is still ahead."))
        #expect(ahead.out.contains("[Tue]"))
    }

    @Test("--ascii draws the marks with ASCII (golden)")
    func asciiStrip() throws {
        let h = FiveLinesFixture.weekWithGaps()
        let r = h.run("five", "--ascii")
        #expect(r.code == 0)
        Golden.check(r.out, "show-today.ascii.txt")
        #expect(!r.out.unicodeScalars.contains { !$0.isASCII })
    }

    @Test("the week start setting doesn't move the strip: it is centred on the day")
    func stripIsCentred() throws {
        let h = FiveLinesFixture.weekWithGaps()
        let store = try h.openStore()
        try store.write(ChangeIntent(action: "config.set")) { _ in [.setSetting("week-start", scope: .synced, "sunday")] }
        #expect(h.run("five").out.contains("   Thu   Fri   Sat  [Sun]  Mon   Tue   Wed\n"))
    }

    @Test("--json: the day, its numbered lines and the strip (golden)")
    func json() throws {
        let h = FiveLinesFixture.weekWithGaps()
        let r = h.run("five", "--json")
        #expect(r.code == 0)
        Golden.check(r.out, "show-today.json")
    }

    @Test("with colour, the selected day is bold and the days ahead dim")
    func colour() throws {
        let h = FiveLinesFixture.weekWithGaps()
        let r = h.run(["five"], outputIsTerminal: true)
        #expect(r.out.contains("\u{1B}[1m[Sun]\u{1B}[0m"))
        #expect(r.out.contains("\u{1B}[2m Mon \u{1B}[0m"))
        #expect(h.run(["five", "--no-color"], outputIsTerminal: true).out == h.run("five").out)
    }
}
