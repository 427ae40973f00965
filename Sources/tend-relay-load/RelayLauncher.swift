import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A `tend-relay` started for the load test: loopback, a free port, a temporary data directory or the
/// given PostgreSQL database, open (its clients create vaults without invitations), no rate or size
/// limits, warnings only in its log. Stopped (SIGTERM) and its data directory removed after.
final class RelayLauncher {
    let process: Process
    let url: String
    let data: String

    private init(process: Process, url: String, data: String) {
        self.process = process
        self.url = url
        self.data = data
    }

    /// `tend-relay` in the directory of this executable.
    static func besideSelf() -> String {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("tend-relay").path
    }

    /// Starts it (on `database`, else on a new data directory) and waits (at most 20 s) for its "listening" line.
    static func start(binary: String, database: String? = nil) throws -> RelayLauncher {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("tend-relay-load-" + UUID().uuidString).path
        let p = Process()
        p.executableURL = URL(fileURLWithPath: binary)
        p.arguments = ["--host", "127.0.0.1", "--port", "0"] + (database.map { ["--database", $0] } ?? ["--data", data])
            + ["--open", "--requests-per-minute", "0", "--max-vault-bytes", "0", "--max-vaults", "0", "--log-level", "warning"]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        var text = ""
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, p.isRunning {
            let chunk = out.fileHandleForReading.availableData
            text += String(decoding: chunk, as: UTF8.self)
            if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("tend-relay listening on ") }) {
                return RelayLauncher(process: p, url: String(line.dropFirst("tend-relay listening on ".count)), data: data)
            }
            if chunk.isEmpty { usleep(20_000) }
        }
        kill(p.processIdentifier, SIGKILL)
        throw RelayLaunchError(message: "\(binary) did not start: \(text)")
    }

    /// Stops it and removes its data.
    func stop() {
        kill(process.processIdentifier, SIGTERM)
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(atPath: data)
    }
}

struct RelayLaunchError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
