/// Fast fixed-width hex for clock readings and ids (ASCII only, no Unicode property lookups).
enum Hex {
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
}
