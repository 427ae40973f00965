import Hummingbird
import Logging

/// Builds the browser front: its router (for tests without a socket) and its application (for `tend-web`).
public enum WebServer {
    /// Every page and form behind ``WebGuard``.
    public static func router(bridge: TendBridge, access: WebAccess) -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: WebGuard(access: access, bridge: bridge))
        WebRoutes(bridge: bridge, access: access).add(to: router)
        return router
    }

    /// The server on `host`:`port` (0: any free port). `onRunning` gets the bound port, after ``WebAccess/hosts``
    /// accepts it. Run it with `runService()`: Ctrl-C stops it.
    public static func application(host: String, port: Int, bridge: TendBridge, access: WebAccess, logger: Logger,
                                   onRunning: @escaping @Sendable (Int) async -> Void) -> some ApplicationProtocol {
        Application(router: router(bridge: bridge, access: access),
                    configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "tend-web"),
                    onServerRunning: { channel in
                        let bound = channel.localAddress?.port ?? port
                        access.hosts.bind(host: host, port: bound)
                        await onRunning(bound)
                    }, logger: logger)
    }
}
