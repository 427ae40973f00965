/// What a passphrase wrap may cost. New wraps have a floor (no weaker than `14,8,1`); a vault
/// description read from a folder or relay has a ceiling (a hostile `vault.json` must not make a
/// device spend minutes or a GiB unwrapping); and a vault's cost is only ever kept or raised.
extension ScryptParameters {
    /// Bytes of memory the derivation takes: 128 · r · N.
    public var memoryBytes: Int { 128 * r * (1 << logN) }
    /// Its work: N · r · p (proportional to its time).
    public var work: Int { (1 << logN) * r * p }

    /// The fewest bytes of memory a new wrap may take: 16 MiB (`14,8,1`).
    public static let smallestMemory = 128 * 8 * (1 << minimumLogN)
    /// The most memory a vault description may ask for: 256 MiB (`18,8,1`).
    public static let largestAcceptedMemory = 256 << 20
    /// The most work a vault description may ask for: four times ``standard``'s.
    public static let largestAcceptedWork = 4 * ScryptParameters.standard.work

    /// Whether a new wrap may use these: N at least 2^``minimumLogN`` and at least ``smallestMemory``.
    public var meetsFloor: Bool { logN >= ScryptParameters.minimumLogN && memoryBytes >= ScryptParameters.smallestMemory }

    /// Whether a device accepts to derive with these when a vault description asks for them: at most
    /// ``largestAcceptedMemory`` and ``largestAcceptedWork``.
    public var isAccepted: Bool {
        memoryBytes <= ScryptParameters.largestAcceptedMemory && work <= ScryptParameters.largestAcceptedWork
    }

    /// Whether these cost at least as much as `other` in memory and in work.
    public func costsAtLeast(_ other: ScryptParameters) -> Bool { memoryBytes >= other.memoryBytes && work >= other.work }
}
