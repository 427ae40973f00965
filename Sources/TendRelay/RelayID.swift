import TendKernel

/// The names in request paths, checked before anything else (a malformed one is `400` and can't
/// name a stored vault, so the check reveals nothing): vault ids are 32 lowercase hex digits, device
/// ids 16, numbers 1 to 2^63 − 1, snapshot ids `<device>-<total>`.
enum RelayID {
    /// The highest number accepted (SQLite integers are signed 64-bit).
    static let maxNumber = UInt64(Int64.max)

    /// A vault id, or `nil`.
    static func vault(_ s: Substring) -> String? { Hex.decode(s, count: 16) != nil ? String(s) : nil }

    /// A device id, or `nil`.
    static func device(_ s: Substring) -> String? { Hex.decode(s, count: 8) != nil ? String(s) : nil }

    /// A segment number (1 or more), or `nil`.
    static func number(_ s: Substring) -> Int64? {
        guard let n = count(s), n > 0 else { return nil }
        return n
    }

    /// A count or position (0 or more, digits only), or `nil`.
    static func count(_ s: Substring) -> Int64? {
        guard (1...20).contains(s.utf8.count), s.utf8.allSatisfy({ (48...57).contains($0) }),
              let n = UInt64(s), n <= maxNumber else { return nil }
        return Int64(n)
    }

    /// A snapshot id in its canonical form (`<device>-<total>`, the total zero-padded to ten digits), or `nil`.
    static func snapshot(_ s: Substring) -> String? {
        let parts = s.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let d = device(parts[0]), let total = number(parts[1]) else { return nil }
        let digits = String(total)
        return d + "-" + String(repeating: "0", count: max(0, 10 - digits.count)) + digits
    }
}
