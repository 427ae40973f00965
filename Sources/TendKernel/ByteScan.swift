/// Scans of UTF-8 text eight bytes at a time (a search reads every line of a journal in place).
///
/// Exact answers (no false positives), on any alignment; the buffers are only read during the call.
public enum ByteScan {
    private static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let lowBits: UInt64 = 0x0101_0101_0101_0101

    /// Whether any byte is 0x80 or above (the text is not all ASCII).
    public static func hasNonASCII(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        anyWord(b, where: { $0 & highBits != 0 }, orByte: { $0 >= 0x80 })
    }

    /// Whether any byte is `x` or `y`.
    public static func contains(_ b: UnsafeBufferPointer<UInt8>, _ x: UInt8, or y: UInt8) -> Bool {
        let wx = UInt64(x) &* lowBits, wy = UInt64(y) &* lowBits
        return anyWord(b, where: { hasZeroByte($0 ^ wx) || hasZeroByte($0 ^ wy) }, orByte: { $0 == x || $0 == y })
    }

    /// Whether a byte of `v` is zero (the classic bit trick: exact, no false positives).
    @inline(__always)
    private static func hasZeroByte(_ v: UInt64) -> Bool { (v &- lowBits) & ~v & highBits != 0 }

    @inline(__always)
    private static func anyWord(_ b: UnsafeBufferPointer<UInt8>, where word: (UInt64) -> Bool,
                                orByte byte: (UInt8) -> Bool) -> Bool {
        guard let base = b.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        var i = 0
        while i + 8 <= b.count {
            if word(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) { return true }
            i += 8
        }
        while i < b.count {
            if byte(b[i]) { return true }
            i += 1
        }
        return false
    }
}
