import Foundation
import HTTPTypes
import Hummingbird
import TendCLI
import TendConsole
import TendKernel

/// Charts the tracker pages show: SVG the tracker's own commands draw (``WebChart``: `tend mood year
/// --svg`, `tend habit show --svg`…), served as images from this server at
/// `/t/<tracker>/charts/<name>?of=<subject>`.
enum WebCharts {
    /// A chart's address on this server.
    static func src(tracker: String, chart: String, subject: String) -> String {
        let of = subject.isEmpty ? "" : "?of=" + WebQuery.escaped(subject)
        return "/t/" + tracker + "/charts/" + chart + of
    }

    /// Draws a tracker's chart for `subject` by running its command into a temporary file; 404 when the
    /// tracker declares no such chart, or its command refuses the subject (its sentence says why).
    static func svg(_ tracker: String, _ name: String, subject: String, bridge: TendBridge) -> Response {
        let charts = WebControls.page(tracker, modules: bridge.modules).sections.flatMap(\.charts)
        guard let chart = charts.first(where: { $0.name == name }) else { return WebPage.refusal(.notFound, bridge.text("web.not-found")) }
        return draw({ chart.command($0, subject) }, refused: .notFound, bridge: bridge)
    }

    /// Runs a command that draws an SVG into the file it is given, and serves the picture (or the
    /// command's refusal, with `refused` as its status).
    static func draw(_ command: (String) -> [String], refused: HTTPResponse.Status, bridge: TendBridge) -> Response {
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
