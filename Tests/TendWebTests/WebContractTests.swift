import Foundation
import Hummingbird
import HummingbirdTesting
import HTTPTypes
import TendCLI
import TendCLITesting
import TendConsole
import TendKernel
import Testing
@testable import TendWeb

@Suite("tend web: each tracker's page comes from its plugin")
struct WebContractTests {
    /// The package root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test("a tracker that is not built in shows its declared control, section, table and chart, and writes through its own command")
    func declaredByATestPlugin() async throws {
        let f = WebFixture(modules: TendCLI.builtInModules + [KudosPlugin.plugin])
        let text = "<b>Ada</b> & \"Bo\" 'x' 🌱"
        try await f.test { client in
            let today = try await client.execute(uri: "/", method: .get, headers: f.signedIn).text
            #expect(today.contains("id=\"block-kudos\""))
            #expect(today.contains("<form method=\"post\" action=\"/kudos\" class=\"line\">"))
            #expect(today.contains("<label for=\"kudos-text\">Who deserves kudos?</label>"))
            #expect(today.contains("<input type=\"text\" id=\"kudos-text\" name=\"text\" required>"))
            #expect(WebPagesTests.unlabelledControls(today).isEmpty, "\(WebPagesTests.unlabelledControls(today))")
            let empty = try await client.execute(uri: "/t/kudos", method: .get, headers: f.signedIn).text
            #expect(WebTrackerPagesTests.section(empty, from: "kudos-given", to: "recent").contains("<p>No kudos yet.</p>"))

            let r = try await client.execute(uri: "/kudos", method: .post, headers: f.formPost, body: f.form([("text", text)]))
            #expect(r.status == .seeOther)
            #expect(r.headers[.location] == "/")
            let page = try await client.execute(uri: "/t/kudos", method: .get, headers: f.signedIn)
            #expect(page.status == .ok)
            let given = WebTrackerPagesTests.section(page.text, from: "kudos-given", to: "recent")
            #expect(given.contains(">Kudos given</h2>"))
            #expect(given.contains("<h3>&lt;b&gt;Ada&lt;/b&gt; &amp; &quot;Bo&quot; &#39;x&#39; 🌱</h3>"))
            #expect(given.contains("<p>2026-11-22</p>"))
            #expect(given.contains("<caption>Length</caption>"))
            #expect(given.contains("<th scope=\"col\">Characters</th>"))
            #expect(given.contains("<td>\(text.count)</td>"))
            #expect(!given.contains("No kudos yet."))
            #expect(!page.text.contains("<b>"), "no live markup")
            let src = try #require(Self.imageSources(given).first)
            #expect(src.hasPrefix("/t/kudos/charts/mirror?of="))
            #expect(given.contains("alt=\"kudos &lt;b&gt;Ada"))
            let chart = try await client.execute(uri: src, method: .get, headers: f.signedIn)
            #expect(chart.status == .ok)
            #expect(chart.headers[.contentType] == "image/svg+xml")
            #expect(chart.text.contains("<title>&lt;b>Ada&lt;/b> &amp; \"Bo\" 'x' 🌱</title>"), "the subject reached the plugin's command intact: \(chart.text)")
            #expect(try await client.execute(uri: "/t/kudos/charts/nope", method: .get, headers: f.signedIn).status == .notFound)
        }
        #expect(try f.entries("kudos").map(\.value) == [.text(text)])
    }

    @Test("a declared control's refusal is the plugin command's own sentence, and nothing is written")
    func declaredRefusal() async throws {
        let f = WebFixture(modules: TendCLI.builtInModules + [KudosPlugin.plugin])
        let long = String(repeating: "k", count: 41)
        let cli = f.harness.run("kudos", "give", long)
        #expect(cli.code != 0)
        #expect(f.harness.run("kudos", "give", "first").code == 0, "the store exists before the digest")
        let before = try f.harness.digest()
        try await f.test { client in
            let r = try await client.execute(uri: "/kudos", method: .post, headers: f.formPost, body: f.form([("text", long)]))
            #expect(r.status == .unprocessableContent)
            #expect(r.text.contains(WebForm.sentence(cli.err)))
            #expect(r.text.contains("A kudos line holds 1 to 40 characters."))
            let other = try await client.execute(uri: "/kudos", method: .post, headers: f.formPost, body: f.form([("level", "good")]))
            #expect(other.status == .badRequest, "no control of kudos reads that field")
        }
        #expect(try f.harness.digest() == before)
    }

