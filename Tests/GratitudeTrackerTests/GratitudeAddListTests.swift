import Foundation
import Testing
import TendEngine
import TendKernel
import TendTesting
@testable import GratitudeTracker

@Suite("gratitude add and the day view")
struct GratitudeAddListTests {
    @Test("add writes one line per argument in order; the day view numbers them (golden text and JSON)")
    func addAndList() throws {
        let h = G.harness()
        let added = G.ok(h, "gratitude", "add", "Morning coffee", "  Call with Sam  ")
        #expect(added == "Saved for today:\n  1  Morning coffee\n  2  Call with Sam\n")
        let more = G.ok(h, "gratitude", "add", "A quiet walk")
        #expect(more == "Saved for today:\n  3  A quiet walk\n")
        #expect(try G.texts(h) == ["Morning coffee", "Call with Sam", "A quiet walk"])
        let store = try h.openStore()
        #expect(try store.logCounts().changes == 2, "one change per add command")
        let day = G.ok(h, "gratitude")
        #expect(G.ok(h, "gratitude", "show") == day)
        #expect(G.ok(h, "gratitude", "list", "--date", "today") == day, "the old list --date D still shows a day")
        G.golden(day, "day-today.txt")
        G.golden(G.ok(h, "gratitude", "--json"), "day-today.json")
        let json = try G.json(h.run("gratitude", "--json"))
        #expect(json["count"] as? Int == 3)
        #expect((json["entries"] as? [[String: Any]])?.map { $0["ref"] as? Int } == [1, 2, 3])
    }

    @Test("past days are allowed with --date and show a contextual header")
    func headers() throws {
        let h = G.harness()
        G.ok(h, "gratitude", "add", "Sunshine", "--date", "yesterday")
        G.ok(h, "gratitude", "add", "Old friend", "--date", "2026-11-16")
        G.ok(h, "gratitude", "add", "Last winter", "--date", "2025-12-31")
        #expect(G.ok(h, "gratitude") == "Today I am grateful for…\nNothing yet. Add a line: tend gratitude add \"…\"\n")
        #expect(G.ok(h, "gratitude", "--date", "yesterday") == "Yesterday I was thankful for…\n  1  Sunshine\n")
        #expect(G.ok(h, "gratitude", "--date", "mon") == "On Monday 16 November I was grateful for…\n  1  Old friend\n")
        #expect(G.ok(h, "gratitude", "--date", "2025-12-31")
            == "On Wednesday 31 December 2025 I was grateful for…\n  1  Last winter\n")
        #expect(G.ok(h, "gratitude", "--date", "2026-11-10") == "On Tuesday 10 November I was grateful for…\nNothing was written on this day.\n")
        let sat = try G.json(h.run("gratitude", "--json", "--date", "2026-11-21"))
        #expect(sat["header"] as? String == "Yesterday I was thankful for…")
        #expect(sat["date"] as? String == "2026-11-21")
        #expect(G.ok(h, "gratitude", "add", "Rain", "--date", "3d") == "Saved for Thursday 19 November:\n  1  Rain\n")
    }

    @Test("Unicode (emoji, CJK, right-to-left, combining marks) is stored and printed exactly")
    func unicodeExact() throws {
        let h = G.harness()
        let texts = ["👩‍👩‍👧 family 🙏🏽", "家族と晩ごはん", "شكرا على القهوة", "שלום", "cafe\u{301} crème", "Ǆ ﬁ ẞ"]
        G.ok(h, "gratitude", "add", texts[0], texts[1], texts[2], texts[3], texts[4], texts[5])
        let stored = try h.openStore().entries(EntryQuery(tracker: GratitudeTracker.id))
        #expect(stored.map { Array($0.value.text!.unicodeScalars) } == texts.map { Array($0.unicodeScalars) })
        let out = G.ok(h, "gratitude")
        for (i, t) in texts.enumerated() { #expect(out.contains("  \(i + 1)  " + t + "\n")) }
        let json = try G.json(h.run("gratitude", "--json"))
        let fromJSON = (json["entries"] as? [[String: Any]])?.compactMap { $0["text"] as? String } ?? []
        #expect(fromJSON.map { Array($0.unicodeScalars) } == texts.map { Array($0.unicodeScalars) })
    }

    @Test("a line of exactly 1,000 characters is accepted; tabs inside are kept; surrounding white space is trimmed")
    func lengthAndTrim() throws {
        let h = G.harness()
        let long = String(repeating: "é", count: 1000)
        G.ok(h, "gratitude", "add", long, "\t tea\twith honey \n")
        #expect(try G.texts(h) == [long, "tea\twith honey"])
    }

    @Test("lines added on one day never shift another day's numbers")
    func daysAreIndependent() throws {
        let h = G.harness()
        G.ok(h, "gratitude", "add", "A", "B")
        G.ok(h, "gratitude", "add", "Y1", "--date", "yesterday")
        G.ok(h, "gratitude", "add", "C")
        #expect(try G.texts(h) == ["A", "B", "C"])
        #expect(try G.texts(h, G.today.adding(days: -1)) == ["Y1"])
    }

    @Test("the history log names gratitude actions")
    func historyNames() throws {
        let h = G.harness()
        G.ok(h, "gratitude", "add", "Morning coffee", "Call with Sam")
        G.ok(h, "gratitude", "add", "Soup", "--date", "yesterday")
        let history = G.ok(h, "history")
        #expect(history.contains("Added gratitude (Morning coffee +1 · 2026-11-22)"))
        #expect(history.contains("Added gratitude (Soup · 2026-11-21)"))
    }
}
