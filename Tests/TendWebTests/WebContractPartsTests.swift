import Foundation
import TendCLI
import TendConsole
import TendKernel
import Testing
@testable import TendWeb

/// The parts a plugin's group may have for a period (links around it, a choice, a list, a month
/// calendar, bars), rendered from a plugin the web module has never heard of, with the page's query
/// values and the refusal of a value its command refuses.
@Suite("tend web: a plugin's periods, choices, calendars and bars")
struct WebContractPartsTests {
    /// Kudos, with a section that shows every part, reading `tend kudos list` with `?mode=` first.
    static var plugin: TrackerPlugin {
        let section = WebSection(id: "kudos-month", title: "kudos.web.given", kind: .groups { reads in
            let asked = reads.parameters["mode"].map { [["kudos", "list", $0]] } ?? []
            let lines = reads.first([KudosPlugin.KudosLine].self, asked + [["kudos", "list", "--json"]]) ?? []
            let first = Day(year: 2026, month: 11, day: 1)!
            let marks = lines.compactMap { l in Day(iso: l.day).map { ($0, WebDayMark(style: .level(4), value: "given", note: l.text)) } }
            let week = reads.parameters["days"] == "7"
            return [WebGroup(
                heading: "Kudos of November",
                pager: WebPager(label: "Other months", previous: WebLink(name: "← <Oct>", field: "month", value: "2026-10"),
                                next: WebLink(name: "Dec →", field: "month", value: "2026-12&x")),
                choice: WebChoice(field: "days", label: "Days", options: [WebOption(value: "7", label: "a week", selected: week),
                                                                         WebOption(value: "30", label: "a month", selected: !week)],
                                  keep: reads.parameters["month"].map { [WebKept(name: "month", value: $0)] } ?? [], button: "Show"),
                items: lines.map(\.text),
                month: WebMonth(first: first, weekStart: .monday, caption: "Kudos each day", marks: Dictionary(marks) { a, _ in a }),
                bars: WebBars(alt: "Kudos: \(lines.count)", bars: [WebBar(label: "given", value: String(lines.count), fraction: 0.5, style: .level(5))]),
                tables: [WebTable(caption: "By day", columns: ["Day", "Kudos"], rows: lines.map { [$0.day, $0.text] }, rowHeadings: true)])]
        })
        return TrackerPlugin(tracker: KudosTracker(), commands: [KudosCommand.self],
                             strings: StringTable(id: "test.kudos.parts", english: ["kudos.web.given": "Kudos given"]),
                             settings: [], reminders: .none, web: TrackerWebPage(sections: [section]))
    }

    @Test("the links, choice, list, calendar, bars and row headings a plugin declares are rendered, escaped, with the page's query values")
    func parts() async throws {
        let f = WebFixture(modules: TendCLI.builtInModules + [Self.plugin])
        #expect(f.harness.run("kudos", "give", "<b>Ada</b> 🌱").code == 0)
        let r = try await f.get("/t/kudos?days=7&month=2026-11")
        #expect(r.status == .ok)
        let s = WebTrackerPagesTests.section(r.text, from: "kudos-month", to: "recent")
        #expect(s.contains("<h3>Kudos of November</h3>"))
        #expect(s.contains(#"<nav class="pager" aria-label="Other months"><a href="/t/kudos?month=2026-10#kudos-month" rel="prev">← &lt;Oct&gt;</a>"#))
        #expect(s.contains(#"<a href="/t/kudos?month=2026-12%26x#kudos-month" rel="next">Dec →</a>"#), "a value is escaped in the address")
        #expect(s.contains(#"<form method="get" action="/t/kudos#kudos-month" class="line">"#))
        #expect(s.contains(#"<input type="hidden" name="month" value="2026-11">"#), "the other query value is kept")
        #expect(s.contains(#"<label for="kudos-month-days">Days</label>"#) && s.contains(#"<select id="kudos-month-days" name="days">"#))
        #expect(s.contains(#"<option value="7" selected>a week</option><option value="30">a month</option>"#))
        #expect(s.contains("<ul class=\"items\"><li>&lt;b&gt;Ada&lt;/b&gt; 🌱</li></ul>"))
        #expect(s.contains(#"<td class="level-4"><time datetime="2026-11-22">22</time><span class="value">given</span><span class="note" dir="auto">&lt;b&gt;Ada&lt;/b&gt; 🌱</span></td>"#))
        #expect(s.contains(#"<td class="empty"><time datetime="2026-11-21">21</time></td>"#))
        #expect(s.contains(#"<svg class="bars" role="img" aria-label="Kudos: 1""#) && s.contains(#"width="85" height="14" rx="2" class="level-5"></rect>"#))
        #expect(s.contains("<tr><th scope=\"row\">2026-11-22</th><td>&lt;b&gt;Ada&lt;/b&gt; 🌱</td></tr>"))
        #expect(!r.text.contains("<b>"), "no live markup")
        #expect(WebPagesTests.unlabelledControls(r.text).isEmpty, "\(WebPagesTests.unlabelledControls(r.text))")
    }

    @Test("a query value the plugin's command refuses shows the command's own sentence (400) and the default read, nothing written")
    func refused() async throws {
        let f = WebFixture(modules: TendCLI.builtInModules + [Self.plugin])
        #expect(f.harness.run("kudos", "give", "Bo").code == 0)
        let cli = f.harness.run("kudos", "list", "--nope")
        #expect(cli.code != 0)
        let sentence = WebForm.sentence(cli.err)
        #expect(!sentence.isEmpty)
        let before = try f.harness.digest()
        let r = try await f.get("/t/kudos?mode=--nope")
        #expect(r.status == .badRequest)
        #expect(r.text.contains("That can&#39;t be shown"))
        #expect(r.text.contains(Page.escaped(sentence)), "the command's own refusal: \(sentence)")
        #expect(WebTrackerPagesTests.section(r.text, from: "kudos-month", to: "recent").contains("<li>Bo</li>"), "the default read")
        let fine = try await f.get("/t/kudos?mode=--json")
        #expect(fine.status == .ok && !fine.text.contains("That can&#39;t be shown"))
        #expect(try f.harness.digest() == before)
    }
}
