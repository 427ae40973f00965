import Foundation
import MoodTracker
import TendTesting
import Testing
import TendKernel
import TendCLI
import TendConsole
@testable import TendTransfer

@Suite("Text rules of the importers: HTML notes, times, journal lines, mood labels, derived ids")
struct TextRulesTests {
    @Test("HTML notes: <br> and paragraph ends become line breaks, other tags go, entities are decoded")
    func html() {
        #expect(HTMLText.plain("Dinner with Ana &amp; Ben<br>Long walk<br/>&quot;Best&quot; day") ==
                "Dinner with Ana & Ben\nLong walk\n\"Best\" day")
        #expect(HTMLText.plain("<p>One</p><p><b>Two</b> &lt;3 &#x1F4AA; &#233;t&#233;</p>") == "One\nTwo <3 💪 été")
        #expect(HTMLText.plain("a<BR />b</div>c\n\n\n\nd") == "a\nb\nc\n\nd")
        #expect(HTMLText.plain("  plain text, no tags  ") == "plain text, no tags")
        #expect(HTMLText.plain("5 < 6 & 7 > 3 &unknown; &") == "5 < 6 & 7 > 3 &unknown; &")
    }

    @Test("times: 24-hour, 12-hour with am/pm, seconds; anything else is refused")
    func times() {
        #expect(TimeText.minutes("14:58") == 14 * 60 + 58)
        #expect(TimeText.minutes("6:50 pm") == 18 * 60 + 50)
        #expect(TimeText.minutes("12:05 AM") == 5)
        #expect(TimeText.minutes("09:30:15") == 9 * 60 + 30)
        for bad in ["25:00", "quarter past", "", "6:5 pm", "13:00 pm"] { #expect(TimeText.minutes(bad) == nil, "\(bad)") }
    }

    @Test("the per-row helpers: ASCII trimming and H:MM clocks")
    func asciiHelpers() {
        #expect(ASCIIText.trim("  a b \t\r\n") == "a b")
        #expect(ASCIIText.trim("\u{A0}kept\u{A0}") == "\u{A0}kept\u{A0}")
        #expect(ASCIIText.trim("   ") == "")
        #expect(ASCIIText.trim("é ") == "é")
        #expect(ASCIIText.clock("7:05") == 425)
        #expect(ASCIIText.clock("23:59") == 1439)
        for bad in ["24:00", "7:5", "705", ":05", "07:60", "1:2:3", "7:05 pm", "١٢:٠٠"] { #expect(ASCIIText.clock(bad) == nil, "\(bad)") }
    }

    @Test("ISO instants: what the export writes reads back exactly; offsets and fractions are understood")
    func instants() throws {
        let ms: UInt64 = 1_795_338_000_123
        #expect(TimeText.iso(millis: ms) == "2026-11-22T09:00:00.123Z")
        #expect(TimeText.millis(iso: TimeText.iso(millis: ms)) == Int64(ms))
        #expect(TimeText.millis(iso: "2026-11-22T10:00:00+01:00") == 1_795_338_000_000)
        #expect(TimeText.millis(iso: "2026-11-22T09:00Z") == 1_795_338_000_000)
        #expect(TimeText.millis(iso: "2026-11-22T09:00:00.5Z") == 1_795_338_000_500)
        for bad in ["2026-11-22", "2026-11-22T09:00:00", "2026-13-01T00:00:00Z", "yesterday"] {
            #expect(TimeText.millis(iso: bad) == nil, "\(bad)")
        }
        let berlin = TimeZone(identifier: "Europe/Berlin")!
        let day = Day(iso: "2026-07-01")!
        #expect(TimeText.instant(day, minutes: 9 * 60, in: berlin).timeIntervalSince1970 == Double(day.ordinal) * 86_400 + 7 * 3600)
        // Across clock changes, the kernel's rule: 02:30 skipped on 29 March is 03:30 summer time (01:30 UTC);
        // 02:30 repeated on 25 October is its first reading, summer time (00:30 UTC).
        let spring = Day(iso: "2026-03-29")!, autumn = Day(iso: "2026-10-25")!
        #expect(TimeText.instant(spring, minutes: 150, in: berlin).timeIntervalSince1970 == Double(spring.ordinal) * 86_400 + 5400)
        #expect(TimeText.instant(autumn, minutes: 150, in: berlin).timeIntervalSince1970 == Double(autumn.ordinal) * 86_400 + 1800)
    }

    @Test("journal lines: the title on one line; the body as note; a long title cut with the whole of it kept in the note")
    func lines() throws {
        let a = JournalText.line(title: "  Dinner\twith the\nfamily. ", body: "\nPasta.\n", limit: 280)
        #expect(a?.text == "Dinner with the family.")
        #expect(a?.note == "Pasta.")
        let b = JournalText.line(title: "", body: "First line\nSecond line", limit: 280)
        #expect(b?.text == "First line")
        #expect(b?.note == "Second line")
        let long = String(repeating: "word ", count: 100)
        let c = JournalText.line(title: long, body: "Body.", limit: 280)
        #expect(c?.text.count == 280)
        #expect(c?.text.hasSuffix("…") == true)
        #expect(c?.note == long.trimmingCharacters(in: .whitespaces) + "\n\nBody.")
        #expect(JournalText.line(title: " ", body: "\n\n", limit: 280) == nil)
        #expect(JournalText.tags(["@work", " #home ", "@work", "", "plain"]) == ["work", "home", "plain"])
        let mappings = ImportMappings(TendCLI.builtInModules)
        #expect(throws: (any Error).self) { try JournalText.journal("mood", mappings) }
        #expect(try JournalText.journal(nil, mappings).tracker == "gratitude")
        #expect(try JournalText.journal("Five", mappings).tracker == "five")
        // A build without journals has nowhere to put them.
        #expect(throws: (any Error).self) { try JournalText.journal(nil, ImportMappings([])) }
    }

    @Test("mood labels: Daylio's defaults, overridden and extended by --map; malformed maps refused")
    func moodMap() throws {
        let mood = MoodRecords()
        let plain = try MoodMap(options: [], mood: mood)
        #expect(["rad", "Good", " MEH ", "bad", "awful"].map { plain.level($0) } == [5, 4, 3, 2, 1])
        #expect(plain.level("Super") == nil)
        // Tend's own level names and words are themselves; a bare number is no label.
        #expect(["great", "Average", "HORRIBLE", "okay", "terrible"].map { plain.level($0) } == [5, 3, 1, 3, 1])
        #expect(plain.level("3") == nil)
        let mapped = try MoodMap(options: ["Super=great,Lausig=horrible", "good=5"], mood: mood)
        #expect(mapped.level("super") == 5)
        #expect(mapped.level("Lausig") == 1)
        #expect(mapped.level("good") == 5)
        // `\,` and `\=` put a comma or equals sign in a label.
        let escaped = try MoodMap(options: [#"So-so\, ok=average,a\=b=bad"#], mood: mood)
        #expect(escaped.level("So-so, ok") == 3)
        #expect(escaped.level("a=b") == 2)
        #expect(plain.suggestion(["Super", "dobrze", "a,b=c", "it's"]) == #"'Super=?,dobrze=good,a\,b\=c=?,it'\''s=?'"#)
        for bad in ["Super", "Super=fantastic", "=great", "Super=6", "Super=?"] {
            #expect(throws: (any Error).self) { try MoodMap(options: [bad], mood: mood) }
        }
    }

    @Test("derived ids are 16 hex digits, stable, and differ when any part differs")
    func derivedIDs() {
        let a = DerivedID.make("jrnl", "gratitude", "2026-11-20", "21:30", "Title", "Body")
        #expect(a.count == 16 && a.allSatisfy { $0.isHexDigit && !$0.isUppercase })
        #expect(a == DerivedID.make("jrnl", "gratitude", "2026-11-20", "21:30", "Title", "Body"))
        #expect(a != DerivedID.make("jrnl", "five", "2026-11-20", "21:30", "Title", "Body"))
        #expect(DerivedID.make("ab", "c") != DerivedID.make("a", "bc"))
    }

    @Test("a journal line already on one line is kept as it is, and gives what collapsing it scalar by scalar gives")
    func oneLineFastPath() {
        var random = SplitMix64(seed: 11)
        let pieces = ["a", "B", " ", "  ", "\t", "\n", "\r\n", "\u{1}", "\u{7F}", "é", "\u{A0}", "\u{2028}", "家", "-", "."]
        var kept = 0
        for _ in 0..<5_000 {
            let s = (0..<Int(random.next() % 8)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            #expect(JournalText.oneLine(s) == JournalText.collapsed(s), "\(Array(s.unicodeScalars))")
            if JournalText.isOneLine(s) { kept += 1 }
        }
        #expect(kept > 200, "the fast path is taken: \(kept)")
        #expect(JournalText.isOneLine("Dinner with the family."))
        #expect(!JournalText.isOneLine(" lead") && !JournalText.isOneLine("trail ") && !JournalText.isOneLine("two  spaces"))
        #expect(!JournalText.isOneLine("tab\there") && !JournalText.isOneLine("Crème"))
    }
}
