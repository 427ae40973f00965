import Foundation

/// Makes new identifiers. Injected so tests get predictable ids.
///
/// Record ids (``recordID()``), device ids (``DeviceID/random(using:)``) and the ids a tracker gives
/// new entries and items all come from the generator it is handed (``TrackerContext/ids``), never
/// from `UUID()` or a random number generator read directly.
///
/// # Implementation requirements
///
/// - ``hex(count:)`` returns exactly `count` characters, each one of `0-9a-f` (lowercase): device ids
///   that aren't are refused (``DeviceID/init(_:)``) and record ids are compared as text.
/// - Ids never repeat within a store's life, across devices too: two devices that make the same
///   record id for different records silently merge them into one. The production generator
///   (``RandomIDs``) draws 64 random bits per record id; a deterministic generator is for tests, with a
///   different seed per simulated device (`SequentialIDs(seed:)` in TendTesting).
/// - It is safe to call from any thread at once; a counting generator guards its counter with a lock.
/// - It is not a source of keys for one-per-something records: those are deterministic
///   (``EntryKey``), so that two devices make the same key.
public protocol IDGenerator: Sendable {
    /// `count` random lowercase hex digits.
    ///
    /// - Parameter count: how many digits; 16 for a record or device id.
    func hex(count: Int) -> String
}

extension IDGenerator {
    /// A new record id: 16 lowercase hex digits, for an entry or item that is one of many (a journal
    /// line, a habit). One-per-something records use ``EntryKey`` instead.
    public func recordID() -> String { hex(count: 16) }
}

/// Cryptographically random ids from the system generator: what `tend` uses. Stateless, so it is safe
/// from any thread.
public struct RandomIDs: IDGenerator {
    /// Creates the generator.
    public init() {}
    /// `count` random lowercase hex digits from the system generator.
    public func hex(count: Int) -> String {
        var g = SystemRandomNumberGenerator()
        let digits = Array("0123456789abcdef")
        return String((0..<count).map { _ in digits[Int(g.next() % 16)] })
    }
}
