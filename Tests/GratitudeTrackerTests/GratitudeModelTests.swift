import Foundation
import TendTesting
import Testing
import TendConsole
import TendKernel
@testable import GratitudeTracker

@Suite("gratitude model rules")
struct GratitudeModelTests {
    @Test("folding ignores case and accents in both directions, ASCII fast path agrees with Foundation")
    func folding() {
        #expect(LineSearch.fold("Café") == LineSearch.fold("CAFE"))
        #expect(LineSearch.fold("cafe\u{301}") == LineSearch.fold("café"))
        #expect(LineSearch.fold("ÉCOLE") == Array("ecole".utf8))
        #expect(LineSearch.fold("Zoë") == Array("zoe".utf8))
        for ascii in ["Hello World", "ABCxyz 123 !?", "MiXeD-CaSe_text"] {
            #expect(LineSearch.fold(ascii)
                == Array(ascii.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).utf8))
        }
    }

    @Test("matching needs every word; an empty query has no terms")
    func matching() {
        let terms = LineSearch.terms("  coffee   ANA ")
        #expect(terms.count == 2)
        #expect(LineSearch.matches("Coffee with Ána", terms))
        #expect(!LineSearch.matches("Coffee with Sam", terms))
        #expect(LineSearch.terms(" \t ").isEmpty)
        #expect(contains("abcabd", "abd"))
        #expect(contains("xABD", "abd"), "capitals in the text read as small letters")
        #expect(!contains("ab", "abc"))
        #expect(!contains("abc", "abd"))
        #expect(LineSearch.matches("家族と晩ごはん", LineSearch.terms("晩ごはん")))
    }

    func contains(_ haystack: String, _ needle: String) -> Bool {
        Array(haystack.utf8).withUnsafeBufferPointer { LineSearch.contains($0, Array(needle.utf8)) }
    }

    /// Whether `needle`'s bytes occur in `haystack`'s, the plain way.
    func naive(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        needle.isEmpty || (haystack.count >= needle.count
            && (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<($0 + needle.count)]) == needle })
    }

    @Test("matching text in place agrees with Foundation's folding, for ASCII, accented, decomposed and other scripts")
    func inPlaceMatchingAgreesWithFoundation() {
        var random = SplitMix64(seed: 7)
        let alphabet = Array("abcdeABCDE éÉèçÇñÑüÜ 家ー-").map(String.init) + ["e\u{301}", "E\u{301}"]
        let queries = ["abc", "ABC", "e", "é", "cafe", "CAFÉ", "ç", "n", "家", "de", "eA", "a b"].map(LineSearch.terms)
        var checked = 0, hits = 0
        for _ in 0..<3_000 {
            // Up to 40 pieces: past the eight bytes at a time the scans read.
            let text = (0..<Int(random.next() % 41)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }.joined()
            let folded = Array(text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).utf8)
            for terms in queries {
                let expected = terms.allSatisfy { naive(folded, $0) }
                #expect(LineSearch.matches(text, terms) == expected, "\(text) \(terms)")
                checked += 1
                hits += expected ? 1 : 0
            }
        }
        #expect(checked == 36_000 && hits > 1_000 && hits < 35_000, "both outcomes are exercised: \(hits) hits")
    }

    @Test("text rules: trimmed, not empty, one line, no control characters, at most 1,000 characters")
    func textRules() throws {
        #expect(try GratitudeText.validated("  Tea \n") == "Tea")
        #expect(try GratitudeText.validated(String(repeating: "👍🏽", count: 1000)).count == 1000)
        for bad in ["", "  ", "a\nb", "a\u{85}b", "a\u{7}b", String(repeating: "x", count: 1001)] {
            #expect(throws: TendError.self) { try GratitudeText.validated(bad) }
        }
        #expect(GratitudeText.problem("Tea") == nil)
        #expect(GratitudeText.problem(" Tea") != nil)
        #expect(GratitudeText.problem("a\nb") != nil)
        #expect(GratitudeText.problem("") != nil)
    }

    @Test("references: a positive number, optionally with #")
    func references() throws {
        #expect(try GratitudeRef(parsing: "3").number == 3)
        #expect(try GratitudeRef(parsing: "#12").number == 12)
        for bad in ["", "0", "-1", "x", "١", "1e3", "9999999"] {
            #expect(throws: TendError.self) { try GratitudeRef(parsing: bad) }
        }
    }

    @Test("validate accepts what the tracker writes and names what it wouldn't write")
    func validate() {
        let t = GratitudeTracker()
        let now = Date(timeIntervalSince1970: 0)
        let good = Entry(id: "a", tracker: "gratitude", day: Day(ordinal: 0), value: .text("Tea"), created: now)
        #expect(t.validate(good) == nil)
        var other = good
        other.tracker = "mood"
        #expect(t.validate(other) != nil)
        var level = good
        level.value = .level(3)
        #expect(t.validate(level) != nil)
        var subject = good
        subject.subject = "x"
        #expect(t.validate(subject) != nil)
        var padded = good
        padded.value = .text(" Tea ")
        #expect(t.validate(padded) != nil)
        #expect(t.descriptor.id == "gratitude")
        #expect(t.descriptor.perDay == .many(limit: nil))
        #expect(t.descriptor.defaultSchedule == .daily)
        #expect(t.descriptor.valueKind == .text)
        #expect(t.descriptor.stats == [.streak, .momentum, .strength, .milestones])
    }

    @Test("every catalog key used by the module has English text")
    func catalogComplete() {
        let english = GratitudeStrings.table.english
        for key in ["gratitude.unit.entry.one", "gratitude.unit.entry.other", "gratitude.header.today",
                    "history.action.gratitude.add", "history.action.gratitude.edit", "history.action.gratitude.rm",
                    "history.action.gratitude.move", "history.action.gratitude.schedule"] {
            #expect(english[key] != nil, "\(key)")
        }
        for bucket in ["dormant", "building", "flowing", "strong", "onFire"] {
            #expect(english["gratitude.momentum." + bucket] != nil)
        }
        for kind in ["entries", "days", "time"] { #expect(english["gratitude.milestone." + kind] != nil) }
    }
}
