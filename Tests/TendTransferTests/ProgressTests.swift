import Foundation
import Testing
import TendKernel
import TendCLITesting
import TendTesting

@Suite("Progress bar of long imports")
struct ProgressTests {
    private func largeDaylio(_ h: TendHarness) throws -> String {
        var text = "full_date,date,weekday,time,mood,activities,note\n"
        for i in 0..<6000 {
            text += "\(Day(ordinal: 14_000 + i).iso),x,y,20:00,\(["rad", "good", "meh", "bad", "awful"][i % 5]),walk | read,Day \(i)\n"
        }
        return try h.write("big.csv", text)
    }

    @Test("on a terminal a long import draws a bar on standard error, redrawn in place and cleared at the end")
    func terminal() throws {
        let h = TendHarness()
        let r = h.run(["import", try largeDaylio(h)], outputIsTerminal: true)
        #expect(r.code == 0, "\(r)")
        #expect(r.out.contains("Added 6000 mood entries."))
        #expect(r.err.hasPrefix("\rReading big.csv ["))
        #expect(r.err.contains("] 100%"))
        #expect(r.err.contains("█"))
        #expect(r.err.hasSuffix("\r"))
        #expect(r.err.components(separatedBy: "\r").count > 10)
        #expect(try h.entries("mood").count == 6000)
    }

    @Test("off a terminal, or for a short file, nothing is drawn")
    func quiet() throws {
        let h = TendHarness()
        #expect(h.run(["import", try largeDaylio(h)]).err == "")
        let short = h.run(["import", Fixture.path("daylio-7.csv")], outputIsTerminal: true)
        #expect(short.code == 0)
        #expect(short.err == "")
    }
}
