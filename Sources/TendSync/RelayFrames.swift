import Foundation
import Glibc

/// Frames between `tend` and its HTTP client executable (``RelayHelperExchange``): the length of a JSON
/// text in decimal digits, a newline, then the text. The first frame is the ``RelayClientSettings``; then
/// each ``RelayRequest`` is answered by one ``RelayReply``. The end of input ends the client.
public enum RelayFrames {
    /// The longest frame read (a segment is at most a few MiB; its body travels as base64).
    public static let limit = 256 << 20

    /// Writes `value` as one frame to `fd` (a socket: a peer that is gone is an error, not a signal).
    public static func write(_ value: some Encodable, to fd: Int32) throws {
        let text = try JSONEncoder().encode(value)
        try writeAll(Data("\(text.count)\n".utf8) + text, to: fd)
    }

    /// Reads one frame from `fd`: `nil` at the end of input before a frame starts.
    public static func read<T: Decodable>(_ type: T.Type, from fd: Int32) throws -> T? {
        var digits: [UInt8] = []
        while true {
            var byte: UInt8 = 0
            let n = Glibc.read(fd, &byte, 1)
            if n < 0, errno == EINTR { continue }
            if n <= 0 {
                if digits.isEmpty { return nil }
                throw RelayExchangeFailure(reason: "the input ended within a frame")
            }
            if byte == UInt8(ascii: "\n") { break }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), digits.count < 10 else {
                throw RelayExchangeFailure(reason: "a frame does not start with its length")
            }
            digits.append(byte)
        }
        guard let count = Int(String(decoding: digits, as: UTF8.self)), count <= limit else {
            throw RelayExchangeFailure(reason: "a frame is too long")
        }
        var text = Data(count: count)
        var got = 0
        while got < count {
            let n = text.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + got, count - got) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { throw RelayExchangeFailure(reason: "the input ended within a frame") }
            got += n
        }
        return try JSONDecoder().decode(T.self, from: text)
    }

    private static func writeAll(_ data: Data, to fd: Int32) throws {
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var sent = 0
            while sent < bytes.count {
                var n = send(fd, bytes.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
                if n < 0, errno == ENOTSOCK { n = Glibc.write(fd, bytes.baseAddress! + sent, bytes.count - sent) }
                if n < 0, errno == EINTR { continue }
                if n <= 0 { throw RelayExchangeFailure(reason: "the other side is gone") }
                sent += n
            }
        }
    }
}

/// The answer to one ``RelayRequest`` from the HTTP client executable: the relay's answer, or why none came.
public struct RelayReply: Codable, Sendable, Equatable {
    /// The relay's answer.
    public var answer: HTTPAnswer?
    /// Why there is none (``RelayExchangeFailure/reason``).
    public var failure: String?

    /// A reply.
    public init(answer: HTTPAnswer?, failure: String?) {
        self.answer = answer
        self.failure = failure
    }
}
