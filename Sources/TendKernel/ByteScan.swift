// Why hand-written, when `contains(where:)` gives the same answers (issue 26): measured, tend-bench
// scenarios `hand-scan-bytescan`, `hand-scan-stdlib` and `hand-lines-read` (docs/benchmarks.md,
// 2026-11-27): both scans of 100,000 stored gratitude lines (6.0 MB), 50 passes, 3 × 10 runs, CPU medians
// less reading the file (18–19 ms): ByteScan ~211 ms, `UnsafeBufferPointer.contains(where:)` ~254 ms —
// 1.2× faster, about 1 ms per 100,000 lines: a small gain (about 0.1 ms of a search of the ten-year
// store's 10,476 gratitude lines). The search around it (`hand-search-tend`, ~77 ms for 10 passes) against
// Foundation's `range(of:options:)` on each line (`hand-search-foundation`, ~711 ms) is the large one.

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
