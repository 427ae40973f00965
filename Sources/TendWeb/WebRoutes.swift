import Foundation
import Hummingbird
import TendCLI

/// The routes: the pages (GET) and the forms (POST, then a redirect to the page, so a reload never
/// writes twice). A refused write shows the command's own sentence above the page and writes nothing.
struct WebRoutes {
    let bridge: TendBridge
    let access: WebAccess

    /// The most a form may send.
    static let maxFormBytes = 64 * 1024

    var page: WebPage { WebPage(bridge: bridge, access: access) }

    func add(to router: Router<BasicRequestContext>) {
        router.get("/") { _, _ in page.today() }
        router.get(RouterPath(WebStyle.path)) { _, _ in
            Response(status: .ok, headers: [.contentType: "text/css; charset=utf-8"], body: ResponseBody(byteBuffer: ByteBuffer(string: WebStyle.css + WebStyle.pagesCSS)))
        }
        router.get("/t/:tracker") { request, context in
            page.tracker(try context.parameters.require("tracker"), params: WebQuery(request))
        }
        router.get(RouterPath(WebComparePage.path)) { request, _ in page.compare(WebQuery(request)) }
        router.get(RouterPath(WebComparePage.path + "/:chart")) { request, context in
            let q = WebQuery(request)
            return WebComparePage.chart(try context.parameters.require("chart"), period: ComparePeriod(q), targets: q.all("target"), bridge: bridge)
        }
        router.get("/t/:tracker/charts/:chart") { request, context in
            WebCharts.svg(try context.parameters.require("tracker"), try context.parameters.require("chart"),
                          subject: request.uri.queryParameters.get("of") ?? "", bridge: bridge)
        }
        // Every tracker's controls post to `/<tracker id>` (``WebControls/action(_:)``).
        router.post("/:tracker") { request, context in try await write(try context.parameters.require("tracker"), request) }
    }

    /// Reads a form, checks its token, runs the command of the tracker's control that reads it;
    /// redirects to Today when done, else shows the refusal on Today.
    func write(_ tracker: String, _ request: Request) async throws -> Response {
        let controls = WebControls.page(tracker, modules: bridge.modules).controls
        guard !controls.isEmpty else { return WebPage.refusal(.notFound, bridge.text("web.not-found")) }
        let form: [String: String]
        do { form = try await WebForm.read(request, access: access, bridge: bridge) } catch let refusal as WebRefusal {
            return WebPage.refusal(refusal.status, refusal.message)
        }
        switch WebControls.posted(tracker, form: form, bridge: bridge) {
        case .noControl: return WebPage.refusal(.badRequest, bridge.text("web.refused.form"))
        case .unknownStep: return page.today(error: bridge.text("web.not-found"), status: .unprocessableContent)
        case .command(let command):
            let out = bridge.run(command)
            guard out.code == 0 else { return page.today(error: WebForm.sentence(out.err), status: .unprocessableContent) }
            return Response(status: .seeOther, headers: [.location: "/"])
        }
    }
}

/// Why a request was refused before anything ran.
struct WebRefusal: Error {
    let status: HTTPResponse.Status
    let message: String
}

/// A posted form: `application/x-www-form-urlencoded`, at most ``WebRoutes/maxFormBytes``, with this
/// run's form token.
enum WebForm {
    /// The form's fields, once its token is checked.
    static func read(_ request: Request, access: WebAccess, bridge: TendBridge) async throws -> [String: String] {
        guard request.headers[.contentType]?.lowercased().hasPrefix("application/x-www-form-urlencoded") == true else {
            throw WebRefusal(status: .unsupportedMediaType, message: bridge.text("web.refused.form"))
        }
        let body: ByteBuffer
        do { body = try await request.body.collect(upTo: WebRoutes.maxFormBytes) } catch {
            throw WebRefusal(status: .contentTooLarge, message: bridge.text("web.refused.form"))
        }
        let fields = parse(String(buffer: body))
        guard let token = fields["csrf"], WebAccess.same(token, access.formToken) else {
            throw WebRefusal(status: .forbidden, message: bridge.text("web.refused.token"))
        }
        return fields
    }

    /// `a=1&b=x+y` → `["a": "1", "b": "x y"]` (percent-decoded; the first of a repeated name wins).
    static func parse(_ body: String) -> [String: String] {
        var out: [String: String] = [:]
        for (name, value) in pairs(body) where out[name] == nil { out[name] = value }
        return out
    }

    /// `a=1&b=x+y&a=2` → `[("a", "1"), ("b", "x y"), ("a", "2")]`, percent-decoded (a form's body or
    /// a query string); a pair that does not decode is left out.
    static func pairs(_ text: String) -> [(String, String)] {
        text.split(separator: "&", omittingEmptySubsequences: true).compactMap { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decode(_ s: Substring) -> String? { s.replacingOccurrences(of: "+", with: " ").removingPercentEncoding }
            guard let name = decode(parts[0]), let value = decode(parts.count > 1 ? parts[1] : "") else { return nil }
            return (name, value)
        }
    }

    /// The command's refusal without its `tend: ` prefix.
    static func sentence(_ err: String) -> String {
        let s = err.trimmingCharacters(in: .whitespacesAndNewlines)
        return s.hasPrefix("tend: ") ? String(s.dropFirst(6)) : s
    }
}
