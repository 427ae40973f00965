import Foundation
import Hummingbird
import HummingbirdTesting
import HTTPTypes
import TendCLITesting
import TendKernel
import Testing
@testable import TendWeb

@Suite("tend web: pages and forms")
struct WebPagesTests {
    @Test("Today shows every enabled tracker's block, five mood buttons named by level, labelled line fields")
    func today() async throws {
        let f = WebFixture()
        let cli = f.harness.run("today", "--json")
        try await f.test { client in
            let r = try await client.execute(uri: "/", method: .get, headers: f.signedIn)
            #expect(r.status == .ok)
            #expect(r.headers[.contentType] == "text/html; charset=utf-8")
            let page = r.text
            for tracker in ["mood", "gratitude", "five", "habit", "ritual"] {
                #expect(page.contains("id=\"block-\(tracker)\""), "block of \(tracker)")
                #expect(cli.out.contains("\"tracker\" : \"\(tracker)\"") || cli.out.contains("\"tracker\": \"\(tracker)\""), "tend today has \(tracker)")
            }
            for level in ["horrible", "bad", "average", "good", "great"] {
                #expect(page.contains("name=\"level\" value=\"\(level)\" class=\"level-"), "button \(level)")
                #expect(page.range(of: #"value="\#(level)" class="level-\d">\#(level)</button>"#, options: .regularExpression) != nil,
                        "the \(level) button is named \(level)")
            }
            #expect(page.contains("<label for=\"gratitude-text\">I am grateful for…</label>"))
            #expect(page.contains("<input type=\"text\" id=\"gratitude-text\" name=\"text\" required>"))
            #expect(page.contains("<label for=\"five-text\">"))
            #expect(!page.contains("<script"), "no script")
            #expect(!page.contains("http://") && !page.contains("https://"), "no external request")
            #expect(WebPagesTests.unlabelledControls(page).isEmpty, "\(WebPagesTests.unlabelledControls(page))")
        }
    }

    @Test("the page speaks the environment's language: German words, lang=\"de\", the mood buttons still send the CLI's words")
    func german() async throws {
        let f = WebFixture()
        f.harness.environment["LANG"] = "de_DE.UTF-8"
        try await f.test { client in
            let page = try await client.execute(uri: "/", method: .get, headers: f.signedIn).text
            #expect(page.contains("<html lang=\"de\""), "\(page.prefix(200))")
            #expect(page.contains("Stimmung") && page.contains("Dankbarkeit"), "German tracker names")
            #expect(!page.contains("I am grateful for"), "no English label left")
            #expect(page.range(of: #"name="level" value="good" class="level-\d">gut</button>"#, options: .regularExpression) != nil,
                    "the good button says gut and sends good")
        }
    }

    @Test("tapping a mood logs it through tend mood log and redirects to Today")
    func moodTap() async throws {
        let f = WebFixture()
        try await f.test { client in
            let r = try await client.execute(uri: "/mood", method: .post, headers: f.formPost, body: f.form([("level", "good")]))
            #expect(r.status == .seeOther)
            #expect(r.headers[.location] == "/")
        }
        let moods = try f.entries("mood")
        #expect(moods.map(\.value) == [.level(4)])
        #expect(f.harness.run("history").out.contains("mood"), "written through the CLI's write path, in the history")
    }

    @Test("a gratitude line with markup, quotes, RTL and emoji is stored exactly and shown escaped")
    func escaping() async throws {
        let f = WebFixture()
        let text = "<b>bold</b> & \"quoted\" 'single' שלום עולם 🌱👩‍👩‍👧"
        try await f.test { client in
            let r = try await client.execute(uri: "/gratitude", method: .post, headers: f.formPost, body: f.form([("text", text)]))
            #expect(r.status == .seeOther)
            for uri in ["/", "/t/gratitude"] {
                let page = try await client.execute(uri: uri, method: .get, headers: f.signedIn).text
                #expect(!page.contains("<b>"), "\(uri) shows no live markup")
            }
            let page = try await client.execute(uri: "/t/gratitude", method: .get, headers: f.signedIn).text
            #expect(page.contains("&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot; &#39;single&#39; שלום עולם 🌱👩‍👩‍👧"))
        }
        #expect(try f.entries("gratitude").map(\.value) == [.text(text)])
    }

    @Test("an over-long gratitude line shows the CLI's own refusal and writes nothing")
    func refusal() async throws {
        let f = WebFixture()
        let long = String(repeating: "a", count: 1200)
        let cli = TendHarness().run("gratitude", "add", long)
        #expect(cli.code != 0)
        let sentence = WebForm.sentence(cli.err)
        #expect(sentence.contains("1200"))
        f.harness.run("mood", "log", "good")
        let before = try f.harness.digest()
        try await f.test { client in
            let r = try await client.execute(uri: "/gratitude", method: .post, headers: f.formPost, body: f.form([("text", long)]))
            #expect(r.status == .unprocessableContent)
            #expect(r.text.contains("role=\"alert\""))
            #expect(r.text.contains(sentence), "the page shows: \(sentence)")
        }
        #expect(try f.harness.digest() == before)
        #expect(try f.entries("gratitude").isEmpty)
    }

    @Test("a five-lines line is added through tend five add")
    func fiveLines() async throws {
        let f = WebFixture()
        try await f.test { client in
            let r = try await client.execute(uri: "/five", method: .post, headers: f.formPost, body: f.form([("text", "Walked to the river")]))
            #expect(r.status == .seeOther)
        }
        #expect(try f.entries("five").map(\.value) == [.text("Walked to the river")])
    }

    @Test("a habit's button is named by the habit; tapping it checks the habit off; its page has its year grid")
    func habit() async throws {
        let f = WebFixture()
        #expect(f.harness.run("habit", "new", "Stretch <5 min>").code == 0)
        let habit = try #require(try f.harness.openStore().items(ItemQuery(tracker: "habit", type: "habit")).first)
        try await f.test { client in
            let page = try await client.execute(uri: "/", method: .get, headers: f.signedIn).text
            #expect(page.range(of: #"name="habit" value="\#(habit.id)" aria-pressed="false" class="step [a-z]+">Stretch &lt;5 min&gt;</button>"#,
                               options: .regularExpression) != nil)
            let r = try await client.execute(uri: "/habit", method: .post, headers: f.formPost, body: f.form([("habit", habit.id)]))
            #expect(r.status == .seeOther)
            let after = try await client.execute(uri: "/", method: .get, headers: f.signedIn).text
            #expect(after.contains("aria-pressed=\"true\" class=\"step done\">Stretch &lt;5 min&gt;</button>"))
            let unknown = try await client.execute(uri: "/habit", method: .post, headers: f.formPost, body: f.form([("habit", "no-such-habit")]))
            #expect(unknown.status == .unprocessableContent)
        }
        let checkIns = try f.entries("habit")
        #expect(checkIns.count == 1)
        #expect(checkIns.first?.subject == habit.id)
        try await f.test { client in
            let page = try await client.execute(uri: "/t/habit", method: .get, headers: f.signedIn).text
            #expect(page.contains("<img src=\"/t/habit/charts/grid?of=Stretch%20%3C5%20min%3E\" alt=\"Stretch &lt;5 min&gt;: each day of the year, colored when it was done\">"))
            let grid = try await client.execute(uri: "/t/habit/charts/grid?of=Stretch%20%3C5%20min%3E", method: .get, headers: f.signedIn)
            #expect(grid.status == .ok)
            #expect(grid.headers[.contentType] == "image/svg+xml")
            #expect(grid.text.contains("<svg"))
            #expect(try await client.execute(uri: "/t/habit/charts/nope", method: .get, headers: f.signedIn).status == .notFound)
            let noHabit = try await client.execute(uri: "/t/habit/charts/grid?of=Juggle", method: .get, headers: f.signedIn)
            #expect(noHabit.status == .notFound)
            #expect(noHabit.text.contains("Juggle"), "the CLI's own refusal")
        }
    }

    @Test("every tracker has a page; the mood page has the year as SVG (its month is a calendar); an unknown one is 404")
    func trackerPages() async throws {
        let f = WebFixture()
        f.harness.run("mood", "log", "great", "--note", "sunny <day>")
        try await f.test { client in
            for tracker in ["mood", "gratitude", "five", "habit", "ritual"] {
                let r = try await client.execute(uri: "/t/" + tracker, method: .get, headers: f.signedIn)
                #expect(r.status == .ok, "\(tracker)")
                #expect(r.text.contains("aria-current=\"page\""), "\(tracker)")
                #expect(r.text.contains("Recent entries"), "\(tracker)")
            }
            let mood = try await client.execute(uri: "/t/mood", method: .get, headers: f.signedIn).text
            #expect(mood.contains("<img src=\"/t/mood/charts/year\" alt=\"Moods of 2026, one square a day\">"))
            #expect(!mood.contains("/t/mood/charts/month"), "the month is the calendar of the month asked for, not a picture of this one")
            #expect(mood.contains("<table class=\"calendar\">"))
            #expect(mood.contains("sunny &lt;day&gt;"))
            #expect(try await client.execute(uri: "/t/mood/charts/month", method: .get, headers: f.signedIn).status == .notFound)
            for chart in ["year"] {
                let svg = try await client.execute(uri: "/t/mood/charts/" + chart, method: .get, headers: f.signedIn)
                #expect(svg.status == .ok)
                #expect(svg.headers[.contentType] == "image/svg+xml")
                #expect(svg.text.contains("<svg"))
                #expect(!svg.text.contains("<script"))
                #expect(svg.headers[.contentSecurityPolicy] == WebGuard.imagePolicy, "its own <style>, no script")
                #expect(svg.headers[HTTPField.Name("X-Content-Type-Options")!] == "nosniff")
            }
            #expect(try await client.execute(uri: "/t/mood/charts/decade", method: .get, headers: f.signedIn).status == .notFound)
            #expect(try await client.execute(uri: "/t/nope", method: .get, headers: f.signedIn).status == .notFound)
            #expect(try await client.execute(uri: "/t/gratitude/charts/year", method: .get, headers: f.signedIn).status == .notFound)
            #expect(try await client.execute(uri: "/no/such/page", method: .get, headers: f.signedIn).status == .notFound)
        }
    }

    @Test("a tracker defined by file after the fact gets its block and its page, with no change to the web module")
    func definedLater() async throws {
        let f = WebFixture()
        let file = f.harness.directory + "/highlight.json"
        try #"{"id": "highlight", "name": "Highlight", "value": "text", "perDay": "many"}"#.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(f.harness.run("tracker", "add", file).code == 0)
        #expect(f.harness.run("highlight", "log", "A <i>good</i> talk").code == 0)
        try await f.test { client in
            let today = try await client.execute(uri: "/", method: .get, headers: f.signedIn).text
            #expect(today.contains("<a href=\"/t/highlight\">Highlight</a>"))
            let r = try await client.execute(uri: "/t/highlight", method: .get, headers: f.signedIn)
            #expect(r.status == .ok)
            #expect(r.text.contains("id=\"block-highlight\""))
            #expect(r.text.contains("A &lt;i&gt;good&lt;/i&gt; talk"))
        }
    }

    @Test("the style sheet is served locally: light and dark, phone width, no web font")
    func style() async throws {
        let f = WebFixture()
        try await f.test { client in
            let r = try await client.execute(uri: "/static/tend.css", method: .get, headers: f.signedIn)
            #expect(r.status == .ok)
            #expect(r.headers[.contentType] == "text/css; charset=utf-8")
            #expect(r.text.contains("prefers-color-scheme: dark"))
            #expect(!r.text.contains("@font-face") && !r.text.contains("url("))
            WebSecurityTests.expectSecured(r)
        }
    }

    /// Inputs (other than hidden) without a `<label for=…>`, and buttons with no text.
    static func unlabelledControls(_ page: String) -> [String] {
        var out: [String] = []
        let inputs = try! NSRegularExpression(pattern: #"<input ([^>]*)>"#)
        for m in inputs.matches(in: page, range: NSRange(page.startIndex..., in: page)) {
            let attrs = String(page[Range(m.range(at: 1), in: page)!])
            if attrs.contains("type=\"hidden\"") { continue }
            guard let id = attrs.range(of: #"id="([^"]+)""#, options: .regularExpression).map({ String(attrs[$0].dropFirst(4).dropLast()) }),
                  page.contains("<label for=\"\(id)\">") else { out.append(attrs); continue }
        }
        let buttons = try! NSRegularExpression(pattern: #"<button[^>]*>\s*</button>"#)
        out += buttons.matches(in: page, range: NSRange(page.startIndex..., in: page)).map { String(page[Range($0.range, in: page)!]) }
        return out
    }
}
