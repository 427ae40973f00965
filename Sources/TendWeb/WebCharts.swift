import Foundation
import HTTPTypes
import Hummingbird
import TendCLI
import TendConsole
import TendKernel

/// Charts the tracker pages show: SVG the console draws (`tend mood year --svg`, `tend mood month
/// --svg`), served as images from this server.
enum WebCharts {
    /// One chart: its name in the URL, its caption and description keys, and the command that draws it
    /// into the file it is given.
    struct Chart: Sendable {
        let name: String
        let caption: String
        let alt: String
        var args: [String: String] = [:]
        let command: @Sendable (String) -> [String]
    }

    /// The charts of each tracker that has some.
    static let charts: [String: [Chart]] = [
        "mood": [
            Chart(name: "year", caption: "web.mood.year", alt: "web.mood.year.alt") { ["mood", "year", "--svg", $0] },
            Chart(name: "month", caption: "web.mood.month", alt: "web.mood.month.alt") { ["mood", "month", "--svg", $0] },
        ],
    ]

    /// The charts of a tracker today: its fixed ones, and for habits one contribution grid per habit on
    /// today's block (`tend habit show NAME --svg`), named by the habit's id.
    static func available(_ tracker: String, today: TodayBlocks) -> [Chart] {
        guard tracker == "habit", let block = today.blocks.first(where: { $0.status.tracker == tracker }) else { return charts[tracker] ?? [] }
        return WebControls.checkable(block.status).map { step in
            let name = step.name
            return Chart(name: step.subject!, caption: "web.habit.grid", alt: "web.habit.grid.alt", args: ["habit": name]) {
                ["habit", "show", "--svg", $0, "--", name]
            }
        }
    }

    /// The charts on a tracker's page.
    static func views(for tracker: String, today: TodayBlocks, text: (String, [String: String]) -> String) -> [ChartView] {
        let day = today.date
        let args = ["year": String(day.year), "month": DayFormat.monthYear(day.month, day.year)]
        return available(tracker, today: today).map {
            let all = args.merging($0.args) { _, b in b }
            return ChartView(src: "/t/" + tracker + "/charts/" + $0.name, alt: text($0.alt, all), caption: text($0.caption, all))
        }
    }

    /// Draws a chart by running its command into a temporary file; `nil` when there is no such chart.
    static func svg(_ tracker: String, _ name: String, bridge: TendBridge) -> Response? {
        guard let today = try? bridge.today(), let chart = available(tracker, today: today).first(where: { $0.name == name }) else { return nil }
        return draw(chart.command, bridge: bridge)
    }

    /// Runs a command that draws an SVG into the file it is given, and serves the picture (or the
    /// command's refusal, with `refused` as its status).
    static func draw(_ command: (String) -> [String], refused: HTTPResponse.Status = .internalServerError, bridge: TendBridge) -> Response {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tend-web-" + WebAccess.randomHex() + ".svg").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let out = bridge.run(command(file))
        guard out.code == 0, let data = FileManager.default.contents(atPath: file) else {
            return WebPage.refusal(refused, WebForm.sentence(out.err))
        }
        return Response(status: .ok, headers: [.contentType: "image/svg+xml", .contentSecurityPolicy: WebGuard.imagePolicy],
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
