/// Where keys, salts and nonces come from. Injected so tests can be deterministic; real use is
/// ``SystemRandomBytes`` (the operating system's cryptographic generator).
public protocol RandomBytes: Sendable {
    /// `count` random bytes.
    func bytes(_ count: Int) -> [UInt8]
}

/// The operating system's cryptographically secure generator.
public struct SystemRandomBytes: RandomBytes {
    /// Creates the generator.
    public init() {}

    /// `count` bytes from `SystemRandomNumberGenerator`.
    public func bytes(_ count: Int) -> [UInt8] {
        var g = SystemRandomNumberGenerator()
        var out: [UInt8] = []
        out.reserveCapacity(count)
        while out.count < count {
            let v = g.next()
            for i in 0..<8 where out.count < count { out.append(UInt8(truncatingIfNeeded: v >> UInt64(i * 8))) }
        }
        return out
    }
}
