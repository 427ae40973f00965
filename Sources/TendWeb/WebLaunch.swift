import Foundation

/// What `tend-web` does around the server: the address it prints, the warning for a non-local host,
/// whether it opens a browser.
public enum WebLaunch {
    /// Whether `host` is this machine only.
    public static func isLoopback(_ host: String) -> Bool {
        ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host.lowercased())
    }

    /// `host` as it goes in a URL (an IPv6 address in brackets).
    public static func urlHost(_ host: String) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[" + host + "]" : host
    }

    /// The address to open: the server's root with this run's secret.
    public static func url(host: String, port: Int, secret: String) -> String {
        "http://" + urlHost(host) + ":" + String(port) + "/?token=" + secret
    }

    /// Whether to start `xdg-open`: asked to, and a desktop is there (`DISPLAY` or `WAYLAND_DISPLAY`).
    public static func opensBrowser(open: Bool, environment: [String: String]) -> Bool {
        open && ["DISPLAY", "WAYLAND_DISPLAY"].contains { !(environment[$0] ?? "").isEmpty }
    }

    /// Starts `xdg-open url` without waiting for it; a missing `xdg-open` is not an error (the URL is printed).
    public static func openBrowser(_ url: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["xdg-open", url]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try? p.run()
    }
}
