import Foundation
import TendConsole
import Testing
@testable import TendWeb

/// `/compare`: the `tend compare` table, its adherence chart and the motivation models of one target.
@Suite("tend web: the compare page")
struct WebComparePageTests {
    /// A store with a habit whose name holds markup, quotes, right-to-left text and emoji, done on
    /// some days, and a few moods.
    static func fixture() -> WebFixture {
        let f = WebFixture()
        #expect(f.harness.run("habit", "new", WebMoodPageTests.tricky).code == 0)
        for back in ["0d", "1d", "3d"] { #expect(f.harness.run("habit", "done", WebMoodPageTests.tricky, "--date", back).code == 0) }
        for back in ["0d", "2d"] { #expect(f.harness.run("mood", "log", "good", "--date", back).code == 0) }
        return f
    }

    /// `tend compare --json` as the page reads it.
    static func report(_ f: WebFixture, _ since: String) throws -> WebComparePage.ReportJSON {
        try JSONDecoder().decode(WebComparePage.ReportJSON.self, from: Data(f.harness.run("compare", "--json", "--since", since).out.utf8))
    }

    @Test("the table has a column per target and the console's rows, with the CLI's figures, names escaped")
    func table() async throws {
        let f = Self.fixture()
        let report = try Self.report(f, "90d")
        #expect(report.targets.count >= 3)
        let page = try await f.get("/compare")
        #expect(page.status == .ok)
        let html = page.text
        #expect(html.contains("<h1>Compare · \(report.from.iso) – \(report.to.iso) (90 days)</h1>"))
        #expect(!html.contains("<b>"), "no live markup")
        let table = WebTrackerPagesTests.section(html, from: "compare-table", to: "models")
        for target in report.targets { #expect(table.contains("<th scope=\"col\">\(Page.escaped(target.name))</th>"), "\(target.name)") }
        #expect(table.contains(Page.escaped(WebMoodPageTests.tricky)))
        let adherence = try #require(table.components(separatedBy: "<tr><th scope=\"row\">Adherence</th>").dropFirst().first?.components(separatedBy: "</tr>").first)
        let cells = report.targets.map { "<td>" + FigureText.percent($0.completionRate) + "</td>" }.joined()
        #expect(adherence == cells, "the CLI's completion rates in its order: \(adherence)")
        let habit = try #require(report.targets.first { $0.name == WebMoodPageTests.tricky })
        #expect(habit.daysDone == 3)
        for label in ["Schedule", "Scheduled days", "Days done", "Strict streak", "Forgiving streak", "Longest streak", "Momentum",
                      "Strength", "Entries per day", "Best weekday", "Trend"] {
            #expect(table.contains("<tr><th scope=\"row\">\(label)</th>"), "\(label)")
        }
        #expect(table.contains(#"<img src="/compare/chart?since=90d" alt="Adherence of each target: "#))
        #expect(table.contains(#"role="region" aria-labelledby="compare-table" tabindex="0""#), "the wide table scrolls on its own, by keyboard too")
        #expect(html.contains(#"<a href="/compare" aria-current="page">Compare</a>"#), "linked from the navigation")
        #expect(html.contains(#"<label for="compare-since">"#) && html.contains(#"<label for="compare-models">"#))
        #expect(html.contains(#"<option value="90d" selected>The last 90 days</option>"#))
    }

    @Test("the motivation models of the chosen target: the console's chart, its text alternative, the last day's figures")
    func models() async throws {
        let f = Self.fixture()
        let habit = try #require(try Self.report(f, "30d").targets.first { $0.name == WebMoodPageTests.tricky })
        let cli = f.harness.run("compare", "--models", habit.id, "--since", "30d", "--json")
        let models = try JSONDecoder().decode(WebComparePage.ModelsJSON.self, from: Data(cli.out.utf8))
        let id = habit.id.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let page = try await f.get("/compare?since=30d&models=\(id)")
        #expect(page.status == .ok)
        let section = WebTrackerPagesTests.section(page.text, from: "models", to: nil)
        #expect(section.contains("How the motivation models rate \(Page.escaped(WebMoodPageTests.tricky))"))
        #expect(section.contains(#"<img src="/compare/models?since=30d&amp;target=\#(WebCompareQuery.escape(habit.id).replacingOccurrences(of: "&", with: "&amp;"))""#))
        #expect(section.contains("<dt>Strict streak</dt><dd>\(models.current.strictStreak) day"))
        #expect(section.contains("<dt>Strength</dt><dd>\(FigureText.percent(models.current.strength))</dd>"))
        #expect(section.contains("On the last day: strict streak \(models.current.strictStreak) day"), "the image's text alternative")
        #expect(page.text.contains(#"<option value="30d" selected>"#))
        #expect(page.text.contains("<option value=\"\(Page.escaped(habit.id))\" selected>"))
    }

    @Test("ticked targets are compared alone; every target stays a choice, and the chart shows the same ones")
    func someTargets() async throws {
        let f = Self.fixture()
        let all = try Self.report(f, "90d")
        let habit = try #require(all.targets.first { $0.name == WebMoodPageTests.tricky })
        let page = try await f.get("/compare?target=mood&target=\(WebCompareQuery.escape(habit.id))")
        #expect(page.status == .ok)
        let heads = WebTrackerPagesTests.section(page.text, from: "compare-table", to: "models").components(separatedBy: "<th scope=\"col\">").dropFirst()
            .map { $0.components(separatedBy: "</th>")[0] }
        #expect(heads == ["Figure", "Mood", Page.escaped(WebMoodPageTests.tricky)])
        for (i, target) in all.targets.enumerated() {
            let ticked = target.id == "mood" || target.id == habit.id
            #expect(page.text.contains("<input type=\"checkbox\" id=\"compare-target-\(i)\" name=\"target\" value=\"\(Page.escaped(target.id))\"\(ticked ? " checked" : "")>"
                + "<label for=\"compare-target-\(i)\">\(Page.escaped(target.name))</label>"), "\(target.id)")
        }
        #expect(page.text.contains("<option value=\"mood\" selected>"), "the models of the first compared target")
        let src = "/compare/chart?since=90d&target=mood&target=" + WebCompareQuery.escape(habit.id)
        #expect(page.text.contains("<img src=\"\(src.replacingOccurrences(of: "&", with: "&amp;"))\""))
        let chart = try await f.get(src)
        #expect(chart.status == .ok && chart.text.contains(">Mood<") && !chart.text.contains(">Gratitude<"))
        let plus = try await f.get("/compare?target=" + WebCompareQuery.escape(habit.id).replacingOccurrences(of: "%20", with: "+"))
        #expect(plus.status == .ok && plus.text.contains("(90 days)</h1>"), "a form's + is a space")
        #expect(WebTrackerPagesTests.section(plus.text, from: "compare-table", to: "models").components(separatedBy: "<th scope=\"col\">").count == 3)
        let everything = try await f.get("/compare")
        #expect(everything.text.components(separatedBy: " checked>").count - 1 == all.targets.count, "none asked for: all ticked")
    }

    @Test("dates compare that span (tend compare --from --to), in the table and both charts; empty date fields mean since")
    func dates() async throws {
        let f = Self.fixture()
        let cli = try JSONDecoder().decode(WebComparePage.ReportJSON.self,
                                           from: Data(f.harness.run("compare", "--json", "--from", "2026-11-01", "--to", "2026-11-15").out.utf8))
        let page = try await f.get("/compare?since=90d&from=2026-11-01&to=2026-11-15")
        #expect(page.status == .ok)
        #expect(page.text.contains("<h1>Compare · 2026-11-01 – 2026-11-15 (\(cli.days) days)</h1>") && cli.days == 15)
        let adherence = try #require(page.text.components(separatedBy: "<tr><th scope=\"row\">Adherence</th>").dropFirst().first?.components(separatedBy: "</tr>").first)
        #expect(adherence == cli.targets.map { "<td>" + FigureText.percent($0.completionRate) + "</td>" }.joined())
        #expect(page.text.contains(#"<img src="/compare/chart?from=2026-11-01&amp;to=2026-11-15""#))
        #expect(page.text.contains(#"<img src="/compare/models?from=2026-11-01&amp;to=2026-11-15&amp;target="#))
        #expect(page.text.contains(#"<input type="date" id="compare-from" name="from" value="2026-11-01">"#))
        #expect(page.text.contains(#"<label for="compare-to">to</label>"#))
        let chart = try await f.get("/compare/chart?from=2026-11-01&to=2026-11-15")
        #expect(chart.status == .ok && chart.text.contains("2026-11-01 – 2026-11-15"))
        let empty = try await f.get("/compare?since=30d&from=&to=")
        #expect(empty.status == .ok && empty.text.contains("(30 days)</h1>"))
    }

    @Test("the charts are the console's SVG: tend compare --svg and --models --svg")
    func charts() async throws {
        let f = Self.fixture()
        let table = try await f.get("/compare/chart?since=30d")
        #expect(table.status == .ok && table.contentType == "image/svg+xml")
        #expect(table.text.contains("<svg") && table.text.contains("Adherence"))
        let models = try await f.get("/compare/models?since=30d&target=mood")
        #expect(models.status == .ok && models.text.contains("How the motivation models rate Mood"))
        #expect(try await f.get("/compare/other").status == .notFound)
        #expect(try await f.get("/compare/models?since=30d").status == .notFound, "models without a target")
    }

    @Test("a bad period or target is refused with the CLI's sentence, the defaults shown, nothing written",
          arguments: [("since", "bogus"), ("since", "<b>1y</b>"), ("models", "nothing-like-it"), ("models", "\"q\""), ("target", "nothing-like-it"),
                      ("from", "2026-13-01"), ("to", "<b>later</b>"), ("from", "2026-11-20&to=2026-11-10")])
    func badQuery(_ name: String, _ value: String) async throws {
        let f = Self.fixture()
        let cli = switch name {
        case "since": f.harness.run("compare", "--since", value)
        case "target": f.harness.run("compare", "--", value)
        case "from": f.harness.run(["compare"] + value.components(separatedBy: "&to=").enumerated().flatMap { [$0 == 0 ? "--from" : "--to", $1] })
        case "to": f.harness.run("compare", "--to", value)
        default: f.harness.run("compare", "--models", value)
        }
        #expect(cli.code != 0)
        let sentence = WebForm.sentence(cli.err)
        let before = try f.harness.digest()
        let query = value.components(separatedBy: "&to=").map { $0.addingPercentEncoding(withAllowedCharacters: .alphanumerics)! }.joined(separator: "&to=")
        let page = try await f.get("/compare?\(name)=\(query)")
        if name == "target" {
            #expect(page.text.components(separatedBy: " checked>").count - 1 == (try Self.report(f, "90d")).targets.count, "all compared instead")
        }
        #expect(page.status == .badRequest)
        #expect(page.text.contains(Page.escaped(sentence)), "the CLI's own refusal: \(sentence)")
        #expect(!page.text.contains("<b>1y"))
        #expect(page.text.contains("(90 days)</h1>") && page.text.contains("id=\"models\""), "the defaults instead")
        let escaped = value.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let uri = switch name {
        case "since": "/compare/chart?since=\(escaped)"
        case "from", "to": "/compare/chart?\(name)=\(query)"
        case "target": "/compare/chart?target=\(escaped)"
        default: "/compare/models?target=\(escaped)"
        }
        let chart = try await f.get(uri)
        #expect(chart.status == .badRequest && chart.text.contains(Page.escaped(sentence)))
        #expect(try f.harness.digest() == before)
    }
}
