import Foundation
import Hummingbird
import HummingbirdTesting
import HTTPTypes
import TendCLITesting
import Testing
@testable import TendWeb

@Suite("tend web: the rituals, gratitude and five-lines pages")
struct WebTrackerPagesTests {
    /// A fixture with one ritual running today.
    static func ritualFixture() -> WebFixture {
        let f = WebFixture()
        let made = f.harness.run("ritual", "new", "Morning calm", "--days", "30", "--time", "morning",
                                 "--habit", "Meditate", "--habit", "Stretch <b>")
        #expect(made.code == 0, "\(made.err)")
        return f
    }

    /// The part of `page` between two ids' headings.
    static func section(_ page: String, from: String, to: String?) -> String {
        guard let start = page.range(of: "id=\"\(from)\"") else { return "" }
        let rest = page[start.upperBound...]
        guard let to, let end = rest.range(of: "id=\"\(to)\"") else { return String(rest) }
        return String(rest[..<end.lowerBound])
    }

    /// Today's done flags of the ritual habits, as `tend ritual --all --json` reports them.
    static func checked(_ f: WebFixture) throws -> [String: Bool] {
        let json = try JSONDecoder().decode(RitualsJSON.self, from: Data(f.harness.run("ritual", "--all", "--json").out.utf8))
        return Dictionary(uniqueKeysWithValues: json.rituals.flatMap(\.habits).map { ($0.title, $0.done) })
    }

    /// The `tend ritual --all --json` fields the checks read.
    struct RitualsJSON: Decodable {
        struct Habit: Decodable {
            let title: String
            let done: Bool
        }
        struct Row: Decodable {
            let habits: [Habit]
        }
        let rituals: [Row]
    }

    @Test("the rituals page lists each running ritual, its arc day and count, and a button named by each habit")
    func ritualPage() async throws {
        let f = Self.ritualFixture()
        try await f.test { client in
            let r = try await client.execute(uri: "/t/ritual", method: .get, headers: f.signedIn)
            #expect(r.status == .ok)
            let rituals = Self.section(r.text, from: "rituals", to: "recent")
            #expect(rituals.contains("<h3>Morning calm</h3>"))
            #expect(rituals.contains("day 1 of 30"))
            #expect(rituals.contains("0 of 2 done"))
            #expect(!rituals.contains("No ritual runs today.") && !rituals.contains("Nothing recorded yet."), "no empty sentence")
            #expect(rituals.contains("value=\"Meditate\" aria-pressed=\"false\" class=\"step\">Meditate</button>"))
            #expect(rituals.contains(">Stretch &lt;b&gt;</button>"), "the habit's title is its button's name, escaped")
            #expect(!r.text.contains("<b>"))
            #expect(WebPagesTests.unlabelledControls(r.text).isEmpty, "\(WebPagesTests.unlabelledControls(r.text))")
        }
    }

    @Test("the rituals page says so when no ritual runs today")
    func noRitual() async throws {
        let f = WebFixture()
        try await f.test { client in
            let page = try await client.execute(uri: "/t/ritual", method: .get, headers: f.signedIn).text
            #expect(Self.section(page, from: "rituals", to: "recent").contains("No ritual runs today."))
        }
    }

    @Test("a ritual habit's button checks it off today through tend ritual check")
    func ritualCheck() async throws {
        let f = Self.ritualFixture()
        #expect(try Self.checked(f) == ["Meditate": false, "Stretch <b>": false])
        try await f.test { client in
            let r = try await client.execute(uri: "/ritual", method: .post, headers: f.formPost, body: f.form([("habit", "Stretch <b>")]))
            #expect(r.status == .seeOther)
            #expect(r.headers[.location] == "/")
            let page = try await client.execute(uri: "/t/ritual", method: .get, headers: f.signedIn).text
            #expect(page.contains("1 of 2 done"))
            #expect(page.contains("aria-pressed=\"true\" class=\"step\">Stretch &lt;b&gt;</button>"))
        }
        #expect(try Self.checked(f) == ["Meditate": false, "Stretch <b>": true])
    }

