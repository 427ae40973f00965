import Foundation
import HTTPTypes
import Hummingbird

/// The security rules every request passes (docs/web.md, "Security"):
/// - every `Host` value must be the listening address, else 421 (DNS rebinding);
/// - the run's secret must come in the cookie, or once in `?token=`, which sets the cookie and redirects
///   to the same page without it; else 401;
/// - a POST must come from this origin (`Origin`, else `Referer`), else 403 (the form's token is checked
///   by ``WebForm``);
/// - every response, refusals included, carries the content security policy and its companions, and
///   no CORS header.
public struct WebGuard: RouterMiddleware {
    /// The request context.
    public typealias Context = BasicRequestContext

    /// The run's secrets and hosts.
    let access: WebAccess
    /// Refusal text.
    let bridge: TendBridge

    /// The policy: nothing but this origin's style sheet and images, forms posting only here, no framing,
    /// no script at all.
    public static let contentSecurityPolicy =
        "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'"

    /// A guard for `access`; `bridge` supplies the refusals' text.
    public init(access: WebAccess, bridge: TendBridge) {
        self.access = access
        self.bridge = bridge
    }

    /// Checks the request, then answers it (or refuses), with the security headers on either.
    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await answer(request, context: context, next: next)
        Self.secure(&response.headers)
        return response
    }

    func answer(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let hostValues = [request.head.authority].compactMap { $0 } + request.headers[values: .hostField]
        guard !hostValues.isEmpty, hostValues.allSatisfy(access.hosts.allows) else {
            return WebPage.refusal(.misdirectedRequest, bridge.text("web.refused.host"))
        }
        if let cookie = request.cookies[WebAccess.cookieName], WebAccess.same(cookie.value, access.secret) {
            if request.method == .post, !sameOrigin(request) {
                return WebPage.refusal(.forbidden, bridge.text("web.refused.origin"))
            }
            do { return try await next(request, context) } catch let error as HTTPError {
                return WebPage.refusal(error.status, error.status == .notFound ? bridge.text("web.not-found") : error.status.reasonPhrase)
            }
        }
        if request.method == .get, let token = request.uri.queryParameters["token"], WebAccess.same(String(token), access.secret) {
            // Back to the same page on this server (never `//host`, which a browser reads as another site).
            let path = request.uri.path.hasPrefix("/") && !request.uri.path.hasPrefix("//") ? request.uri.path : "/"
            var response = Response.redirect(to: path, type: .found)
            response.setCookie(Cookie(name: WebAccess.cookieName, value: access.secret, path: "/", httpOnly: true, sameSite: .strict))
            return response
        }
        return WebPage.refusal(.unauthorized, bridge.text("web.refused.unauthorized"))
    }

    /// Whether a write comes from this server's own page: `Origin` is `http://` and the host the request
    /// was sent to; or, where the browser withholds it (`Origin: null` under `Referrer-Policy: no-referrer`,
    /// or none), the browser's own `Sec-Fetch-Site: same-origin` (a header no page can set) or a
    /// `Referer` on this origin.
    func sameOrigin(_ request: Request) -> Bool {
        guard let host = request.head.authority ?? request.headers[.hostField] else { return false }
        let origin = "http://" + host
        let given = request.headers[.origin]
        if let given, given != "null" { return given == origin }
        if let site = request.headers[.secFetchSite] { return site == "same-origin" }
        if let referer = request.headers[.referer] { return referer == origin || referer.hasPrefix(origin + "/") }
        return false
    }

    /// The policy of a chart: an SVG image the console drew, with its own `<style>`; still no script.
    public static let imagePolicy = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"

    /// Sets the headers every response carries (a chart keeps its own ``imagePolicy``).
    static func secure(_ headers: inout HTTPFields) {
        if headers[.contentSecurityPolicy] != imagePolicy { headers[.contentSecurityPolicy] = contentSecurityPolicy }
        headers[.xContentTypeOptions] = "nosniff"
        headers[.referrerPolicy] = "no-referrer"
        headers[.xFrameOptions] = "DENY"
        headers[.cacheControl] = "no-store"
    }
}

extension HTTPField.Name {
    /// `Host` (HTTP/1 puts the first one in the request's authority; any other stays a field).
    static var hostField: Self { Self("Host")! }
    /// `Referrer-Policy`.
    static var referrerPolicy: Self { Self("Referrer-Policy")! }
    /// `Sec-Fetch-Site`: where the browser says a request comes from (`same-origin`, `cross-site`…).
    static var secFetchSite: Self { Self("Sec-Fetch-Site")! }
    /// `X-Frame-Options`.
    static var xFrameOptions: Self { Self("X-Frame-Options")! }
}
