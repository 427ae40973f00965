import Foundation
import Hummingbird
import HummingbirdTesting
import HTTPTypes
import Testing
@testable import TendWeb

@Suite("tend web: security rules")
struct WebSecurityTests {
    @Test("a request without the secret gets 401, with the security headers and no CORS")
    func noSecret() async throws {
        let f = WebFixture()
        try await f.test { client in
            for headers: HTTPFields in [[:], [.cookie: WebAccess.cookieName + "=wrong"]] {
                let r = try await client.execute(uri: "/", method: .get, headers: headers)
                #expect(r.status == .unauthorized)
                #expect(r.text.contains("secret"))
                #expect(!r.text.contains("<form"))
                WebSecurityTests.expectSecured(r)
            }
            let wrongToken = try await client.execute(uri: "/?token=nope", method: .get)
            #expect(wrongToken.status == .unauthorized)
            let css = try await client.execute(uri: "/static/tend.css", method: .get)
            #expect(css.status == .unauthorized)
        }
    }

    @Test("the first URL's token sets an HttpOnly, SameSite=Strict cookie and redirects to drop it")
    func tokenSetsCookie() async throws {
        let f = WebFixture()
        try await f.test { client in
            let r = try await client.execute(uri: "/t/mood?token=" + f.access.secret, method: .get)
            #expect(r.status == .found)
            #expect(r.headers[.location] == "/t/mood")
            let cookie = r.headers[.setCookie] ?? ""
            #expect(cookie.contains(WebAccess.cookieName + "=" + f.access.secret))
            #expect(cookie.contains("HttpOnly"))
            #expect(cookie.contains("SameSite=Strict"))
            WebSecurityTests.expectSecured(r)
            let offsite = try await client.execute(uri: "//evil.example/?token=" + f.access.secret, method: .get)
            #expect(offsite.headers[.location] == "/", "the redirect stays on this server")
            let page = try await client.execute(uri: "/", method: .get, headers: f.signedIn)
            #expect(page.status == .ok)
            WebSecurityTests.expectSecured(page)
        }
    }

    @Test("a Host other than the listening address gets 421 (DNS rebinding)")
    func hostChecked() async throws {
        let f = WebFixture()
        try await f.test { client in
            var headers = f.signedIn
            headers[HTTPField.Name("Host")!] = "evil.example"
            let r = try await client.execute(uri: "/", method: .get, headers: headers)
            #expect(r.status == .misdirectedRequest)
            WebSecurityTests.expectSecured(r)
            headers[HTTPField.Name("Host")!] = "localhost"
            #expect(try await client.execute(uri: "/", method: .get, headers: headers).status == .ok)
        }
        let hosts = WebHosts(host: "127.0.0.1", port: nil)
        hosts.bind(host: "127.0.0.1", port: 8123)
        #expect(hosts.allows("127.0.0.1:8123"))
        #expect(hosts.allows("LOCALHOST:8123"))
        #expect(!hosts.allows("127.0.0.1:8124"))
        #expect(!hosts.allows("evil.example:8123"))
        #expect(!hosts.allows("127.0.0.1"))
        let lan = WebHosts(host: "192.168.1.5", port: 9000)
        #expect(lan.allows("192.168.1.5:9000"))
        #expect(!lan.allows("localhost:9000"))
        #expect(WebHosts(host: "::1", port: 9000).allows("[::1]:9000"))
    }

