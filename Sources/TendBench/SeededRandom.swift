import Foundation
import Synchronization
import TendKernel
import TendTesting

/// SplitMix64: a small, fast generator whose whole sequence follows from its seed, so a synthetic store
/// built twice from one seed is the same store.
struct SeededRandom: RandomNumberGenerator {
    private var base: SplitMix64

    /// A generator for `seed`; `stream` separates independent sequences drawn from one seed.
    init(seed: UInt64, stream: UInt64 = 0) {
        base = SplitMix64(seed: seed, stream: stream)
    }

    mutating func next() -> UInt64 { base.next() }

    /// `true` with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    /// A uniformly chosen element.
    mutating func pick<T>(_ list: [T]) -> T { list[Int.random(in: 0..<list.count, using: &self)] }
}

/// Record ids drawn from a seeded generator (the store's device id included), so ids are reproducible.
final class SeededIDs: IDGenerator {
    private let random: Mutex<SeededRandom>

    init(seed: UInt64) { random = Mutex(SeededRandom(seed: seed, stream: 0x1D5)) }

    func hex(count: Int) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return random.withLock { r in
            String(decoding: (0..<count).map { _ in digits[Int(r.next() & 15)] }, as: UTF8.self)
        }
    }
}

/// A clock the builder moves along the synthetic history: each day's ops carry that day's time.
final class BenchClock: Clock {
    private let instant: Mutex<Date>

    init(_ start: Date) { instant = Mutex(start) }

    func now() -> Date { instant.withLock { $0 } }

    /// Moves the clock (never backwards: the store's clock is monotonic anyway).
    func set(_ date: Date) { instant.withLock { $0 = max($0, date) } }
}
