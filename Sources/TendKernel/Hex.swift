/// Lowercase hex, ASCII only (no Unicode property lookups): fixed-width numbers for clock readings and ids,
/// and byte strings for keys, salts and ids in sync and the relay.
///
/// Lowercase is the one form written everywhere, so hex text compares and hashes as its bytes do.
public enum Hex {
    static let digits: [UInt8] = Array("0123456789abcdef".utf8)

    /// Writes the 16 lowercase hex digits of `v` at `buffer[at...]`.
    static func write16(_ v: UInt64, into buffer: UnsafeMutableBufferPointer<UInt8>, at: Int) {
        for i in 0..<16 { buffer[at + i] = digits[Int(truncatingIfNeeded: v >> UInt64(60 - 4 * i) & 0xF)] }
    }

    /// The 16 lowercase hex digits of `v`.
    static func text16(_ v: UInt64) -> String {
        String(unsafeUninitializedCapacity: 16) { buffer in
            write16(v, into: buffer, at: 0)
            return 16
        }
    }

    /// The value of exactly 16 hex digits (`0-9`, `a-f`, and `A-F` unless `lowercaseOnly`), or `nil`.
    static func parse16(_ text: some StringProtocol, lowercaseOnly: Bool) -> UInt64? {
        var v: UInt64 = 0
        var n = 0
        for c in text.utf8 {
            n += 1
            guard n <= 16 else { return nil }
            let d: UInt8
            switch c {
            case 48...57: d = c - 48
            case 97...102: d = c - 87
            case 65...70 where !lowercaseOnly: d = c - 55
            default: return nil
            }
            v = v << 4 | UInt64(d)
        }
        return n == 16 ? v : nil
    }

    /// Lowercase hex of `bytes`.
    public static func encode(_ bytes: some Sequence<UInt8>) -> String {
        var out: [UInt8] = []
        for b in bytes {
            out.append(digits[Int(b >> 4)])
            out.append(digits[Int(b & 0xF)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes of lowercase hex text that encodes exactly `count` bytes, or `nil` (uppercase digits,
    /// a wrong length or any other character).
    public static func decode(_ text: some StringProtocol, count: Int) -> [UInt8]? {
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
}