    @Test("a POST from another origin, or without the form token, is refused and writes nothing")
    func crossSiteWritesRefused() async throws {
        let f = WebFixture()
        f.harness.run("mood", "log", "bad")
        let before = try f.harness.digest()
        try await f.test { client in
            var noOrigin = f.formPost
            noOrigin[.origin] = nil
            var otherOrigin = f.formPost
            otherOrigin[.origin] = "http://evil.example"
            var otherReferer = noOrigin
            otherReferer[.referer] = "http://evil.example/page"
            var nullOrigin = f.formPost
            nullOrigin[.origin] = "null"
            var nullCrossSite = nullOrigin
            nullCrossSite[HTTPField.Name("Sec-Fetch-Site")!] = "cross-site"
            var otherOriginSameSite = otherOrigin
            otherOriginSameSite[HTTPField.Name("Sec-Fetch-Site")!] = "same-origin"
            for headers in [noOrigin, otherOrigin, otherReferer, nullOrigin, nullCrossSite, otherOriginSameSite] {
                let r = try await client.execute(uri: "/mood", method: .post, headers: headers, body: f.form([("level", "great")]))
                #expect(r.status == .forbidden)
                WebSecurityTests.expectSecured(r)
            }
            for token in ["", "form0123456780"] {
                let r = try await client.execute(uri: "/mood", method: .post, headers: f.formPost, body: f.form([("level", "great")], token: token))
                #expect(r.status == .forbidden)
                #expect(r.text.contains("token"))
            }
            var sameReferer = noOrigin
            sameReferer[.referer] = WebFixture.origin + "/"
            // What Chromium sends under Referrer-Policy: no-referrer: Origin null, and its own fetch metadata.
            var nullSameOrigin = nullOrigin
            nullSameOrigin[HTTPField.Name("Sec-Fetch-Site")!] = "same-origin"
            for (headers, level) in [(sameReferer, "great"), (nullSameOrigin, "good"), (f.formPost, "great")] {
                let ok = try await client.execute(uri: "/mood", method: .post, headers: headers, body: f.form([("level", level)]))
                #expect(ok.status == .seeOther)
            }
        }
        #expect(try f.harness.digest() != before, "the same-origin write went through")
        #expect(try f.entries("mood").map(\.value) == [.level(5)])
    }

    @Test("a POST without the secret is 401 even with the form token")
    func writeNeedsSecret() async throws {
        let f = WebFixture()
        f.harness.run("mood", "log", "bad")
        let before = try f.harness.digest()
        try await f.test { client in
            var headers = f.formPost
            headers[.cookie] = nil
            let r = try await client.execute(uri: "/mood", method: .post, headers: headers, body: f.form([("level", "good")]))
            #expect(r.status == .unauthorized)
        }
        #expect(try f.harness.digest() == before)
    }

    @Test("a non-loopback host is told apart; the URL carries the secret; the browser opens only on a desktop")
    func launch() {
        #expect(WebLaunch.isLoopback("127.0.0.1") && WebLaunch.isLoopback("localhost") && WebLaunch.isLoopback("::1"))
        #expect(!WebLaunch.isLoopback("0.0.0.0") && !WebLaunch.isLoopback("192.168.1.5"))
        #expect(WebLaunch.url(host: "127.0.0.1", port: 8123, secret: "abc") == "http://127.0.0.1:8123/?token=abc")
        #expect(WebLaunch.url(host: "::1", port: 8123, secret: "abc") == "http://[::1]:8123/?token=abc")
        #expect(WebLaunch.opensBrowser(open: true, environment: ["DISPLAY": ":0"]))
        #expect(WebLaunch.opensBrowser(open: true, environment: ["WAYLAND_DISPLAY": "wayland-0"]))
        #expect(!WebLaunch.opensBrowser(open: true, environment: ["DISPLAY": ""]))
        #expect(!WebLaunch.opensBrowser(open: true, environment: [:]))
        #expect(!WebLaunch.opensBrowser(open: false, environment: ["DISPLAY": ":0"]))
        let a = WebAccess.random(hosts: WebHosts(host: "127.0.0.1", port: nil))
        let b = WebAccess.random(hosts: WebHosts(host: "127.0.0.1", port: nil))
        #expect(a.secret.count == 64 && a.secret != b.secret && a.secret != a.formToken)
        #expect(WebAccess.same("abc", "abc") && !WebAccess.same("abc", "abd") && !WebAccess.same("abc", "abcd"))
    }

    /// The headers every response carries, and no CORS header.
    static func expectSecured(_ r: TestResponse, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(r.headers[HTTPField.Name("Content-Security-Policy")!] ==
                "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'",
                sourceLocation: sourceLocation)
        #expect(r.headers[HTTPField.Name("X-Content-Type-Options")!] == "nosniff", sourceLocation: sourceLocation)
        #expect(r.headers[HTTPField.Name("Referrer-Policy")!] == "no-referrer", sourceLocation: sourceLocation)
        #expect(!r.headers.contains { $0.name.canonicalName.hasPrefix("access-control-") }, sourceLocation: sourceLocation)
    }
}
