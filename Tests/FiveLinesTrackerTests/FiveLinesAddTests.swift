import FiveLinesTracker
import Foundation
import TendKernel
import TendTesting
import Testing

@Suite("tend five add")
struct FiveLinesAddTests {
    @Test("one line per argument, in order, on today or the given day")
    func addsLinesInOrder() throws {
        let h = FiveLinesFixture.harness()
        let r = h.run("five", "add", "Walked to the river", "Fixed the login bug")
        #expect(r.code == 0, "\(r)")
        #expect(r.out == "Added 2 lines to Sunday 22 November 2026 (2 of 5).\n")
        let r2 = h.run("five", "add", "  Called my sister  ")
        #expect(r2.out == "Added 1 line to Sunday 22 November 2026 (3 of 5).\n")
        #expect(try FiveLinesFixture.texts(h, "2026-11-22") == ["Walked to the river", "Fixed the login bug", "Called my sister"])
        FiveLinesFixture.add(h, ["Baked bread"], date: "yesterday")
        #expect(try FiveLinesFixture.texts(h, "2026-11-21") == ["Baked bread"])
        let store = try h.openStore()
        let all = try store.entries(EntryQuery(tracker: "five"))
        #expect(all.allSatisfy { $0.source == "cli" && $0.subject == nil })
        #expect(Set(all.map(\.id)).count == 4)
    }

    @Test("Unicode is stored exactly; a line of exactly 280 characters is accepted")
    func unicodeAndMaximumLength() throws {
        let h = FiveLinesFixture.harness()
        let exact = String(repeating: "é", count: 280)
        FiveLinesFixture.add(h, ["散歩した 🌿", "שלום עולם", exact])
        #expect(try FiveLinesFixture.texts(h, "2026-11-22") == ["散歩した 🌿", "שלום עולם", exact])
    }

    @Test("the limit holds across several commands on one day, and other days are unaffected")
    func limitAcrossCommands() throws {
        let h = FiveLinesFixture.harness()
        FiveLinesFixture.add(h, ["one", "two"])
        FiveLinesFixture.add(h, ["three"])
        let before = try h.digest()
        let refused = h.run("five", "add", "four", "five", "six")
        #expect(refused.code == 65, "\(refused)")
        #expect(refused.out.isEmpty)
        #expect(refused.err == "tend: Sunday 22 November 2026 already has 3 of 5 lines and adding 3 would make 6, but a day holds at most 5; nothing was added.\n")
        #expect(try h.digest() == before)
        FiveLinesFixture.add(h, ["four", "five"])
        let sixth = h.run("five", "add", "six")
        #expect(sixth.code == 65)
        #expect(sixth.err.contains("already has 5 of 5 lines"))
        #expect(try FiveLinesFixture.texts(h, "2026-11-22") == ["one", "two", "three", "four", "five"])
        // Removing one frees a place; another day has its own five.
        #expect(h.run("five", "rm", "2").code == 0)
        FiveLinesFixture.add(h, ["six"])
        FiveLinesFixture.add(h, ["a", "b", "c", "d", "e"], date: "2026-11-21")
        #expect(try FiveLinesFixture.texts(h, "2026-11-22") == ["one", "three", "four", "five", "six"])
        #expect(try FiveLinesFixture.texts(h, "2026-11-21").count == 5)
    }

    @Test("two processes adding at once can't pass the limit: the check runs inside the write")
    func concurrentAddsKeepTheLimit() async throws {
        let h = FiveLinesFixture.harness()
        FiveLinesFixture.add(h, ["one", "two"])
        async let a = Task.detached { h.run("five", "add", "a1", "a2") }.value
        async let b = Task.detached { h.run("five", "add", "b1", "b2") }.value
        let results = await [a, b]
        #expect(results.filter { $0.code == 0 }.count == 1, "\(results)")
        #expect(results.filter { $0.code == 65 }.count == 1, "\(results)")
        let texts = try FiveLinesFixture.texts(h, "2026-11-22")
        #expect(texts.count == 4)
        #expect(texts == ["one", "two", "a1", "a2"] || texts == ["one", "two", "b1", "b2"])
    }

    @Test("each added line gets a position after the day's last one")
    func positionsIncrease() throws {
        let h = FiveLinesFixture.harness()
        FiveLinesFixture.add(h, ["one", "two"])
        FiveLinesFixture.add(h, ["three"])
        let d = Day(iso: "2026-11-22")!
        let positions = try h.openStore().entries(EntryQuery(tracker: "five", days: d...d)).map(\.position)
        #expect(positions == positions.sorted())
        #expect(Set(positions).count == 3)
    }

    @Test("--json prints the day after writing")
    func addJSON() throws {
        let h = FiveLinesFixture.harness()
        let r = h.run("five", "add", "one", "--json")
        #expect(r.code == 0)
        let object = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any]
        #expect(object?["date"] as? String == "2026-11-22")
        #expect((object?["lines"] as? [[String: Any]])?.first?["text"] as? String == "one")
    }
}
