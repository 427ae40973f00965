import Foundation
import TendCLI
import TendConsole
import Testing
@testable import TendWeb

/// The gratitude and five-lines pages' week (seven calendar days from the week start, with links to
/// the weeks around it) and month (a calendar of lines per day, the days' lines, links to the months
/// around it).
@Suite("tend web: the journals' week and month")
struct WebJournalPagesTests {
    /// The week part of a journal page.
    static func week(_ page: String) -> String { WebTrackerPagesTests.section(page, from: "week", to: "month") }
    /// The month part of a journal page.
    static func month(_ page: String) -> String { WebTrackerPagesTests.section(page, from: "month", to: "recent") }

    /// The week and month commands the journal `tracker` declares (``WebSection/Kind/journal(search:week:month:)``).
    static func declared(_ tracker: String) -> (week: [String], month: [String])? {
        for section in WebControls.page(tracker, modules: TendCLI.builtInModules).sections {
            if case .journal(_, let week, let month) = section.kind { return (week, month) }
        }
        return nil
    }

    /// The command a bad `week` value is given to on the command line.
    static func weekCommand(_ tracker: String, _ value: String) -> [String] {
        (declared(tracker)?.week ?? []) + ["--json", "--date", value]
    }

    /// The command a bad `month` value is given to on the command line.
    static func monthCommand(_ tracker: String, _ value: String) -> [String] {
        (declared(tracker)?.month ?? []) + ["--json", "--month", value]
    }

    @Test("the week is its seven calendar days from Monday, empty days shown empty, lines escaped", arguments: ["gratitude", "five"])
    func week(_ tracker: String) async throws {
        let f = WebFixture()
        // Today (the harness's) is Sunday 22 November 2026.
        #expect(f.harness.run(tracker, "add", "--date", "2026-11-15", "the Sunday before").code == 0)
        #expect(f.harness.run(tracker, "add", "--date", "2026-11-16", "a Monday line").code == 0)
        #expect(f.harness.run(tracker, "add", "--date", "2026-11-18", WebMoodPageTests.tricky).code == 0)
        #expect(f.harness.run(tracker, "add", "a Sunday line").code == 0)
        let page = try await f.get("/t/" + tracker)
        #expect(page.status == .ok)
        let week = Self.week(page.text)
        #expect(week.contains("The week of Monday 16 November"))
        let days = week.components(separatedBy: "<li class=\"weekday").dropFirst()
        #expect(days.count == 7)
        #expect(days.first?.contains(#"<time datetime="2026-11-16">Monday 16 November</time>"#) == true)
        #expect(days.last?.hasPrefix(" today\"") == true && days.last?.contains("2026-11-22") == true, "today last, marked")
        #expect(days.filter { $0.contains("<p class=\"empty\">Nothing written</p>") }.count == 4)
        #expect(week.contains(#"<li dir="auto">\#(WebMoodPageTests.trickyEscaped)</li>"#))
        #expect(!week.contains("the Sunday before"), "the day before the week is not in it")
        #expect(!page.text.contains("<b>"))
        #expect(week.contains(#"<a href="/t/\#(tracker)?week=2026-11-09#week" rel="prev">← Week of Monday 9 November</a>"#))
        #expect(week.contains(#"<a href="/t/\#(tracker)?week=2026-11-23#week" rel="next">Week of Monday 23 November →</a>"#))
    }

    @Test("with the week starting on Sunday, the week is Sunday to Saturday", arguments: ["gratitude", "five"])
    func sundayWeek(_ tracker: String) async throws {
        let f = WebFixture()
        #expect(f.harness.run("config", "set", "week-start", "sunday").code == 0)
        let days = Self.week(try await f.get("/t/" + tracker).text).components(separatedBy: "<li class=\"weekday").dropFirst()
        #expect(days.count == 7)
        #expect(days.first?.contains("datetime=\"2026-11-22\"") == true)
        #expect(days.last?.contains("datetime=\"2026-11-28\"") == true)
        let month = Self.month(try await f.get("/t/" + tracker).text)
        #expect(month.contains(#"<thead><tr><th scope="col"><abbr title="Sunday">Sun</abbr></th>"#), "the month's columns too")
    }

