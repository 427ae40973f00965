import Foundation
import Hummingbird
import HummingbirdTesting
import HTTPTypes
import TendCLITesting
import Testing
@testable import MoodTracker
@testable import TendWeb

/// The mood page's month calendar (levels and notes, month navigation) and insights, read from
/// `tend mood month --json`, `tend mood insights --json` and `tend insights --json`.
@Suite("tend web: the mood month and insights")
struct WebMoodPageTests {
    /// Markup, quotes, right-to-left text and emoji: shown as written, never as markup.
    static let tricky = #"<b>bold</b> & "q" 'a' שלום 🌱"#
    static let trickyEscaped = "&lt;b&gt;bold&lt;/b&gt; &amp; &quot;q&quot; &#39;a&#39; שלום 🌱"

    /// The page at `uri`, signed in.
    static func get(_ f: WebFixture, _ uri: String) async throws -> Page { try await f.get(uri) }

    @Test("the month is a calendar from the week start, each day with its level's word and its note, escaped")
    func calendar() async throws {
        let f = WebFixture()
        #expect(f.harness.run("mood", "log", "great", "--date", "2026-11-03", "--note", Self.tricky).code == 0)
        #expect(f.harness.run("mood", "log", "bad", "--date", "2026-11-10").code == 0)
        let r = try await Self.get(f, "/t/mood")
        #expect(r.status == .ok)
        let month = WebTrackerPagesTests.section(r.text, from: "month", to: "insights")
        #expect(month.contains("Moods of November 2026"))
        #expect(month.contains(#"<td class="level-5"><time datetime="2026-11-03">3</time><span class="value">great</span><span class="note" dir="auto">\#(Self.trickyEscaped)</span></td>"#))
        #expect(month.contains(#"<td class="level-2"><time datetime="2026-11-10">10</time><span class="value">bad</span></td>"#))
        #expect(month.contains(#"<td class="empty"><time datetime="2026-11-11">11</time></td>"#), "a day without a mood is empty")
        #expect(!r.text.contains("<b>"), "no live markup")
        #expect(month.contains("Logged on 2 of 22 days · average 3.5"))
        // 1 November 2026 is a Sunday: six empty places before it in a week from Monday.
        let firstRow = month.components(separatedBy: "<tr>")[2]
        #expect(firstRow.components(separatedBy: "class=\"outside\"").count - 1 == 6)
        #expect(month.contains(#"<th scope="col"><abbr title="Monday">Mon</abbr></th><th scope="col"><abbr title="Tuesday">"#))
        #expect(month.components(separatedBy: "<time datetime=\"2026-11-").count - 1 == 30, "every day of the month")
        #expect(month.contains(#"<a href="/t/mood?month=2026-10#month" rel="prev">← October 2026</a>"#))
        #expect(month.contains(#"<a href="/t/mood?month=2026-12#month" rel="next">December 2026 →</a>"#))
    }

    @Test("with the week starting on Sunday the calendar's first column is Sunday")
    func sundayStart() async throws {
        let f = WebFixture()
        #expect(f.harness.run("config", "set", "week-start", "sunday").code == 0)
        let month = WebTrackerPagesTests.section(try await Self.get(f, "/t/mood").text, from: "month", to: "insights")
        #expect(month.contains(#"<thead><tr><th scope="col"><abbr title="Sunday">Sun</abbr></th>"#))
        let firstRow = month.components(separatedBy: "<tr>")[2]
        #expect(firstRow.hasPrefix(#"<td class="empty"><time datetime="2026-11-01">1</time>"#), "\(firstRow)")
    }

    @Test("?month=2026-10 shows October, with its moods and the links around it")
    func otherMonth() async throws {
        let f = WebFixture()
        #expect(f.harness.run("mood", "log", "average", "--date", "2026-10-15", "--note", "mid-month").code == 0)
        let month = WebTrackerPagesTests.section(try await Self.get(f, "/t/mood?month=2026-10").text, from: "month", to: "insights")
        #expect(month.contains("Moods of October 2026"))
        #expect(month.contains(#"<time datetime="2026-10-15">15</time><span class="value">average</span><span class="note" dir="auto">mid-month</span>"#))
        #expect(!month.contains("2026-11-0"))
        #expect(month.contains("?month=2026-09#month") && month.contains("?month=2026-11#month"))
    }

    @Test("a bad month or window is refused with the CLI's sentence, the defaults shown, nothing written",
          arguments: [("month", "2026-13"), ("month", "<b>soon</b>"), ("days", "45"), ("days", "\"x\"")])
    func badQuery(_ name: String, _ value: String) async throws {
        let f = WebFixture()
        #expect(f.harness.run("mood", "log", "good").code == 0)
        let cli = name == "month" ? f.harness.run("mood", "month", "--month", value) : f.harness.run("mood", "insights", "--days", value)
        #expect(cli.code != 0)
        let sentence = WebForm.sentence(cli.err)
        #expect(!sentence.isEmpty)
        let before = try f.harness.digest()
        let query = value.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let r = try await Self.get(f, "/t/mood?\(name)=\(query)")
        #expect(r.status == .badRequest)
        #expect(r.text.contains("That can&#39;t be shown"))
        #expect(r.text.contains(Page.escaped(sentence)), "the CLI's own refusal: \(sentence)")
        #expect(!r.text.contains("<b>soon"))
        #expect(r.text.contains("Moods of November 2026"), "this month instead")
        #expect(r.text.contains(#"<option value="30" selected>"#), "the 30 days instead")
        #expect(try f.harness.digest() == before)
    }

