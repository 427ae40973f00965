import Foundation
import Hummingbird
import HummingbirdTesting
import TendCLI
import TendCLITesting
import TendConsole
import TendKernel
@testable import TendWeb

/// A store in a temporary directory (``TendHarness``), the browser front on it, and Hummingbird's test
/// client in router mode (no socket: every request has the authority `localhost`).
struct WebFixture {
    let harness: TendHarness
    let access = WebAccess(secret: "s3cret0123456789", formToken: "form0123456789", hosts: WebHosts(host: "127.0.0.1", port: nil))

    /// A fixture on the built-in trackers, or on `modules`.
    init(modules: [TrackerPlugin] = TendCLI.builtInModules) {
        harness = TendHarness(modules: modules)
    }

    /// The origin the test client's requests are addressed to.
    static let origin = "http://localhost"

    var bridge: TendBridge {
        var env = harness.environment
        env["TEND_STORE"] = harness.storePath
        env["TEND_NOW"] = harness.now
        return TendBridge(environment: env, modules: harness.modules, platform: harness.platform)
    }

    /// Runs `body` with a client of the router.
    func test(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        try await Application(router: WebServer.router(bridge: bridge, access: access)).test(.router, body)
    }

    /// Headers of a request that carries the secret's cookie.
    var signedIn: HTTPFields { [.cookie: WebAccess.cookieName + "=" + access.secret] }

    /// Headers of a form POST from this origin, signed in.
    var formPost: HTTPFields {
        var h = signedIn
        h[.origin] = Self.origin
        h[.contentType] = "application/x-www-form-urlencoded"
        return h
    }

    /// A urlencoded body with this run's form token.
    func form(_ fields: [(String, String)], token: String? = nil) -> ByteBuffer {
        let all = [("csrf", token ?? access.formToken)] + fields
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
        return ByteBuffer(string: all.map { $0.0 + "=" + $0.1.addingPercentEncoding(withAllowedCharacters: allowed)! }.joined(separator: "&"))
    }

    /// The store's live entries of a tracker.
    func entries(_ tracker: String) throws -> [Entry] {
        try harness.openStore().entries(EntryQuery(tracker: tracker))
    }
}

extension TestResponse {
    /// The body as text.
    var text: String { String(buffer: body) }
}
