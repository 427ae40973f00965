import Foundation
import TendCLITesting
import Testing

/// The built `tend web --no-open --port 0` as a real process on a harness's store: the line it printed,
/// the URL and port in it; stopped with Ctrl-C (SIGINT).
final class WebProcess {
    let process = Process()
    /// What it printed first.
    let line: String
    /// The address with the secret.
    let url: String
    /// The port it bound.
    let port: String

    /// The pattern of the one line `tend web` prints.
    static let pattern = #"^Tend is open at (http://127\.0\.0\.\d+:(\d+)/\?token=[0-9a-f]{64}) \(Ctrl-C stops it\)\.\n$"#
    /// Its standard error.
    let errors = Pipe()

    /// Starts `tend web` from the build folder on `harness`'s store, and reads its line.
    init(_ harness: TendHarness, arguments: [String] = []) throws {
        let tend = try TendBinary.path()
        process.executableURL = URL(fileURLWithPath: tend)
        process.arguments = ["web", "--no-open", "--port", "0"] + arguments
        process.environment = harness.environment.merging(["TEND_STORE": harness.storePath, "TEND_NOW": harness.now, "PATH": "/usr/bin:/bin"]) { _, b in b }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = errors
        try process.run()
        var data = Data()
        while !data.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            data.append(chunk)
        }
        let line = String(decoding: data, as: UTF8.self)
        guard let match = line.wholeMatch(of: try Regex(Self.pattern)),
              let url = match.output[1].substring, let port = match.output[2].substring else {
            if process.isRunning { process.interrupt() }
            process.waitUntilExit()
            throw WebProcessError(line: String(decoding: data, as: UTF8.self))
        }
        self.line = line
        self.url = String(url)
        self.port = String(port)
    }

    /// Ctrl-C, then waits for it to end.
    func stop() {
        if process.isRunning { process.interrupt() }
        process.waitUntilExit()
    }

    deinit { stop() }

    /// What it wrote to standard error, once stopped.
    func stoppedErrors() -> String {
        stop()
        return String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// `tend web` printed something else.
    struct WebProcessError: Error, CustomStringConvertible {
        let line: String
        var description: String { "tend web printed: \(line)" }
    }
}
