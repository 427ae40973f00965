import Foundation
import Testing
import TendConsole
import TendKernel
@testable import GratitudeTracker

@Suite("gratitude model rules")
struct GratitudeModelTests {
    @Test("folding ignores case and accents in both directions, ASCII fast path agrees with Foundation")
    func folding() {
        #expect(GratitudeSearch.fold("Café") == GratitudeSearch.fold("CAFE"))
        #expect(GratitudeSearch.fold("cafe\u{301}") == GratitudeSearch.fold("café"))
        #expect(GratitudeSearch.fold("ÉCOLE") == Array("ecole".utf8))
        #expect(GratitudeSearch.fold("Zoë") == Array("zoe".utf8))
        for ascii in ["Hello World", "ABCxyz 123 !?", "MiXeD-CaSe_text"] {
            #expect(GratitudeSearch.fold(ascii)
                == Array(ascii.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).utf8))
        }
    }

    @Test("matching needs every word; an empty query has no terms")
    func matching() {
        let terms = GratitudeSearch.terms("  coffee   ANA ")
        #expect(terms.count == 2)
        #expect(GratitudeSearch.matches("Coffee with Ána", terms))
        #expect(!GratitudeSearch.matches("Coffee with Sam", terms))
        #expect(GratitudeSearch.terms(" \t ").isEmpty)
        #expect(GratitudeSearch.contains(Array("abcabd".utf8), Array("abd".utf8)))
        #expect(!GratitudeSearch.contains(Array("ab".utf8), Array("abc".utf8)))
        #expect(GratitudeSearch.matches("家族と晩ごはん", GratitudeSearch.terms("晩ごはん")))
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
        #expect(t.descriptor.stats == [.streak, .momentum, .milestones])
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