    @Test("a plugin that declares nothing gets the generic page: its block and entries, no form, no write")
    func undeclared() async throws {
        let bare = TrackerPlugin(tracker: KudosTracker(), commands: [KudosCommand.self], strings: StringTable(id: "test.bare", english: [:]),
                                 settings: [], reminders: .none)
        let f = WebFixture(modules: TendCLI.builtInModules + [bare])
        #expect(f.harness.run("kudos", "give", "a <i>kind</i> word").code == 0)
        let before = try f.harness.digest()
        try await f.test { client in
            let r = try await client.execute(uri: "/t/kudos", method: .get, headers: f.signedIn)
            #expect(r.status == .ok)
            #expect(r.text.contains("id=\"block-kudos\""))
            #expect(r.text.contains("a &lt;i&gt;kind&lt;/i&gt; word"), "its newest entries")
            let block = WebTrackerPagesTests.section(r.text, from: "block-kudos", to: "recent")
            #expect(!block.contains("<form"), "no control declared, none shown")
            let post = try await client.execute(uri: "/kudos", method: .post, headers: f.formPost, body: f.form([("text", "more")]))
            #expect(post.status == .notFound)
        }
        #expect(try f.harness.digest() == before)
    }

    @Test("the web module names no tracker: every id and command group is declared by the plugins")
    func noTrackerIDs() throws {
        let names = TendCLI.builtInModules.flatMap { p in [p.id] + p.commands.compactMap { $0.configuration.commandName } }
        #expect(Set(names).isSuperset(of: ["mood", "gratitude", "five", "habit", "stack", "ritual"]))
        let folder = Self.root + "/Sources/TendWeb"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 5)
        var found: [String] = []
        for file in files {
            let code = try String(contentsOfFile: folder + "/" + file, encoding: .utf8).split(separator: "\n")
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            for line in code {
                for name in Set(names) where line.range(of: "\\b\(name)\\b", options: .regularExpression) != nil {
                    found.append("\(file): \(name): \(line)")
                }
            }
        }
        #expect(found.isEmpty, "\(found)")
        // The check itself finds a tracker id where there is one.
        #expect("case \"mood\": return".range(of: "\\bmood\\b", options: .regularExpression) != nil)
    }

    /// The `src` of every image in `html`, entities decoded.
    static func imageSources(_ html: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"<img src="([^"]+)""#)
        return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map {
            String(html[Range($0.range(at: 1), in: html)!]).replacingOccurrences(of: "&#39;", with: "'")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        }
    }
}

@Suite("tend web: a plugin's page declaration is checked")
struct WebDeclarationTests {
    @Test("every built-in tracker and the test plugin declare a sound page")
    func builtIns() {
        for p in TendCLI.builtInModules + [KudosPlugin.plugin] {
            #expect(p.web.problems.isEmpty, "\(p.id): \(p.web.problems)")
        }
    }

    @Test("a page declaring a field twice, the form token's field, a bad or taken id, a chart twice or two journals is reported")
    func problems() {
        let draw = WebChart(name: "Bad name") { _, _ in [] }
        let page = TrackerWebPage(
            controls: [WebControl(field: "text", kind: .checklist, arguments: ["x"]), WebControl(field: "text", kind: .checklist, arguments: []),
                       WebControl(field: "csrf", kind: .checklist, arguments: ["x"])],
            sections: [WebSection(id: "recent", title: "t", kind: .groups { _ in [] }),
                       WebSection(id: "Mine", title: "t", charts: [draw, draw], kind: .groups { _ in [] }),
                       WebSection(id: "j1", title: "t", kind: .journal(search: ["x"], week: ["x"], month: ["x"])),
                       WebSection(id: "j2", title: "t", kind: .journal(search: ["x"], week: ["x"], month: ["x"]))])
        #expect(page.problems == [
            "two web controls read the field 'text'",
            "the web control of 'text' runs no command",
            "a web control reads the field 'csrf'",
            "the web section id 'recent' is used twice, or by the page itself",
            "the web section id 'Mine' is not lowercase letters, digits and '-'",
            "the web chart name 'Bad name' is not lowercase letters, digits and '-'",
            "the web chart name 'Bad name' is not lowercase letters, digits and '-'",
            "the web chart 'Bad name' is declared twice",
            "more than one web journal section",
        ])
        #expect(TrackerWebPage.generic.problems.isEmpty)
    }

    @Test("a journal's ids (week, month, results) are taken only on a page that has a journal")
    func journalIDs() {
        let month = WebSection(id: "month", title: "t", kind: .groups { _ in [] })
        let journal = WebSection(id: "j", title: "t", kind: .journal(search: ["x"], week: ["x"], month: ["x"]))
        #expect(TrackerWebPage(sections: [month]).problems.isEmpty, "a month of its own, as the mood page has")
        #expect(TrackerWebPage(sections: [journal, month]).problems == ["the web section id 'month' is used twice, or by the page itself"])
    }
}
