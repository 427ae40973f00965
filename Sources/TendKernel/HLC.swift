import Foundation

/// A hybrid logical clock reading: 48 bits of Unix milliseconds and a 16-bit counter.
///
/// Its text form is 16 lowercase hex digits (12 for the milliseconds, 4 for the counter), so text
/// order is clock order.
///
/// Each store keeps one clock. A local write ticks it (``tick(now:)``) and a change from another
/// device folds that device's reading in (``receiving(_:now:)``), so the clock is always ahead of every
/// op the store knows: causality is preserved even when wall clocks disagree. The physical part stays
/// close to real time, so op ids also say roughly when something happened (``date``).
public struct HLC: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Unix time in milliseconds (48 bits).
    public let millis: UInt64
    /// Logical counter for events within one millisecond.
    public let counter: UInt16

    /// The zero reading.
    public static let zero = HLC(millis: 0, counter: 0)
    /// How far ahead of local time a remote clock may be before it is not folded in: 10 minutes.
    public static let maxDrift: UInt64 = 10 * 60 * 1000

    /// Creates a reading.
    public init(millis: UInt64, counter: UInt16) {
        self.millis = millis & 0xFFFF_FFFF_FFFF
        self.counter = counter
    }

    /// The reading as one 64-bit number.
    public var packed: UInt64 { millis << 16 | UInt64(counter) }

    /// The instant of the physical part.
    public var date: Date { Date(timeIntervalSince1970: Double(millis) / 1000) }

    /// 16 hex digits.
    public var description: String { Hex.text16(packed) }

    /// Parses 16 hex digits (either case); `nil` for anything else.
    public init?(hex: String) {
        guard let v = Hex.parse16(hex, lowercaseOnly: false) else { return nil }
        self.init(millis: v >> 16, counter: UInt16(v & 0xFFFF))
    }

    /// Milliseconds of an instant (rounded down), clamped to 48 bits and never negative.
    ///
    /// `Date` can't hold most whole milliseconds exactly, so a value within 10 µs of a whole
    /// millisecond is taken as that millisecond: `millis(of: reading.date) == reading.millis`.
    public static func millis(of date: Date) -> UInt64 {
        let exact = date.timeIntervalSince1970 * 1000
        let nearest = exact.rounded()
        let ms = abs(exact - nearest) < 0.01 ? nearest : exact.rounded(.down)
        return ms <= 0 ? 0 : min(UInt64(ms), 0xFFFF_FFFF_FFFF)
    }

    /// The next reading for a local event: never behind `self`, never behind physical time.
    ///
    /// Strictly greater than `self`: a clock set back, or many events in one millisecond, move the
    /// counter instead (and the milliseconds, after 65,535 events in one).
    public func tick(now: Date) -> HLC {
        let pt = HLC.millis(of: now)
        if pt > millis { return HLC(millis: pt, counter: 0) }
        return counter == .max ? HLC(millis: millis + 1, counter: 0) : HLC(millis: millis, counter: counter + 1)
    }

    /// Folds a remote reading in. Returns `nil` (and leaves the clock alone) when the remote is more
    /// than ``maxDrift`` ahead of physical time: such a clock is not trusted.
    public func receiving(_ remote: HLC, now: Date) -> HLC? {
        let pt = HLC.millis(of: now)
        if remote.millis > pt + HLC.maxDrift { return nil }
        let m = max(millis, remote.millis, pt)
        let c: UInt16
        if m == millis && m == remote.millis { c = max(counter, remote.counter) }
        else if m == millis { c = counter }
        else if m == remote.millis { c = remote.counter }
        else { return HLC(millis: m, counter: 0) }
        return c == .max ? HLC(millis: m + 1, counter: 0) : HLC(millis: m, counter: c + 1)
    }

    /// Clock order: milliseconds, then the counter.
    public static func < (lhs: HLC, rhs: HLC) -> Bool { lhs.packed < rhs.packed }
}
