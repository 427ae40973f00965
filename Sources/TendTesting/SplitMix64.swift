/// SplitMix64: a small, fast random number generator whose whole sequence follows from its seed. Used
/// wherever randomness must be repeatable — synthetic benchmark stores, property tests, fuzzing — never
/// for anything secret.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator for `seed`.
    public init(seed: UInt64) { state = seed }

    /// A generator for `seed`; `stream` separates independent sequences drawn from one seed.
    public init(seed: UInt64, stream: UInt64) { state = seed &+ stream &* 0xD1B5_4A32_D192_ED03 }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
