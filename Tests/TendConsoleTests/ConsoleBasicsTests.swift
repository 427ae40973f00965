import Foundation
import Testing
@testable import TendConsole
import TendKernel
import TendTesting

@Suite("Console basics: catalog, widths, tables, styles")
struct ConsoleBasicsTests {
    @Test("placeholders are filled; unknown ones and unclosed braces are left as written")
    func fill() {
        #expect(Catalog.fill("Logged {mood} for {day}.", ["mood": "good", "day": "today"]) == "Logged good for today.")
        #expect(Catalog.fill("{a} and {b}", ["a": "x"]) == "x and {b}")
        #expect(Catalog.fill("open {brace", ["brace": "x"]) == "open {brace")
        #expect(Catalog.fill("no args", [:]) == "no args")
        #expect(Catalog.fill("Sent {count:change|changes}.", ["count": "1"]) == "Sent 1 change.")
        #expect(Catalog.fill("Sent {count:change|changes}.", ["count": "3"]) == "Sent 3 changes.")
        #expect(Catalog.fill("{count:a|b|c}", ["count": "3"]) == "{count:a|b|c}")
    }

    @Test("registered tables answer by key; a missing key answers the key itself")
    func lookup() {
        Catalog.register(StringTable(id: "ConsoleBasicsTests", english: ["test.console.hello": "Hello, {name}"]))
        #expect(tr("test.console.hello", ["name": "Sam"]) == "Hello, Sam")
        #expect(tr("test.console.missing") == "test.console.missing")
        #expect(Catalog.has("test.console.hello"))
    }

    @Test("the language follows LC_ALL, else LC_MESSAGES, else LANG, and changes with the invocation's environment")
    func language() throws {
        #expect(Catalog.language(in: [:]) == "en")
        #expect(Catalog.language(in: ["LANG": "C.UTF-8"]) == "en")
        #expect(Catalog.language(in: ["LANG": "POSIX"]) == "en")
        #expect(Catalog.language(in: ["LANG": "de_DE.UTF-8"]) == "de")
        #expect(Catalog.language(in: ["LANG": "de_DE.UTF-8", "LC_ALL": "fr_FR"]) == "fr")
        #expect(Catalog.language(in: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "pt_PT.UTF-8"]) == "pt-BR")

        Catalog.register(StringTable(id: "ConsoleBasicsTests.language", english: ["test.console.bye": "Bye"],
                                     translations: ["de": ["test.console.bye": "Tschüss"]]))
        let platform = Platform(openStore: { _, _, _ in throw TendError(key: "test.console.no-store") },
                                timeZone: TimeZone(identifier: "UTC")!, systemFirstWeekday: .monday,
                                clock: FixedClock(Date(timeIntervalSince1970: 0)), ids: RandomIDs())
        var invocation = Invocation(environment: ["LANG": "de_DE.UTF-8"], io: .capturing(), outputIsTerminal: false,
                                    inputIsTerminal: false, modules: [], platform: platform)
        #expect(invocation.language == "de")
        Invocation.$currentOrNil.withValue(invocation) { #expect(tr("test.console.bye") == "Tschüss") }
        invocation.environment["LC_ALL"] = "en_US.UTF-8"
        #expect(invocation.language == "en")
        Invocation.$currentOrNil.withValue(invocation) { #expect(tr("test.console.bye") == "Bye") }
        #expect(tr("test.console.bye") == "Bye")  // outside any invocation: English
    }

    @Test("display width counts wide characters as two and combining marks as none")
    func widths() {
        #expect(TextWidth.of("abc") == 3)
        #expect(TextWidth.of("日本語") == 6)
        #expect(TextWidth.of("☕️") == 2)
        #expect(TextWidth.of("e\u{301}") == 1)
        #expect(TextWidth.of("שלום") == 4)
        #expect(TextWidth.pad("日本", to: 6) == "日本  ")
        #expect(TextWidth.truncate("abcdefgh", to: 5) == "abcd…")
    }

    @Test("plain ASCII is measured byte by byte, as the character walk measures it")
    func asciiWidths() {
        var rng = SplitMix64(seed: 0x7E4D_7700)
        for _ in 0..<3_000 {
            let bytes = (0..<Int.random(in: 0...40, using: &rng)).map { _ in UInt8.random(in: 0...0x7F, using: &rng) }
            let s = String(decoding: bytes, as: UTF8.self)
            #expect(TextWidth.of(s) == TextWidth.ofCharacters(s), "\(bytes)")
        }
        #expect(TextWidth.of("a\r\nb\t") == 2)
        #expect(TextWidth.of("Mon 100%") == 8)
    }

    @Test("tables align columns by display width and right-align numbers; lines end without spaces")
    func table() {
        let t = TextTable(columns: [.init("Name"), .init("Count", right: true)], rows: [["日本", "3"], ["Tea", "12"]])
        #expect(t.render() == ["Name  Count", "日本      3", "Tea      12"])
        let loose = TextTable(columns: [.init("A"), .init("B"), .init("C")], rows: [["x", "", ""], ["e\u{301}", " ", "日"], ["", "", ""]])
        #expect(loose.render() == ["A  B  C", "x", "e\u{301}     日", ""])
    }

    @Test("colour codes appear only when colour is on")
    func colour() {
        #expect(Style(color: false, unicode: true, theme: .garden).accent("x") == "x")
        #expect(Style(color: true, unicode: true, theme: .garden).accent("x") == "\u{1B}[36mx\u{1B}[0m")
        #expect(Style(color: true, unicode: true, theme: .classic).accent("x") == "x")
    }

    @Test("a UTF-8 locale or none allows Unicode; another locale means ASCII")
    func unicodeLocale() {
        #expect(Session.unicodeLocale([:]))
        #expect(Session.unicodeLocale(["LANG": "en_GB.UTF-8"]))
        #expect(!Session.unicodeLocale(["LANG": "C"]))
        #expect(!Session.unicodeLocale(["LC_ALL": "POSIX", "LANG": "en_US.UTF-8"]))
    }

    @Test("trimming, line breaks and long text: the same answers as Foundation and Character, for ASCII and Unicode ends")
    func textChecksAgreeWithFoundation() {
        var random = SplitMix64(seed: 5)
        let pieces = ["a", "Z", " ", "\t", "\n", "\r", "\r\n", "\u{B}", "\u{C}", "\u{85}", "\u{A0}", "\u{2028}", "\u{2029}",
                      "\u{3000}", "\u{200B}", "é", "e\u{301}", "👍🏽", "家", "\u{1}"]
        for _ in 0..<5_000 {
            let s = (0..<Int(random.next() % 7)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            #expect(Sanitize.trimmed(s) == s.trimmingCharacters(in: .whitespacesAndNewlines), "\(Array(s.unicodeScalars))")
            #expect(Sanitize.hasLineBreak(s) == s.contains(where: \.isNewline), "\(Array(s.unicodeScalars))")
            for limit in [0, 1, 3, 6] {
                #expect(Sanitize.count(s, over: limit) == (s.count > limit ? s.count : nil))
            }
        }
        #expect(Sanitize.trimmed("  tea \n") == "tea" && Sanitize.trimmed("tea") == "tea" && Sanitize.trimmed("") == "")
    }
}
