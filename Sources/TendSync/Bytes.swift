import Foundation

/// Small byte helpers: big-endian integers (hex text is the kernel's `Hex`).
enum Bytes {
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
