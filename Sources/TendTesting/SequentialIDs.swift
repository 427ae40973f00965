import TendKernel

/// Predictable ids: the n-th call (from 1) answers `seed << 32 | n` in hex, zero-padded to the length
/// asked (keeping the lowest digits when shorter). Give each store of a test its own seed so their
/// device ids differ. Thread-safe.
public final class SequentialIDs: IDGenerator, Sendable {
    private let seed: UInt64
    private let counter = Locked<UInt64>(0)

    /// A generator whose ids start with `seed` (in the upper 32 bits).
    public init(seed: UInt64 = 0) { self.seed = seed }

    /// The next id, `count` hex digits.
    public func hex(count: Int) -> String {
        let n = counter.withLock { c -> UInt64 in
            c += 1
            return c
        }
        let h = String(seed << 32 | n, radix: 16)
        if h.count >= count { return String(h.suffix(count)) }
        return String(repeating: "0", count: count - h.count) + h
    }
}