    @Test("a ritual check-off without the form token, or of an unknown habit, is refused and writes nothing")
    func ritualRefused() async throws {
        let f = Self.ritualFixture()
        let before = try f.harness.digest()
        try await f.test { client in
            let bare = try await client.execute(uri: "/ritual", method: .post, headers: f.formPost, body: ByteBuffer(string: "habit=Meditate"))
            #expect(bare.status == .forbidden)
            let wrong = try await client.execute(uri: "/ritual", method: .post, headers: f.formPost, body: f.form([("habit", "Meditate")], token: "nope"))
            #expect(wrong.status == .forbidden)
            let unknown = try await client.execute(uri: "/ritual", method: .post, headers: f.formPost, body: f.form([("habit", "Juggle")]))
            #expect(unknown.status == .unprocessableContent)
            let cli = f.harness.run("ritual", "check", "Juggle")
            #expect(cli.code != 0)
            #expect(unknown.text.contains(WebForm.sentence(cli.err).replacingOccurrences(of: "'", with: "&#39;")), "the CLI's own refusal")
        }
        #expect(try f.harness.digest() == before)
        #expect(try Self.checked(f) == ["Meditate": false, "Stretch <b>": false])
    }

    @Test("the gratitude and five-lines pages show this week's lines", arguments: ["gratitude", "five"])
    func journalWeek(_ tracker: String) async throws {
        let f = WebFixture()
        #expect(f.harness.run(tracker, "add", "tea with <i>friends</i>").code == 0)
        #expect(f.harness.run(tracker, "add", "a long walk").code == 0)
        try await f.test { client in
            let r = try await client.execute(uri: "/t/" + tracker, method: .get, headers: f.signedIn)
            #expect(r.status == .ok)
            let week = Self.section(r.text, from: "week", to: "recent")
            #expect(week.contains("<li dir=\"auto\">tea with &lt;i&gt;friends&lt;/i&gt;</li>"))
            #expect(week.contains("<li dir=\"auto\">a long walk</li>"))
            #expect(r.text.contains("<form method=\"get\" action=\"/t/\(tracker)\""))
            #expect(!r.text.contains("id=\"results\""), "no search without a query")
            #expect(WebPagesTests.unlabelledControls(r.text).isEmpty, "\(WebPagesTests.unlabelledControls(r.text))")
        }
    }

    @Test("a search for <b> shows the matching lines escaped, and only them", arguments: ["gratitude", "five"])
    func journalSearch(_ tracker: String) async throws {
        let f = WebFixture()
        #expect(f.harness.run(tracker, "add", "<b>bold</b> coffee").code == 0)
        #expect(f.harness.run(tracker, "add", "a quiet evening").code == 0)
        let cli = f.harness.run(tracker, "search", "--json", "--", "<b>")
        #expect(cli.code == 0 && cli.out.contains("coffee") && !cli.out.contains("evening"), "the CLI finds the same line")
        try await f.test { client in
            let r = try await client.execute(uri: "/t/\(tracker)?q=%3Cb%3E", method: .get, headers: f.signedIn)
            #expect(r.status == .ok)
            #expect(!r.text.contains("<b>"), "no live markup")
            let results = Self.section(r.text, from: "results", to: "week")
            #expect(results.contains("Lines holding “&lt;b&gt;”"))
            #expect(results.contains("&lt;b&gt;bold&lt;/b&gt; coffee"))
            #expect(!results.contains("evening"))
            #expect(!results.contains("No line holds") && !results.contains("Nothing recorded yet."), "no empty sentence")
            #expect(r.text.contains("name=\"q\" value=\"&lt;b&gt;\""), "the field keeps the query, escaped")
            let none = try await client.execute(uri: "/t/\(tracker)?q=zebra", method: .get, headers: f.signedIn).text
            #expect(Self.section(none, from: "results", to: "week").contains("No line holds “zebra”."))
        }
    }
}
