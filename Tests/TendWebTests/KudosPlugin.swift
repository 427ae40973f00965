import ArgumentParser
import TendConsole
import TendKernel
import TendTesting

/// A tracker that is not built in and that the web module has never heard of: kudos given, lines of
/// at most 40 characters. Its plugin declares a line control (`tend kudos give`), a page section built
/// from `tend kudos list --json` (a group per line, a table of counts), and a chart.
enum KudosPlugin {
    /// The plugin, with its declared page.
    static var plugin: TrackerPlugin {
        TrackerPlugin(tracker: KudosTracker(), commands: [KudosCommand.self],
                      strings: StringTable(id: "test.kudos", english: [
                          "kudos.web.label": "Who deserves kudos?", "kudos.web.give": "Give", "kudos.web.given": "Kudos given",
                          "kudos.web.none": "No kudos yet.", "kudos.web.error": "A kudos line holds 1 to 40 characters.",
                      ]),
                      settings: [], reminders: .none,
                      web: TrackerWebPage(
                          controls: [WebControl(field: "text", kind: .line(label: "kudos.web.label", button: "kudos.web.give"), arguments: ["kudos", "give"])],
                          sections: [WebSection(id: "kudos-given", title: "kudos.web.given", empty: "kudos.web.none",
                                                charts: [WebChart(name: "mirror") { file, subject in ["kudos", "draw", file, "--", subject] }],
                                                kind: .groups { reads in
                                                    let lines = reads.json([KudosLine].self, ["kudos", "list", "--json"]) ?? []
                                                    return lines.map { line in
                                                        WebGroup(heading: line.text, sentences: [line.day],
                                                                 figures: [WebFigure(chart: "mirror", subject: line.text, alt: "kudos " + line.text, caption: line.day)],
                                                                 tables: [WebTable(caption: "Length", columns: ["Characters"], rows: [[String(line.text.count)]])])
                                                    }
                                                })]))
    }

    /// A line of `tend kudos list --json`.
    struct KudosLine: Codable {
        let day: String
        let text: String
    }
}

/// The kernel tracker: text lines, many a day.
struct KudosTracker: StandInTracker {
    let descriptor = TrackerDescriptor(id: "kudos", name: "Kudos", summary: "Kudos given.", valueKind: .text, perDay: .many(limit: 20),
                                       stats: [.momentum])

    func today(_ c: TrackerContext) throws -> TodayStatus {
        let n = try c.store.dayCounts(EntryQuery(tracker: "kudos", days: c.today...c.today))[c.today] ?? 0
        return TodayStatus(tracker: "kudos", title: .verbatim("Kudos"), due: true, done: n > 0, lines: [.sentence([.verbatim("\(n) given today")])])
    }

    func validate(_ entry: Entry) -> String? {
        guard let t = entry.value.text, (1...40).contains(t.count) else { return "a line of 1 to 40 characters" }
        return nil
    }
}

/// `tend kudos give|list|draw`.
struct KudosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "kudos", subcommands: [KudosGive.self, KudosList.self, KudosDraw.self])
}

/// `tend kudos give TEXT`: one line today; refused (nothing written) past 40 characters.
struct KudosGive: SessionCommand {
    static let configuration = CommandConfiguration(commandName: "give")
    @OptionGroup var common: CommonOptions
    @Argument var text: String

    func checkInput() throws {
        guard (1...40).contains(text.count) else { throw TendError(key: "kudos.web.error") }
    }

    func execute(_ s: Session) throws -> CommandOutput {
        try s.store.write(ChangeIntent(action: "kudos.give", detail: text)) { _ in
            [.create(Entry(id: s.ids.recordID(), tracker: "kudos", day: s.today, value: .text(text), created: s.now))]
        }
        return .lines("Given.")
    }
}

/// `tend kudos list --json`: every line, oldest first.
struct KudosList: SessionCommand {
    static let configuration = CommandConfiguration(commandName: "list")
    @OptionGroup var common: CommonOptions

    func execute(_ s: Session) throws -> CommandOutput {
        let lines = try s.store.entries(EntryQuery(tracker: "kudos")).map { KudosPlugin.KudosLine(day: $0.day.iso, text: $0.value.text ?? "") }
        return CommandOutput(json: lines) { lines.map(\.text) }
    }
}

/// `tend kudos draw FILE SUBJECT`: an SVG holding the subject (escaped), so a test can see the chart
/// route ran this tracker's own command with the subject it was given.
struct KudosDraw: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "draw")
    @Argument var file: String
    @Argument var subject: String

    func run() throws {
        let text = subject.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        try #"<svg xmlns="http://www.w3.org/2000/svg"><title>\#(text)</title></svg>"#.write(toFile: file, atomically: true, encoding: .utf8)
    }
}
