import Foundation
import Testing
import TendKernel

/// `trimmingWhitespace()` is `trimmingCharacters(in: .whitespaces)`, only faster when there is nothing to trim.
@Suite("Trimming spaces and tabs")
struct TrimmingTests {
    static let samples = [
        "", " ", "\t", "  \t ", "good", " good", "good ", "\tgood\t", "go od", "\ngood\n", "good\r", "\u{00A0}good\u{2003}",
        "é", " é ", "good\u{301}", "\u{3000}気分\u{3000}", "🙂", " 🙂", "a\u{200B}", "\u{FEFF}x", "7:30 ", " 21:00",
    ]

    @Test("the same as Foundation on spaces, tabs, newlines, Unicode spaces, accents and emoji", arguments: samples)
    func sameAsFoundation(_ text: String) {
        #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
        let sub = ("[" + text + "]").dropFirst().dropLast()
        #expect(sub.trimmingWhitespace() == sub.trimmingCharacters(in: .whitespaces))
    }

    @Test("every one- and two-byte ASCII string, and every ASCII end around a word")
    func everyASCIIEnd() {
        for a in UInt8(0)..<0x80 {
            let one = String(decoding: [a], as: UTF8.self)
            #expect(one.trimmingWhitespace() == one.trimmingCharacters(in: .whitespaces), "\(a)")
            for b in [UInt8(0x09), 0x0A, 0x20, 0x41] {
                let text = String(decoding: [a] + Array("mid".utf8) + [b], as: UTF8.self)
                #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces), "\(a) \(b)")
            }
        }
    }

    @Test("droppingTrailingSpaces drops the spaces a line ends with and nothing else, as the generic way did",
          arguments: samples + ["x   ", "気分  ", "e\u{301} ", "  ", "a \t ", "✓ done  ", "🙂 \u{00A0} "])
    func trailingSpaces(_ text: String) {
        let generic = String(text.reversed().drop(while: { $0 == " " }).reversed())
        #expect(text.droppingTrailingSpaces() == generic)
        #expect(text.droppingTrailingSpaces().utf8.last != 0x20)
    }
}
