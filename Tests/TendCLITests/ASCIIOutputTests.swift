import Foundation
import Testing
import TendConsole
import TendCLITesting
import TendTesting

/// `--ascii`, and a locale that is not UTF-8, print ASCII only — separators, dashes, ellipses and
/// charts included — while `--json` keeps every character (as `\u` escapes), so no data is changed.
@Suite("ASCII-only output")
struct ASCIIOutputTests {
    static func seeded() -> TendHarness {
        let h = TendHarness()
        #expect(h.run("mood", "log", "good", "--note", "Café ☕ with Zoë").code == 0)
        #expect(h.run("gratitude", "add", "Tea — with Ana…").code == 0)
        #expect(h.run("habit", "new", "Read").code == 0)
        #expect(h.run("habit", "done", "Read").code == 0)
        return h
    }

    static let views: [[String]] = [
        [], ["today"], ["mood"], ["mood", "month"], ["mood", "year"], ["mood", "insights"], ["gratitude"],
        ["gratitude", "stats"], ["five-lines"], ["habit"], ["habit", "list"], ["habit", "show", "Read"], ["ritual"],
        ["history"], ["insights"], ["compare"], ["config", "list"], ["remind"], ["doctor"], ["tracker", "list"],
        ["--help"], ["mood", "--help"], ["moood"],
    ]

    static func nonASCII(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { !$0.utf8.allSatisfy { $0 < 0x80 } }
    }

    @Test("every view, with --ascii and with LANG=C, prints ASCII only")
    func views() throws {
        let h = Self.seeded()
        for args in Self.views {
            for (extra, env) in [(["--ascii"], [String: String]()), ([], ["LANG": "C", "LC_ALL": ""])] {
                let r = h.run(args + extra, env: env)
                let bad = Self.nonASCII(r.out + r.err)
                #expect(bad.isEmpty, "tend \((args + extra).joined(separator: " ")) \(env): \(bad)")
            }
        }
        let mood = h.run("mood", "--ascii").out
        #expect(mood.contains("Cafe ? with Zoe"), "\(mood)")
        #expect(h.run("gratitude", "--ascii").out.contains("Tea - with Ana..."))
    }

    @Test("JSON under LANG=C is ASCII and decodes to the very same text")
    func json() throws {
        let h = Self.seeded()
        let r = h.run(["mood", "list", "--json"], env: ["LANG": "C"])
        #expect(r.code == 0, "\(r)")
        #expect(Self.nonASCII(r.out).isEmpty)
        #expect(r.out.contains(#"Caf\u00e9 \u2615 with Zo\u00eb"#), "\(r.out)")
        let plain = h.run("mood", "list", "--json").out
        func canonical(_ text: String) throws -> Data {
            try JSONSerialization.data(withJSONObject: try JSONSerialization.jsonObject(with: Data(text.utf8)), options: .sortedKeys)
        }
        #expect(plain.contains("Café ☕ with Zoë"))
        #expect(try canonical(r.out) == canonical(plain))
    }

    @Test("folding: punctuation, accents, and the rest")
    func fold() {
        #expect(ASCIIText.fold("Mood · good — fine… ≈ 4 × 2 → “ok” ’s") == "Mood - good - fine... ~ 4 x 2 -> \"ok\" 's")
        #expect(ASCIIText.fold("Zoë, café, Ångström, Straße") == "Zoe, cafe, Angstrom, Strasse")
        #expect(ASCIIText.fold("日記 🙂") == "?? ?")
        #expect(ASCIIText.escapeJSON("{\"a\": \"é🙂\"}") == #"{"a": "\u00e9\ud83d\ude42"}"#)
    }

    @Test("an export and a calendar written to standard output keep every character under LANG=C")
    func dataVerbatim() throws {
        let h = Self.seeded()
        let export = h.run(["export"], env: ["LANG": "C"])
        #expect(export.code == 0, "\(export)")
        #expect(export.out.contains("Café ☕ with Zoë"), "the export is data, not text for a terminal")
        #expect(h.run(["export", "--ascii"]).out.contains("Tea — with Ana…"))
        let file = h.directory + "/stretch.json"
        try #"{"id": "stretch", "name": "Étirements", "value": "done", "reminder": {"time": "07:00", "message": "Dix minutes ☀"}}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        #expect(h.run("tracker", "add", file).code == 0)
        let ics = h.run(["remind", "ics"], env: ["LANG": "C"])
        #expect(ics.code == 0, "\(ics)")
        #expect(ics.out.contains("SUMMARY:Étirements"), "\(ics.out)")
        #expect(ics.out == h.run("remind", "ics").out, "the calendar file is the same bytes whatever the locale")
    }
}
