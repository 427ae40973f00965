import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TendCLI
import TendCLITesting
import TendConsole
import Testing
@testable import TendWeb

@Suite("tend web: the command and the executable")
struct WebCommandTests {
    @Test("tend web finds tend-web beside tend and hands it its options")
    func launcher() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tend-web-" + UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(WebLauncher.binary(beside: dir + "/tend") == nil)
        _ = FileManager.default.createFile(atPath: dir + "/tend-web", contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o644])
        #expect(WebLauncher.binary(beside: dir + "/tend") == nil, "not executable")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir + "/tend-web")
        #expect(WebLauncher.binary(beside: dir + "/tend") == dir + "/tend-web")
        #expect(WebLauncher.arguments(port: 0, host: "127.0.0.1", open: false) == ["--port", "0", "--host", "127.0.0.1", "--no-open"])
        #expect(WebLauncher.arguments(port: 8123, host: "::1", open: true) == ["--port", "8123", "--host", "::1"])
    }

    @Test("tend web --port out of range is refused before anything starts")
    func badPort() {
        let h = TendHarness()
        let r = h.run("web", "--port", "70000", "--no-open")
        #expect(r.code == ExitStatus.usage.rawValue)
        #expect(r.err.contains("--port 70000 is not a port: give 0 to 65535."))
    }

    @Test("the built tend becomes tend-web: it prints one line with the URL and its secret, and serves it")
    func process() async throws {
        let h = TendHarness()
        let p = try WebProcess(h)
        let url = p.url, port = p.port
        let exe = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(p.process.processIdentifier)/exe")
        #expect(exe.hasSuffix("/tend-web"), "tend exec'd tend-web in its place: \(exe)")
        let (_, bare) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:" + port + "/")!)
        #expect((bare as? HTTPURLResponse)?.statusCode == 401)
        var signed = URLRequest(url: URL(string: url)!)
        signed.httpShouldHandleCookies = true
        let (page, response) = try await URLSession.shared.data(for: signed)
        #expect((response as? HTTPURLResponse)?.statusCode == 200, "the token's redirect and cookie lead to Today")
        #expect(String(decoding: page, as: UTF8.self).contains("id=\"block-mood\""))
        p.stop()
        #expect(!p.process.isRunning)
        #expect(p.process.terminationReason == .exit && p.process.terminationStatus == 0, "Ctrl-C stops it cleanly")
    }

    @Test("--host other than loopback prints a warning, and the secret is still required")
    func otherHost() async throws {
        let p = try WebProcess(TendHarness(), arguments: ["--host", "127.0.0.2"])
        #expect(p.url.hasPrefix("http://127.0.0.2:"))
        let (_, bare) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.2:" + p.port + "/")!)
        #expect((bare as? HTTPURLResponse)?.statusCode == 401)
        let errors = p.stoppedErrors()
        #expect(errors.hasPrefix("Warning: listening on 127.0.0.2, not 127.0.0.1: anyone who can reach that address"), "\(errors)")
        let local = try WebProcess(TendHarness())
        #expect(local.stoppedErrors() == "", "no warning on 127.0.0.1")
    }

    @Test("tend web --store serves that store, not TEND_STORE's")
    func storeOption() async throws {
        let h = TendHarness()
        let other = h.directory + "/other.sqlite"
        #expect(h.run("mood", "log", "great", "--store", other).code == 0)
        #expect(h.run("mood", "log", "bad").code == 0)
        let p = try WebProcess(h, arguments: ["--store", other])
        defer { p.stop() }
        var signed = URLRequest(url: URL(string: p.url)!)
        signed.httpShouldHandleCookies = true
        let (page, _) = try await URLSession.shared.data(for: signed)
        let text = String(decoding: page, as: UTF8.self)
        #expect(text.contains("Mood · great"), "\(text)")
        #expect(!text.contains("Mood · bad"))
    }

    @Test("tend web without tend-web beside it says how to build it and exits with the configuration status")
    func missing() throws {
        let tend = try TendBinary.path()
        let dir = URL(fileURLWithPath: tend).deletingLastPathComponent().appendingPathComponent("web-missing-" + UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        do { try FileManager.default.linkItem(atPath: tend, toPath: dir + "/tend") } catch {
            try FileManager.default.copyItem(atPath: tend, toPath: dir + "/tend")
        }
        let h = TendHarness()
        let (code, out, err) = try TendBinary.run(["web", "--no-open"], environment: h.environment.merging(["TEND_STORE": h.storePath]) { _, b in b },
                                                  binary: dir + "/tend")
        #expect(code == ExitStatus.config.rawValue)
        #expect(out.isEmpty)
        #expect(err == "tend: The browser front is not installed: tend-web should be beside tend (build it with 'swift build --product tend-web').\n")
    }

    @Test("tend links no server code; tend-web does")
    func boundary() throws {
        let tend = try TendBinary.path()
        let web = URL(fileURLWithPath: tend).deletingLastPathComponent().appendingPathComponent("tend-web").path
        // SwiftNIO itself is in tend too (sync's relay client, AsyncHTTPClient); the server's modules are not.
        let server = ["7TendWeb", "11Hummingbird", "15HummingbirdCore", "8Mustache"]
        let inTend = try Data(contentsOf: URL(fileURLWithPath: tend), options: .alwaysMapped)
        let inWeb = try Data(contentsOf: URL(fileURLWithPath: web), options: .alwaysMapped)
        #expect(server.filter { inTend.range(of: Data($0.utf8)) != nil } == [], "tend links none")
        #expect(server.filter { inWeb.range(of: Data($0.utf8)) != nil } == server, "the check sees them in tend-web")
    }
}
