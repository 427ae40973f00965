import ArgumentParser
import Foundation
import Hummingbird
import Logging
import TendCLI
import TendConsole
import TendWeb

/// `tend-web [--port N] [--host H] [--no-open]`: the browser front that `tend web` starts (docs/web.md).
/// It reads the store from `TEND_STORE` (set by `tend web`) or the default place, like `tend`.
@main
struct TendWebCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "tend-web", abstract: "Tend in the browser: run 'tend web'.")

    @Option(name: .long, help: "The port to listen on (0: any free port).")
    var port: Int = 0

    @Option(name: .long, help: "The address to listen on.")
    var host: String = WebLauncher.loopback

    @Flag(name: .customLong("no-open"), help: "Don't open a browser.")
    var noOpen = false

    func run() async throws {
        let env = ProcessInfo.processInfo.environment
        let bridge = TendBridge(environment: env, modules: TendCLI.builtInModules, platform: TendCLI.defaultPlatform(environment: env))
        let access = WebAccess.random(hosts: WebHosts(host: host, port: port == 0 ? nil : port))
        if !WebLaunch.isLoopback(host) {
            FileHandle.standardError.write(Data((bridge.text("web.warning.host", ["host": host]) + "\n").utf8))
        }
        let host = self.host, open = WebLaunch.opensBrowser(open: !noOpen, environment: env)
        let logger = Logger(label: "tend-web") { _ in SwiftLogNoOpLogHandler() }
        let app = WebServer.application(host: host, port: port, bridge: bridge, access: access, logger: logger) { bound in
            let url = WebLaunch.url(host: host, port: bound, secret: access.secret)
            FileHandle.standardOutput.write(Data((bridge.text("web.serving", ["url": url]) + "\n").utf8))
            if open { WebLaunch.openBrowser(url) }
        }
        try await app.runService()
    }
}
