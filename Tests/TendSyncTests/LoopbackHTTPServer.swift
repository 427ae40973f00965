import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A tiny HTTP server on 127.0.0.1 for client tests: a thread accepts connections one at a time,
/// reads each request (head, and body by `Content-Length`), records it and sends `reply(request)`,
/// then closes the connection. Connections are counted even when no request arrives.
final class LoopbackHTTPServer: Sendable {
    /// The port it listens on.
    let port: Int
    private let socket: Int32
    private let state = Mutex<(connections: Int, requests: [String])>((0, []))
    private let done = DispatchSemaphore(value: 0)

    init(reply: @escaping @Sendable (String) -> String) throws {
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        socket = fd
        let thread = Thread { [self] in
            while true {
                let connection = accept(fd, nil, nil)
                guard connection >= 0 else { break }
                state.withLock { $0.connections += 1 }
                let request = LoopbackHTTPServer.read(connection)
                if !request.isEmpty {
                    state.withLock { $0.requests.append(request) }
                    let answer = Array(reply(request).utf8)
                    _ = answer.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                }
                close(connection)
            }
            done.signal()
        }
        thread.start()
    }

    /// Connections accepted so far.
    var connections: Int { state.withLock { $0.connections } }
    /// Requests received so far (head and body as text).
    var requests: [String] { state.withLock { $0.requests } }

    /// Stops accepting and waits for the thread to end.
    func stop() {
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
        done.wait()
    }

    /// One request's bytes: the head, then `Content-Length` bytes of body (at most 5 s of waiting).
    private static func read(_ fd: Int32) -> String {
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            guard n > 0 else { break }
            data += buffer[0..<n]
            let text = String(decoding: data, as: UTF8.self)
            guard let end = text.range(of: "\r\n\r\n") else { continue }
            let head = text[..<end.lowerBound].lowercased()
            let length = head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
            if text[end.upperBound...].utf8.count >= length { break }
        }
        return String(decoding: data, as: UTF8.self)
    }
}
