@testable import FiveLinesTracker
import TendConsole
import TendKernel
import Testing

@Suite("five-line rules: text, ordering, strip")
struct FiveLinesRulesTests {
    @Test("text is trimmed and checked: empty, line breaks, control characters, 280 characters")
    func text() {
        #expect(FiveLinesText.normalized("  Walked \n") == "Walked")
        #expect(FiveLinesText.problem(in: "Walked") == nil)
        #expect(FiveLinesText.problem(in: "") == .empty)
        #expect(FiveLinesText.problem(in: "a\u{0085}b") == .lineBreak)
        #expect(FiveLinesText.problem(in: "a\u{2029}b") == .lineBreak)
        #expect(FiveLinesText.problem(in: "a\tb") == .control)
        #expect(FiveLinesText.problem(in: "a\u{7F}b") == .control)
        // Characters, not bytes or scalars: 280 flags (each two scalars) are fine.
        #expect(FiveLinesText.problem(in: String(repeating: "🇫🇷", count: 280)) == nil)
        #expect(FiveLinesText.problem(in: String(repeating: "🇫🇷", count: 281)) == .tooLong(281))
    }

    @Test("a move writes one position that sorts into place")
    func moveOne() {
        let positions = FractionalIndex.sequence(after: nil, count: 5)
        for from in 0..<5 {
            for to in 0..<5 {
                let writes = LineOrder.move(positions, from: from, to: to)
                if from == to { #expect(writes.isEmpty); continue }
                #expect(writes.count == 1)
                var updated = positions
                for w in writes { updated[w.index] = w.position }
                var expected = Array(0..<5)
                expected.insert(expected.remove(at: from), at: to)
                let order = (0..<5).sorted { updated[$0] < updated[$1] }
                #expect(order == expected, "from \(from) to \(to)")
            }
        }
    }

    @Test("equal neighbours (after a merge) renumber the day, writing only what changes")
    func moveBetweenEqual() {
        let positions = ["V", "V", "W", "W"]
        // Line 4 between lines 1 and 2, which share "V".
        let writes = LineOrder.move(positions, from: 3, to: 1)
        var updated = positions
        for w in writes { updated[w.index] = w.position }
        #expect(Set(updated).count == 4)
        #expect((0..<4).sorted { updated[$0] < updated[$1] } == [0, 3, 1, 2])
        // Between distinct neighbours one write is enough, even if other lines share a position.
        #expect(LineOrder.move(positions, from: 3, to: 2).count == 1)
        #expect(writes.count <= 4)
        #expect(LineOrder.move(positions, from: 9, to: 0).isEmpty)
    }

    @Test("appended positions follow the largest existing one")
    func appending() {
        let after = LineOrder.appending(3, after: ["X", "V", "W"])
        #expect(after.count == 3)
        #expect(after.allSatisfy { $0 > "X" })
        #expect(after == after.sorted())
        #expect(LineOrder.appending(1, after: []) == [FractionalIndex.first])
    }

    @Test("the strip is centred on the selected day and knows which days are ahead")
    func stripCells() {
        let today = Day(iso: "2026-11-22")!
        let strip = DayStrip(selected: today.adding(days: -2), today: today, counts: [today: 2, today.adding(days: -6): 1])
        #expect(strip.cells.map(\.day) == Array(today.adding(days: -5)...today.adding(days: 1)))
        #expect(strip.cells.map(\.selected) == [false, false, false, true, false, false, false])
        #expect(strip.cells.map(\.future) == [false, false, false, false, false, false, true])
        #expect(strip.cells.map(\.lines) == [0, 0, 0, 0, 0, 2, 0])
    }

    @Test("line numbers: whole numbers from 1; empty slots and numbers past the day are told apart")
    func numbers() throws {
        #expect(try FiveLinesDay.parseNumber(" 3 ") == 3)
        #expect(throws: TendError.self) { try FiveLinesDay.parseNumber("+3") }
        #expect(throws: TendError.self) { try FiveLinesDay.parseNumber("٣") }
        let day = FiveLinesDay(day: Day(iso: "2026-11-22")!, lines: [])
        do { _ = try day.line(2); Issue.record("expected an error") } catch let e as TendError { #expect(e.status == .notFound) }
        do { _ = try day.line(6); Issue.record("expected an error") } catch let e as TendError { #expect(e.status == .invalidInput) }
    }
}
