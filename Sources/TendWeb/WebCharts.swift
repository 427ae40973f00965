import Foundation
import HTTPTypes
import Hummingbird
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
        let command: @Sendable (String) -> [String]
    }

    /// The charts of each tracker that has some.
    static let charts: [String: [Chart]] = [
        "mood": [
            Chart(name: "year", caption: "web.mood.year", alt: "web.mood.year.alt") { ["mood", "year", "--svg", $0] },
            Chart(name: "month", caption: "web.mood.month", alt: "web.mood.month.alt") { ["mood", "month", "--svg", $0] },
        ],
    ]

    /// The charts on a tracker's page.
    static func views(for tracker: String, today: Day, text: (String, [String: String]) -> String) -> [ChartView] {
        let args = ["year": String(today.year), "month": DayFormat.monthName(today.month) + " " + String(today.year)]
        return (charts[tracker] ?? []).map {
            ChartView(src: "/t/" + tracker + "/charts/" + $0.name, alt: text($0.alt, args), caption: text($0.caption, args))
        }
    }

    /// Draws a chart by running its command into a temporary file; `nil` when there is no such chart.
    static func svg(_ tracker: String, _ name: String, bridge: TendBridge) -> Response? {
        guard let chart = charts[tracker]?.first(where: { $0.name == name }) else { return nil }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tend-web-" + WebAccess.randomHex() + ".svg").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let out = bridge.run(chart.command(file))
        guard out.code == 0, let data = FileManager.default.contents(atPath: file) else {
            return WebPage.refusal(.internalServerError, WebForm.sentence(out.err))
        }
        return Response(status: .ok, headers: [.contentType: "image/svg+xml", .contentSecurityPolicy: WebGuard.imagePolicy],
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
