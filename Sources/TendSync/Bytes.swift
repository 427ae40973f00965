import Foundation

/// Small byte helpers: hex text and big-endian integers.
enum Bytes {
    private static let digits: [UInt8] = Array("0123456789abcdef".utf8)

    /// Lowercase hex of `bytes`.
    static func hex(_ bytes: some Sequence<UInt8>) -> String {
        var out: [UInt8] = []
        for b in bytes {
            out.append(digits[Int(b >> 4)])
            out.append(digits[Int(b & 0xF)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes of lowercase hex text of exactly `count` bytes, or `nil`.
    static func parseHex(_ text: String, count: Int) -> [UInt8]? {
        let u = Array(text.utf8)
        guard u.count == count * 2 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(count)
        var i = 0
        while i < u.count {
            guard let hi = nibble(u[i]), let lo = nibble(u[i + 1]) else { return nil }
            out.append(hi << 4 | lo)
            i += 2
        }
        return out
    }

    private static func nibble(_ c: UInt8) -> UInt8? {
        switch c {
        case 48...57: return c - 48
        case 97...102: return c - 87
        default: return nil
        }
    }

    /// Appends `v` as 8 big-endian bytes.
    static func append(_ v: UInt64, to out: inout [UInt8]) {
        for i in (0..<8).reversed() { out.append(UInt8(truncatingIfNeeded: v >> UInt64(i * 8))) }
    }

    /// Reads 8 big-endian bytes at `at`.
    static func uint64(_ bytes: some RandomAccessCollection<UInt8>, at: Int) -> UInt64 {
        var v: UInt64 = 0
        var i = bytes.index(bytes.startIndex, offsetBy: at)
        for _ in 0..<8 {
            v = v << 8 | UInt64(bytes[i])
            i = bytes.index(after: i)
        }
        return v
    }
}
