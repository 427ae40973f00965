import Foundation
import HTTPTypes
import Hummingbird
import TendKernel

/// Charts the tracker pages show: SVG the console draws (`tend mood year --svg`), served as images from
/// this server.
enum WebCharts {
    /// The chart on a tracker's page, if it has one.
    static func chart(for tracker: String, today: Day, text: (String, [String: String]) -> String) -> ChartView? {
        guard commands[tracker] != nil else { return nil }
        return ChartView(src: "/t/" + tracker + "/chart.svg", alt: text("web.mood.year.alt", ["year": String(today.year)]),
                         caption: text("web.mood.year", [:]))
    }

    /// The command that draws each tracker's chart into the file it is given.
    static let commands: [String: @Sendable (String) -> [String]] = [
        "mood": { ["mood", "year", "--svg", $0] },
    ]

    /// Draws the chart of `tracker` by running its command into a temporary file; `nil` when it has none.
    static func svg(_ tracker: String, bridge: TendBridge) -> Response? {
        guard let command = commands[tracker] else { return nil }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tend-web-" + WebAccess.randomHex() + ".svg").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let out = bridge.run(command(file))
        guard out.code == 0, let data = FileManager.default.contents(atPath: file) else {
            return WebPage.refusal(.internalServerError, out.err)
        }
        return Response(status: .ok, headers: [.contentType: "image/svg+xml", .contentSecurityPolicy: WebGuard.imagePolicy], body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
