import Foundation

/// Makes new identifiers. Injected so tests get predictable ids.
public protocol IDGenerator: Sendable {
    /// `count` random lowercase hex digits.
    func hex(count: Int) -> String
}

extension IDGenerator {
    /// A new record id: 16 lowercase hex digits.
    public func recordID() -> String { hex(count: 16) }
}

/// Cryptographically random ids from the system generator.
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
