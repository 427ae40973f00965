import Foundation
import Hummingbird
import HummingbirdTesting
import HTTPTypes
import TendCLITesting
import TendConsole
import Testing
@testable import TendWeb

@Suite("tend web: the habits and stacks page, the rituals page")
struct WebHabitsRitualsTests {
    /// Habits with markup, quotes and emoji in their names: one daily, one on Mondays only (not due on
    /// Sunday 2026-11-22), and a stack of two after a cue.
    static func habitFixture() -> WebFixture {
        let f = WebFixture()
        for args in [["habit", "new", "Stretch <b>"], ["habit", "new", "Say \"hi\" 🌱", "--schedule", "mon"],
                     ["stack", "new", "Morning <i>", "--after", "coffee \"hot\"", "Floss", "Read 📚"],
                     ["habit", "done", "Floss"], ["habit", "done", "Stretch <b>", "--date", "3d"], ["habit", "done", "Stretch <b>"]] {
            let r = f.harness.run(args)
            #expect(r.code == 0, "\(args): \(r.err)")
        }
        return f
    }

    /// A command's `--json` output as a dictionary.
    static func json(_ f: WebFixture, _ arguments: String...) throws -> [String: Any] {
        let r = f.harness.run(arguments)
        #expect(r.code == 0, "\(arguments): \(r.err)")
        return try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
    }

    @Test("the habits page shows each stack as its chain: the cue, then its habits in order with today's state")
    func stacks() async throws {
        let f = Self.habitFixture()
        try await f.test { client in
            let r = try await client.execute(uri: "/t/habit", method: .get, headers: f.signedIn)
            #expect(r.status == .ok)
            let stacks = WebTrackerPagesTests.section(r.text, from: "stacks", to: "habits")
            #expect(stacks.contains(">Stacks</h2>"))
            #expect(stacks.contains("<h3>Morning &lt;i&gt;</h3>"))
            #expect(stacks.contains("<p>After coffee &quot;hot&quot;:</p>"))
            #expect(stacks.contains("1 of 2 done today"))
            let floss = try #require(stacks.range(of: "<li class=\"done\">Floss <span class=\"status\">done</span></li>"))
            let read = try #require(stacks.range(of: "<li class=\"next\">Read 📚 <span class=\"status\">next</span></li>"))
            #expect(floss.lowerBound < read.lowerBound, "the chain in order")
            #expect(!stacks.contains("No stack yet"))
            #expect(!r.text.contains("<i>") && !r.text.contains("<b>"), "no live markup")
        }
    }

    @Test("the habits page says so when there is no stack")
    func noStack() async throws {
        let f = WebFixture()
        #expect(f.harness.run("habit", "new", "Walk").code == 0)
        try await f.test { client in
            let page = try await client.execute(uri: "/t/habit", method: .get, headers: f.signedIn).text
            #expect(WebTrackerPagesTests.section(page, from: "stacks", to: "habits").contains("No stack yet"))
            #expect(WebTrackerPagesTests.section(page, from: "habits", to: "recent").contains("<h3>Walk</h3>"))
        }
    }

