import Foundation
import TendKernel

/// A clock tests move by hand: forwards, backwards, or to any instant. Thread-safe.
public final class TestClock: Clock, Sendable {
    private let instant: Locked<Date>

    /// A clock showing `start`.
    public init(_ start: Date) { instant = Locked(start) }

    /// A clock showing `millis` Unix milliseconds.
    public convenience init(millis: UInt64) { self.init(Date(timeIntervalSince1970: Double(millis) / 1000)) }

    /// A clock showing an ISO 8601 instant with a zone, e.g. `2026-11-21T08:30:00Z`.
    /// - Precondition: `iso8601` is valid.
    public convenience init(iso8601: String) {
        guard let d = ISO8601DateFormatter().date(from: iso8601) else { preconditionFailure("bad instant \(iso8601)") }
        self.init(d)
    }

    /// The instant shown.
    public func now() -> Date { instant.withLock { $0 } }

    /// Moves the clock by `seconds` (backwards when negative).
    public func advance(by seconds: TimeInterval) { instant.withLock { $0 += seconds } }

    /// Sets the clock to `date`.
    public func set(_ date: Date) { instant.withLock { $0 = date } }
}