    @Test("?week= any day shows the week holding it", arguments: ["gratitude", "five"])
    func otherWeek(_ tracker: String) async throws {
        let f = WebFixture()
        #expect(f.harness.run(tracker, "add", "--date", "2026-11-15", "the Sunday before").code == 0)
        let week = Self.week(try await f.get("/t/\(tracker)?week=2026-11-11").text)
        #expect(week.contains("The week of Monday 9 November"))
        #expect(week.contains("<li dir=\"auto\">the Sunday before</li>"))
        #expect(week.contains("?week=2026-11-02#week") && week.contains("?week=2026-11-16#week"))
    }

    @Test("a search typed with spaces, as a form sends it (+), finds the line", arguments: ["gratitude", "five"])
    func searchWithSpaces(_ tracker: String) async throws {
        let f = WebFixture()
        #expect(f.harness.run(tracker, "add", "a quiet evening").code == 0)
        #expect(f.harness.run(tracker, "add", "a quiet morning").code == 0)
        let results = WebTrackerPagesTests.section(try await f.get("/t/\(tracker)?q=quiet+evening").text, from: "results", to: "week")
        #expect(results.contains("Lines holding “quiet evening”"))
        #expect(results.contains("a quiet evening") && !results.contains("morning"))
    }

    @Test("the month is a calendar of lines per day, with the days' lines below", arguments: ["gratitude", "five"])
    func month(_ tracker: String) async throws {
        let f = WebFixture()
        #expect(f.harness.run(tracker, "add", "--date", "2026-11-03", "first of two").code == 0)
        #expect(f.harness.run(tracker, "add", "--date", "2026-11-03", WebMoodPageTests.tricky).code == 0)
        #expect(f.harness.run(tracker, "add", "--date", "2026-11-20", "later").code == 0)
        #expect(f.harness.run(tracker, "add", "--date", "2026-10-31", "October's last").code == 0)
        let month = Self.month(try await f.get("/t/" + tracker).text)
        #expect(month.hasPrefix(">November 2026</h2>"))
        #expect(month.contains(#"<td class="lines-2"><time datetime="2026-11-03">3</time><span class="value">2</span></td>"#))
        #expect(month.contains(#"<td class="lines-1"><time datetime="2026-11-20">20</time><span class="value">1</span></td>"#))
        #expect(month.contains(#"<td class="lines-0"><time datetime="2026-11-04">4</time></td>"#))
        #expect(month.contains("2 days written, 3 lines"))
        #expect(month.contains("<h3>Tuesday 3 November</h3>"))
        #expect(month.contains("<li dir=\"auto\">\(WebMoodPageTests.trickyEscaped)</li>"))
        #expect(!month.contains("October&#39;s last"))
        #expect(month.contains(#"<a href="/t/\#(tracker)?month=2026-10#month" rel="prev">← October 2026</a>"#))
        let october = Self.month(try await f.get("/t/\(tracker)?month=2026-10").text)
        #expect(october.hasPrefix(">October 2026</h2>") && october.contains("October&#39;s last"))
        #expect(october.contains("1 day written, 1 line"), "one of each, in the singular")
        let empty = Self.month(try await f.get("/t/\(tracker)?month=2025-01").text)
        #expect(empty.contains("Nothing written in January 2025."))
    }

    @Test("a bad week or month is refused with the CLI's sentence, this week and month shown, nothing written",
          arguments: ["gratitude", "five"], [("week", "someday"), ("week", "<b>x</b>"), ("month", "2026-00"), ("month", "11/2026")])
    func badQuery(_ tracker: String, _ query: (String, String)) async throws {
        let f = WebFixture()
        #expect(f.harness.run(tracker, "add", "a line").code == 0)
        let (name, value) = query
        #expect(Self.declared(tracker) != nil)
        let cli = f.harness.run(name == "week" ? Self.weekCommand(tracker, value) : Self.monthCommand(tracker, value))
        #expect(cli.code != 0)
        let sentence = WebForm.sentence(cli.err)
        let before = try f.harness.digest()
        let page = try await f.get("/t/\(tracker)?\(name)=\(value.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)")
        #expect(page.status == .badRequest)
        #expect(page.text.contains(Page.escaped(sentence)), "the CLI's own refusal: \(sentence)")
        #expect(!page.text.contains("<b>x"))
        #expect(page.text.contains("The week of Monday 16 November") && page.text.contains("<h2 id=\"month\">November 2026</h2>"))
        #expect(try f.harness.digest() == before)
    }
}