    @Test("every habit, due today or not, has its year grid, its strength and momentum chart and the same figures as a table")
    func everyHabit() async throws {
        let f = Self.habitFixture()
        let models = try Self.json(f, "compare", "--models", "habit:Stretch <b>", "--since", "1y", "--json")
        let current = try #require(models["current"] as? [String: Any])
        let from = try #require(models["from"] as? String), to = try #require(models["to"] as? String)
        let strength = FigureText.percent(try #require(current["strength"] as? Double))
        let momentum = FigureText.percent(try #require((current["momentum"] as? [String: Any])?["score"] as? Double))
        try await f.test { client in
            let today = try await client.execute(uri: "/", method: .get, headers: f.signedIn).text
            #expect(!today.contains("Say &quot;hi&quot; 🌱</button>"), "not due today: no button on Today")
            let page = try await client.execute(uri: "/t/habit", method: .get, headers: f.signedIn).text
            let habits = WebTrackerPagesTests.section(page, from: "habits", to: "recent")
            for name in ["Stretch &lt;b&gt;", "Say &quot;hi&quot; 🌱", "Floss", "Read 📚"] {
                #expect(habits.contains("<h3>\(name)</h3>"), "\(name)")
                #expect(habits.contains("alt=\"\(name): each day of the year, colored when it was done\""), "\(name)'s grid")
                #expect(habits.contains("alt=\"\(name): strict streak, forgiving streak, momentum and strength from \(from) to \(to);"),
                        "\(name)'s models chart, described")
                #expect(habits.contains("<caption>\(name): strength and momentum, month by month</caption>"), "\(name)'s table")
            }
            #expect(habits.contains("<th scope=\"col\">Strength</th><th scope=\"col\">Momentum</th>"))
            #expect(habits.contains("<td>\(to)</td><td>\(strength)</td><td>\(momentum)</td>"), "today's row is the CLI's figures")
            #expect(habits.contains("<p>Today: strength \(strength), momentum \(momentum).</p>"))
            let sources = WebContractTests.imageSources(habits)
            #expect(sources.count == 8, "two charts per habit: \(sources)")
            for src in sources {
                let svg = try await client.execute(uri: src, method: .get, headers: f.signedIn)
                #expect(svg.status == .ok, "\(src)")
                #expect(svg.headers[.contentType] == "image/svg+xml")
                #expect(svg.text.contains("<svg") && svg.text.contains("<title>"), "\(src)")
                #expect(!svg.text.contains("<script"))
            }
            let grid = try await client.execute(uri: "/t/habit/charts/grid?of=Say%20%22hi%22%20%F0%9F%8C%B1", method: .get, headers: f.signedIn)
            #expect(grid.text.contains("Say &quot;hi&quot; 🌱") || grid.text.contains("Say \"hi\" 🌱"), "the habit named in the URL")
            #expect(WebPagesTests.unlabelledControls(page).isEmpty)
        }
    }

    /// Rituals in every state on Sunday 2026-11-22: one whose first arc finished and whose second runs
    /// from today, one upcoming, one paused (disabled), one archived.
    static func ritualFixture() -> WebFixture {
        let f = WebFixture()
        let steps: [[String]] = [
            ["ritual", "new", "Morning <b>calm</b>", "--days", "10", "--time", "morning", "--habit", "Meditate", "--habit", "Stretch \"long\"", "--start", "15d"],
            ["ritual", "check", "Meditate", "--ritual", "Morning <b>calm</b>", "--date", "15d"],
            ["ritual", "check", "Meditate", "--ritual", "Morning <b>calm</b>", "--date", "14d"],
            ["ritual", "check", "Stretch \"long\"", "--ritual", "Morning <b>calm</b>", "--date", "14d"],
            ["ritual", "renew", "Morning <b>calm</b>", "--days", "14"],
            ["ritual", "new", "Later 🌙", "--days", "7", "--time", "night", "--habit", "Sleep", "--start", "2026-12-05"],
            ["ritual", "new", "Paused one", "--days", "7", "--time", "evening", "--habit", "Tea"],
            ["ritual", "disable", "Paused one"],
            ["ritual", "new", "Old", "--days", "7", "--time", "night", "--habit", "A", "--start", "2026-11-01"],
            ["ritual", "archive", "Old"],
        ]
        for args in steps {
            let r = f.harness.run(args)
            #expect(r.code == 0, "\(args): \(r.err)")
        }
        return f
    }

    @Test("the rituals page shows every ritual — running, upcoming, paused, archived — with its arcs and each habit's days done")
    func everyRitual() async throws {
        let f = Self.ritualFixture()
        let shown = try Self.json(f, "ritual", "show", "--json", "--", "Morning <b>calm</b>")
        let arcs = try #require(shown["arcs"] as? [[String: Any]]), habits = try #require(shown["habits"] as? [[String: Any]])
        #expect(arcs.count == 2 && habits.count == 2)
        #expect(arcs.first?["start"] as? String == "2026-11-07" && arcs.first?["end"] as? String == "2026-11-16", "the past arc")
        // The rows the page's tables should hold, from the CLI's own figures.
        let arcRows = try arcs.map { arc in
            let rate = FigureText.percent(try #require(arc["completionRate"] as? Double))
            return "<tr><td>\(arc["number"]!)</td><td>\(arc["start"]!)</td><td>\(arc["end"]!)</td><td>\(rate)</td></tr>"
        }
        let habitRows = try habits.map { habit in
            let name = try #require(habit["title"] as? String).replacingOccurrences(of: "\"", with: "&quot;")
            let rate = FigureText.percent(try #require(habit["completionRate"] as? Double))
            return "<tr><td>\(name)</td><td>\(habit["doneDays"]!)</td><td>\(rate)</td></tr>"
        }
        try await f.test { client in
            let r = try await client.execute(uri: "/t/ritual", method: .get, headers: f.signedIn)
            #expect(r.status == .ok)
            let running = WebTrackerPagesTests.section(r.text, from: "rituals", to: "ritual-arcs")
            #expect(running.contains("<h3>Morning &lt;b&gt;calm&lt;/b&gt;</h3>"))
            #expect(running.contains("value=\"Stretch &quot;long&quot;\" aria-pressed=\"false\" class=\"step\">Stretch &quot;long&quot;</button>"))
            for absent in ["Later 🌙", "Paused one", "<h3>Old</h3>"] { #expect(!running.contains(absent), "\(absent) doesn't run today") }

            let every = WebTrackerPagesTests.section(r.text, from: "ritual-arcs", to: "recent")
            #expect(every.contains(">Every ritual</h2>"))
            #expect(every.contains("<p>Running from 2026-11-22 to 2026-12-05.</p>"))
            #expect(every.contains("Arc 2: day 1 of 14"))
            #expect(every.contains("<h3>Later 🌙</h3>\n<p>Upcoming: starts on 2026-12-05.</p>"))
            #expect(every.contains("<h3>Paused one</h3>\n<p>Paused: disabled until &#39;tend ritual enable&#39;.</p>"))
            #expect(every.contains("<h3>Old</h3>\n<p>Archived: its arcs and check-ins stay in its history.</p>"))
            #expect(every.contains("<caption>Morning &lt;b&gt;calm&lt;/b&gt;: every arc</caption>"))
            for row in arcRows { #expect(every.contains(row), "\(row)") }
            #expect(every.contains("<caption>Morning &lt;b&gt;calm&lt;/b&gt;: the habits of arc 2</caption>"))
            for row in habitRows { #expect(every.contains(row), "\(row)") }
            #expect(!r.text.contains("<b>"), "no live markup")
            #expect(WebPagesTests.unlabelledControls(r.text).isEmpty)
        }
    }

    @Test("the rituals page has each month's history as a calendar, from tend ritual history, with month links")
    func history() async throws {
        let f = Self.ritualFixture()
        let json = try Self.json(f, "ritual", "history", "--json", "--date", "2026-11-01")
        let days = try #require(json["days"] as? [[String: Any]])
        #expect(days.count >= 2)
        // every day the CLI counts, with its level in words and its count, as the calendar should mark it
        let marks = try days.map { day in
            let level = try #require(day["level"] as? String)
            let words = ["perfect": "100%", "half": "50% or more", "low": "under 50%", "none": "none"][level] ?? level
            return "\(words) · \(day["done"]!)/\(day["total"]!)"
        }
        try await f.test { client in
            let page = try await client.execute(uri: "/t/ritual?month=2026-11", method: .get, headers: f.signedIn).text
            let history = WebTrackerPagesTests.section(page, from: "history", to: "ritual-arcs")
            #expect(history.contains(">Month by month</h2>"), "\(history.prefix(300))")
            #expect(history.contains("November 2026 · all rituals"))
            for mark in marks { #expect(history.contains(mark), "\(mark)") }
            #expect(history.contains("?month=2026-10#history") && history.contains("?month=2026-12#history"))
            let october = WebTrackerPagesTests.section(try await client.execute(uri: "/t/ritual?month=2026-10", method: .get, headers: f.signedIn).text,
                                                       from: "history", to: "ritual-arcs")
            #expect(october.contains("October 2026 · all rituals"))
        }
    }

    @Test("a bad month on the rituals page gets the CLI's refusal, this month instead, and nothing written")
    func historyBadMonth() async throws {
        let f = Self.ritualFixture()
        let before = try f.harness.digest()
        try await f.test { client in
            let r = try await client.execute(uri: "/t/ritual?month=2026-13", method: .get, headers: f.signedIn)
            #expect(r.status == .badRequest)
            #expect(r.text.contains("2026-13"), "the CLI's sentence names the value")
            #expect(WebTrackerPagesTests.section(r.text, from: "history", to: "ritual-arcs").contains("November 2026 · all rituals"))
        }
        #expect(try f.harness.digest() == before)
    }

    @Test("the rituals page says so when there is no ritual at all")
    func noRitualAtAll() async throws {
        let f = WebFixture()
        try await f.test { client in
            let page = try await client.execute(uri: "/t/ritual", method: .get, headers: f.signedIn).text
            #expect(WebTrackerPagesTests.section(page, from: "ritual-arcs", to: "recent").contains("No ritual yet"))
        }
    }
}
