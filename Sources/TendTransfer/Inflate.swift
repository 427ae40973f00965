/// Why deflated data could not be inflated.
struct InflateError: Error, Equatable {
    /// What was wrong, in a few words.
    let reason: String
}

/// A decoder for DEFLATE (RFC 1951): stored, fixed-Huffman and dynamic-Huffman blocks — what ZIP
/// archives use (method 8). Decoding only; written from the RFC.
enum Inflate {
    /// Inflates `input`. The output may not grow past `limit` bytes (a ZIP entry's declared size).
    static func decompress(_ input: [UInt8], limit: Int) throws(InflateError) -> [UInt8] {
        var bits = BitReader(input)
        var out: [UInt8] = []
        out.reserveCapacity(min(limit, 64 << 20))
        var final = false
        while !final {
            final = try bits.read(1) == 1
            switch try bits.read(2) {
            case 0: try stored(&bits, &out, limit: limit)
            case 1: try codes(&bits, &out, lit: Fixed.lit, dist: Fixed.dist, limit: limit)
            case 2:
                let (lit, dist) = try dynamicTables(&bits)
                try codes(&bits, &out, lit: lit, dist: dist, limit: limit)
            default: throw InflateError(reason: "invalid block type")
            }
        }
        return out
    }

    private static func stored(_ bits: inout BitReader, _ out: inout [UInt8], limit: Int) throws(InflateError) {
        try bits.alignToByte()
        let len = try bits.read(16), nlen = try bits.read(16)
        guard len == ~nlen & 0xFFFF else { throw InflateError(reason: "stored block length check failed") }
        guard out.count + len <= limit else { throw InflateError(reason: "more data than declared") }
        for _ in 0..<len { out.append(UInt8(try bits.read(8))) }
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99,
                                     115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025,
                                   1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12,
                                    12, 13, 13]

    private static func codes(_ bits: inout BitReader, _ out: inout [UInt8], lit: Huffman, dist: Huffman,
                              limit: Int) throws(InflateError) {
        while true {
            let sym = try bits.decode(lit)
            if sym < 256 {
                guard out.count < limit else { throw InflateError(reason: "more data than declared") }
                out.append(UInt8(sym))
                continue
            }
            if sym == 256 { return }
            let l = sym - 257
            guard l < 29 else { throw InflateError(reason: "invalid length code") }
            let length = lengthBase[l] + (try bits.read(lengthExtra[l]))
            let d = try bits.decode(dist)
            guard d < 30 else { throw InflateError(reason: "invalid distance code") }
            let distance = distBase[d] + (try bits.read(distExtra[d]))
            guard distance <= out.count else { throw InflateError(reason: "distance too far back") }
            guard out.count + length <= limit else { throw InflateError(reason: "more data than declared") }
            var from = out.count - distance
            for _ in 0..<length {
                out.append(out[from])
                from += 1
            }
        }
    }

    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private static func dynamicTables(_ bits: inout BitReader) throws(InflateError) -> (Huffman, Huffman) {
        let nlen = try bits.read(5) + 257, ndist = try bits.read(5) + 1, ncode = try bits.read(4) + 4
        guard nlen <= 286, ndist <= 30 else { throw InflateError(reason: "too many codes") }
        var clens = [UInt8](repeating: 0, count: 19)
        for i in 0..<ncode { clens[codeLengthOrder[i]] = UInt8(try bits.read(3)) }
        let clen = try Huffman(clens)
        var lengths: [UInt8] = []
        lengths.reserveCapacity(nlen + ndist)
        while lengths.count < nlen + ndist {
            let sym = try bits.decode(clen)
            if sym < 16 {
                lengths.append(UInt8(sym))
                continue
            }
            var value: UInt8 = 0, repeats: Int
            switch sym {
            case 16:
                guard let last = lengths.last else { throw InflateError(reason: "repeat with no previous length") }
                value = last
                repeats = 3 + (try bits.read(2))
            case 17: repeats = 3 + (try bits.read(3))
            default: repeats = 11 + (try bits.read(7))
            }
            guard lengths.count + repeats <= nlen + ndist else { throw InflateError(reason: "too many lengths") }
            lengths.append(contentsOf: repeatElement(value, count: repeats))
        }
        guard lengths[256] != 0 else { throw InflateError(reason: "no end-of-block code") }
        return (try Huffman(Array(lengths[..<nlen])), try Huffman(Array(lengths[nlen...])))
    }

    private enum Fixed {
        static let lit: Huffman = {
            var l = [UInt8](repeating: 8, count: 288)
            for i in 144..<256 { l[i] = 9 }
            for i in 256..<280 { l[i] = 7 }
            return try! Huffman(l)
        }()
        static let dist: Huffman = try! Huffman([UInt8](repeating: 5, count: 30))
    }
}

/// A canonical Huffman code as a lookup table indexed by the next `maxLength` input bits (LSB first):
/// each slot holds `symbol << 4 | length`, 0 where no code matches.
struct Huffman {
    let table: [UInt16]
    let maxLength: Int

    init(_ lengths: [UInt8]) throws(InflateError) {
        var count = [Int](repeating: 0, count: 16)
        for l in lengths { count[Int(l)] += 1 }
        count[0] = 0
        var left = 1
        for len in 1...15 {
            left = (left << 1) - count[len]
            guard left >= 0 else { throw InflateError(reason: "over-subscribed code") }
        }
        maxLength = max(1, lengths.map(Int.init).max() ?? 1)
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for len in 1...15 {
            code = (code + count[len - 1]) << 1
            next[len] = code
        }
        var table = [UInt16](repeating: 0, count: 1 << maxLength)
        for (sym, l) in lengths.enumerated() where l > 0 {
            let len = Int(l)
            let c = next[len]
            next[len] += 1
            var reversed = 0
            for i in 0..<len where c & (1 << i) != 0 { reversed |= 1 << (len - 1 - i) }
            var slot = reversed
            while slot < table.count {
                table[slot] = UInt16(sym << 4 | len)
                slot += 1 << len
            }
        }
        self.table = table
    }
}

/// Bits of a byte array, least significant first, as DEFLATE packs them.
struct BitReader {
    private let bytes: [UInt8]
    private var pos = 0
    private var buffer: UInt64 = 0
    private var count = 0
    private var used = 0
    private let total: Int

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        total = bytes.count * 8
    }

    private mutating func refill() {
        while count <= 56 {
            let byte: UInt64 = pos < bytes.count ? UInt64(bytes[pos]) : 0
            buffer |= byte << UInt64(count)
            pos += 1
            count += 8
        }
    }

    private mutating func peek(_ n: Int) -> Int {
        if count < n { refill() }
        return Int(buffer & ((1 << UInt64(n)) - 1))
    }

    private mutating func drop(_ n: Int) throws(InflateError) {
        buffer >>= UInt64(n)
        count -= n
        used += n
        guard used <= total else { throw InflateError(reason: "the data ends too early") }
    }

    /// The next `n` bits (0…16) as a number.
    mutating func read(_ n: Int) throws(InflateError) -> Int {
        if n == 0 { return 0 }
        let v = peek(n)
        try drop(n)
        return v
    }

    /// Skips to the next byte boundary.
    mutating func alignToByte() throws(InflateError) { try drop((8 - used % 8) % 8) }

    /// The next symbol of a code.
    mutating func decode(_ h: Huffman) throws(InflateError) -> Int {
        let e = h.table[peek(h.maxLength)]
        guard e != 0 else { throw InflateError(reason: "invalid code") }
        try drop(Int(e & 15))
        return Int(e >> 4)
    }
}
