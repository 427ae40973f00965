import TendTesting
import Testing
import TendKernel

@Suite("Scanning bytes eight at a time")
struct ByteScanTests {
    /// Every length around the word size, each byte value at each place, against the byte-by-byte answer.
    @Test func agreesWithAByteLoop() {
        var random = SplitMix64(seed: 11)
        let specials: [UInt8] = [0x22, 0x5C, 0x80, 0xFF, 0x7F, 0x00, 0x21, 0x5D, 0xC3]
        var hits = 0, total = 0
        for length in 0..<35 {
            for _ in 0..<60 {
                var bytes = (0..<length).map { _ in UInt8(32 + random.next() % 90) }
                if length > 0, random.next() % 2 == 0 {
                    bytes[Int(random.next() % UInt64(length))] = specials[Int(random.next() % UInt64(specials.count))]
                }
                bytes.withUnsafeBufferPointer { b in
                    let quoteOrSlash = bytes.contains { $0 == 0x22 || $0 == 0x5C }
                    #expect(ByteScan.contains(b, 0x22, or: 0x5C) == quoteOrSlash, "\(bytes)")
                    let nonASCII = bytes.contains { $0 >= 0x80 }
                    #expect(ByteScan.hasNonASCII(b) == nonASCII, "\(bytes)")
                    hits += quoteOrSlash ? 1 : 0
                    total += 1
                }
            }
        }
        #expect(hits > 100 && hits < total - 100)
        #expect(!ByteScan.hasNonASCII(UnsafeBufferPointer(start: nil, count: 0)))
    }
}
