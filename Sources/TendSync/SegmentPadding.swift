/// Sizes that reveal little: every sealed blob (segment, snapshot, cursor) is padded before
/// encryption so that its whole file is one of a few sizes, whatever it holds.
///
/// - Up to 4 KiB: 4 KiB. A mood of any level, a habit check-in, a journal line of up to a few hundred
///   characters, a cursor: all the same size.
/// - Up to 64 KiB: the next power of two (8, 16, 32, 64 KiB).
/// - Above: Padmé (Nikitin et al., "Reducing Metadata Leakage from Encrypted Files and Communication
///   with PURBs", 2019): the size keeps only its top `⌊log2 ⌊log2 L⌋⌋ + 1` bits, so at most about 12 %
///   is added and a size reveals O(log log L) bits.
///
/// Inside the encryption the plaintext is framed as a 4-byte big-endian length, the content, and
/// zeros up to the padded size; the frame is authenticated with the rest, so padding can't be altered.
public enum SegmentPadding {
    /// The smallest file size.
    public static let floor = 4096
    /// Up to this size, sizes are powers of two.
    public static let powerOfTwoLimit = 65536
    /// Bytes of the length prefix inside the encryption.
    public static let lengthBytes = 4
    /// Bytes a sealed blob adds around its plaintext: the header and the tag.
    public static let overhead = SegmentHeader.size + 16

    /// The file size for a blob whose framed plaintext and overhead add up to `n` bytes.
    public static func bucket(_ n: Int) -> Int {
        if n <= floor { return floor }
        if n <= powerOfTwoLimit { return 1 << (Int.bitWidth - (n - 1).leadingZeroBitCount) }
        return padme(n)
    }

    /// Padmé: `n` rounded up so that only its top `⌊log2 E⌋ + 1` bits may be set, `E = ⌊log2 n⌋`.
    public static func padme(_ n: Int) -> Int {
        guard n > 1 else { return n }
        let e = Int.bitWidth - 1 - n.leadingZeroBitCount
        let s = Int.bitWidth - e.leadingZeroBitCount
        let mask = (1 << (e - s)) - 1
        return (n + mask) & ~mask
    }

    /// The framed, padded plaintext for `content`: length, content, zeros.
    public static func frame(_ content: [UInt8]) -> [UInt8] {
        let size = bucket(content.count + lengthBytes + overhead) - overhead
        var out: [UInt8] = []
        out.reserveCapacity(size)
        let n = UInt32(content.count)
        out += [UInt8(n >> 24), UInt8(truncatingIfNeeded: n >> 16), UInt8(truncatingIfNeeded: n >> 8), UInt8(truncatingIfNeeded: n)]
        out += content
        out += [UInt8](repeating: 0, count: size - out.count)
        return out
    }

    /// The content of a framed plaintext, or `nil` when the frame is malformed (a length past the end,
    /// or padding that is not zeros).
    public static func unframe(_ framed: [UInt8]) -> [UInt8]? {
        guard framed.count >= lengthBytes else { return nil }
        let n = Int(framed[0]) << 24 | Int(framed[1]) << 16 | Int(framed[2]) << 8 | Int(framed[3])
        guard n <= framed.count - lengthBytes else { return nil }
        let end = lengthBytes + n
        guard framed[end...].allSatisfy({ $0 == 0 }) else { return nil }
        return Array(framed[lengthBytes..<end])
    }
}
