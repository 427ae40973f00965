import Foundation
import Glibc
import TendKernel

/// The relay's HTTP client run as its own executable, `tend-sync-http`, found beside the running one (as
/// `tend web` finds `tend-web`): started at the first request, it holds one connection pool for the
/// transport's life and ends when the transport does. Keeping SwiftNIO, its TLS and AsyncHTTPClient out of
/// `tend` spares every other command their 2,600 protocol conformance records, which each of the Swift
/// runtime's conformance look-ups at start-up scans (docs/benchmarks.md), and 10 MB of binary.
/// Requests are sent one at a time (`lock` holds the process and its socket).
public final class RelayHelperExchange: RelayExchange, @unchecked Sendable {
    /// The client executable's file name.
    public static let executableName = "tend-sync-http"

    /// The settings sent first.
    public let settings: RelayClientSettings
    /// The executable's path; `nil` when it is not installed.
    public let executable: String?
    private let lock = NSLock()
    private var process: Process?
    private var socket: Int32 = -1

    /// An exchange for `settings` through `executable` (by default the one beside the running executable).
    public init(settings: RelayClientSettings, executable: String? = RelayHelperExchange.installed()) {
        self.settings = settings
        self.executable = executable
    }

    deinit {
        guard let process else { return }
        close(socket)  // the end of input: the client shuts down and exits
        process.waitUntilExit()
    }

    /// `tend-sync-http` beside the running executable, if it is there and executable.
    public static func installed() -> String? {
        Executables.beside(Executables.running(), named: executableName)
    }

    /// Sends `request` to the client executable (starting it first) and waits for the answer.
    public func perform(_ request: RelayRequest) throws -> HTTPAnswer {
        lock.lock()
        defer { lock.unlock() }
        if process == nil { try start() }
        let reply: RelayReply?
        do {
            try RelayFrames.write(request, to: socket)
            reply = try RelayFrames.read(RelayReply.self, from: socket)
        } catch {
            throw RelayExchangeFailure(reason: Self.stopped)
        }
        if let failure = reply?.failure { throw RelayExchangeFailure(reason: failure) }
        guard let answer = reply?.answer else { throw RelayExchangeFailure(reason: Self.stopped) }
        return answer
    }

    /// The reason given when the client executable ends without answering.
    static let stopped = "Tend's HTTP client (\(executableName)) stopped without answering."

    private func start() throws {
        guard let executable else { throw SyncError.helperMissing(name: Self.executableName) }
        var pair: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else {
            throw RelayExchangeFailure(reason: Self.stopped)
        }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        let end = FileHandle(fileDescriptor: pair[1], closeOnDealloc: false)
        p.standardInput = end
        p.standardOutput = end
        do {
            try p.run()
        } catch {
            close(pair[0])
            close(pair[1])
            throw SyncError.helperMissing(name: Self.executableName)
        }
        close(pair[1])
        socket = pair[0]
        process = p
        do {
            try RelayFrames.write(settings, to: socket)
        } catch {
            throw RelayExchangeFailure(reason: Self.stopped)
        }
    }
}