    @Test("the insights show the averages by weekday and the level counts as tables and bars, from tend mood insights")
    func insights() async throws {
        let f = WebFixture()
        // Mondays good, Fridays bad, three weeks.
        for day in ["2026-11-02", "2026-11-09", "2026-11-16"] { #expect(f.harness.run("mood", "log", "good", "--date", day).code == 0) }
        for day in ["2026-11-06", "2026-11-13", "2026-11-20"] { #expect(f.harness.run("mood", "log", "bad", "--date", day).code == 0) }
        let r = try await Self.get(f, "/t/mood")
        let insights = WebTrackerPagesTests.section(r.text, from: "insights", to: "recent")
        #expect(insights.contains("a mood on 6 of 30 days, average 3.0"))
        #expect(insights.contains("Best weekday: Monday (average 4.0)"))
        #expect(insights.contains("Hardest weekday: Friday (average 2.0)"))
        #expect(insights.contains("<h3>Average by weekday</h3>") && insights.contains("<h3>How often each level</h3>"))
        #expect(insights.contains(#"<tr><th scope="col">Weekday</th><th scope="col">Average</th><th scope="col">Days with a mood</th></tr>"#))
        #expect(insights.contains(#"<tr><th scope="col">Level</th><th scope="col">Days</th><th scope="col">Share</th></tr>"#))
        #expect(insights.contains(#"<tr><th scope="row">Monday</th><td>4.0</td><td>3</td></tr>"#))
        #expect(insights.contains(#"<tr><th scope="row">Tuesday</th><td>–</td><td>0</td></tr>"#))
        #expect(insights.contains(#"<tr><th scope="row">good</th><td>3</td><td>50%</td></tr>"#))
        #expect(insights.contains(#"<tr><th scope="row">great</th><td>0</td><td>0%</td></tr>"#))
        #expect(insights.contains(#"role="img" aria-label="Average by weekday: Monday 4.0, Tuesday –, Wednesday –, Thursday –, Friday 2.0, Saturday –, Sunday –""#),
                "the bars' text alternative")
        #expect(insights.contains(#"<text x="0" y="15">Monday</text><rect x="100" y="3" width="136" height="14" rx="2" class="level-4"></rect>"#),
                "Monday's bar is 4/5 of the widest")
        #expect(insights.contains(#"<option value="30" selected>"#))
        #expect(!insights.contains("style="), "no inline style: the policy forbids it")
        let wide = WebTrackerPagesTests.section(try await Self.get(f, "/t/mood?days=90").text, from: "insights", to: "recent")
        #expect(wide.contains(#"<option value="90" selected>"#) && wide.contains("of 90 days"))
        #expect(WebPagesTests.unlabelledControls(r.text).isEmpty && r.text.contains(#"<label for="insights-days">"#))
    }

    @Test("what goes with good and bad days: tend insights' findings about the mood, the claims first")
    func goesWith() async throws {
        let f = WebFixture()
        #expect(f.harness.run("habit", "new", "Run <b>").code == 0)
        for i in stride(from: 1, through: 15, by: 2) {
            #expect(f.harness.run("habit", "done", "Run <b>", "--date", "\(i)d").code == 0)
            #expect(f.harness.run("mood", "log", i % 4 == 1 ? "great" : "good", "--date", "\(i)d").code == 0)
        }
        for i in stride(from: 2, through: 16, by: 2) {
            #expect(f.harness.run("mood", "log", i % 4 == 2 ? "bad" : "average", "--date", "\(i)d").code == 0)
        }
        let cli = try JSONDecoder().decode(MoodModule.FindingsJSON.self, from: Data(f.harness.run("insights", "--json", "--since", "30d").out.utf8))
        let about = cli.findings.filter { MoodModule.levelKinds.contains($0.kind) && $0.subjects.contains("mood") }
        let claim = try #require(about.first { $0.claim }, "the CLI finds that mood goes with running")
        #expect(claim.text.contains("Run <b>"))
        let page = try await Self.get(f, "/t/mood").text
        let found = WebTrackerPagesTests.section(page, from: "goes-with", to: "recent")
        for finding in about { #expect(found.contains("<li>" + Page.escaped(finding.text) + "</li>"), "\(finding.text)") }
        #expect(found.range(of: Page.escaped(claim.text))!.lowerBound < found.range(of: "No claim")!.lowerBound, "claims first")
        #expect(!found.contains("Nothing found yet"))
        #expect(!found.contains("Kept most consistently"), "only findings about the mood's level")
    }
}

/// A page as the test client got it.
struct Page {
    let status: HTTPResponse.Status
    let text: String
    let contentType: String?

    /// `text` as the templates escape it (`&`, `<`, `>`, `"`, `'`).
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "'", with: "&#39;")
    }
}

extension WebFixture {
    /// GETs `uri`, signed in, through the router (no socket).
    func get(_ uri: String) async throws -> Page {
        try await Application(router: WebServer.router(bridge: bridge, access: access)).test(.router) { client in
            let r = try await client.execute(uri: uri, method: .get, headers: signedIn)
            return Page(status: r.status, text: r.text, contentType: r.headers[.contentType])
        }
    }
}
