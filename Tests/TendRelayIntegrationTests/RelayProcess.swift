import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A real `tend-relay` process on loopback (the executable built beside this test bundle), for the
/// end-to-end tests. Started with `--port 0` or a given port; stopped with SIGTERM (graceful) or
/// SIGKILL (a crash). Every wait is bounded.
final class RelayProcess {
    /// The data directory (unused with a database).
    let data: String
    /// The PostgreSQL database it keeps its vaults in, instead of `data`.
    let database: String?
    /// The port it listens on.
    private(set) var port = 0
    private var process: Process?
    private let output = Shared<String>("")
    private let errors = Shared<String>("")
    private let arguments: [String]

    /// The built `tend-relay`: `TEND_RELAY_BINARY`, else beside the running test bundle.
    static var binary: String {
        if let given = ProcessInfo.processInfo.environment["TEND_RELAY_BINARY"] { return given }
        return buildDirectory + "/tend-relay"
    }

    /// The build products directory (where the test bundle is).
    static var buildDirectory: String {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var url = URL(fileURLWithPath: exe)
        while url.pathComponents.count > 1 && !url.lastPathComponent.hasSuffix(".xctest") { url.deleteLastPathComponent() }
        return url.deletingLastPathComponent().path
    }

    /// A relay on a new data directory, or on the PostgreSQL `database` (`--database`), with extra
    /// arguments (limits); open (`--open`: anyone creates vaults) unless `open` is false.
    init(arguments: [String] = [], open: Bool = true, database: String? = nil) {
        data = FileManager.default.temporaryDirectory.appendingPathComponent("tend-relay-e2e-" + UUID().uuidString).path
        self.database = database
        self.arguments = (open ? ["--open"] : []) + arguments
    }

    /// Runs `tend-relay` with `arguments` (and `environment` over this process's) to the end (at most
    /// 20 s): its exit status and outputs.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, out: String, err: String) {
        try runToEnd(binary, arguments, environment: environment, seconds: 20)
    }

    /// Runs `executable` with `arguments` (and `environment` over this process's) to the end: its exit
    /// status and outputs. One still running after `seconds` is killed, and that throws.
    static func runToEnd(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                         seconds: Double) throws -> (status: Int32, out: String, err: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        p.environment = ProcessInfo.processInfo.environment.merging(environment) { _, b in b }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let deadline = Date().addingTimeInterval(seconds)
        while p.isRunning && Date() < deadline { usleep(20_000) }
        guard !p.isRunning else {
            kill(p.processIdentifier, SIGKILL)
            let name = URL(fileURLWithPath: executable).lastPathComponent
            throw RelayProcessError(message: "\(name) \(arguments.joined(separator: " ")) did not finish within \(Int(seconds)) s")
        }
        let o = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let e = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (p.terminationStatus, o, e)
    }

    deinit {
        if let p = process, p.isRunning { kill(p.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(atPath: data)
    }

    /// The relay's URL.
    var url: String { "http://127.0.0.1:\(port)" }

    /// Everything it wrote on standard error (its JSON log).
    var log: String { errors.current }

    /// Starts it (on `port`, or a free port the first time) and waits until it listens (at most 20 s).
    func start() throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: RelayProcess.binary)
        p.arguments = ["--host", "127.0.0.1", "--port", String(port)] + (database.map { ["--database", $0] } ?? ["--data", data]) + arguments
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        output.withLock { $0 = "" }
        out.fileHandleForReading.readabilityHandler = { [output] h in
            let chunk = String(decoding: h.availableData, as: UTF8.self)
            output.withLock { $0 += chunk }
        }
        err.fileHandleForReading.readabilityHandler = { [errors] h in
            let chunk = String(decoding: h.availableData, as: UTF8.self)
            errors.withLock { $0 += chunk }
        }
        try p.run()
        process = p
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let text = output.current
            if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("tend-relay listening on ") }),
               let n = line.split(separator: ":").last.flatMap({ Int($0) }) {
                port = n
                return
            }
            guard p.isRunning else { break }
            usleep(20_000)
        }
        throw RelayProcessError(message: "tend-relay did not start: \(output.current) \(log)")
    }

    /// Whether the process is running.
    var isRunning: Bool { process?.isRunning ?? false }

    /// Stops it: SIGTERM and waits for a graceful exit (answers its exit status), or SIGKILL.
    @discardableResult
    func stop(graceful: Bool = true) throws -> Int32 {
        guard let p = process else { return 0 }
        kill(p.processIdentifier, graceful ? SIGTERM : SIGKILL)
        let deadline = Date().addingTimeInterval(20)
        while p.isRunning && Date() < deadline { usleep(20_000) }
        guard !p.isRunning else {
            kill(p.processIdentifier, SIGKILL)
            throw RelayProcessError(message: "tend-relay did not stop within 20 s")
        }
        process = nil
        return p.terminationStatus
    }
}

/// A relay process that misbehaved.
struct RelayProcessError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
