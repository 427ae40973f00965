import Synchronization

/// A token bucket per key (a token's hash): each key may make `perMinute` requests at once, then one
/// every `60 / perMinute` seconds. Time comes from an injected monotonic clock (seconds).
final class RateLimiter: Sendable {
    private struct Bucket {
        var tokens: Double
        var at: Double
    }

    private let perMinute: Int
    private let now: @Sendable () -> Double
    private let buckets = Mutex<[[UInt8]: Bucket]>([:])
    /// Past this many keys, full (idle) buckets are forgotten.
    private let pruneAt = 10_000

    /// A limiter allowing `perMinute` requests a minute per key (0: no limit).
    init(perMinute: Int, now: @escaping @Sendable () -> Double) {
        self.perMinute = perMinute
        self.now = now
    }

    /// Takes one request for `key`: `nil` when allowed, else the seconds to wait (at least 1).
    func take(_ key: [UInt8]) -> Int? { bucket(key, taking: true) }

    /// The seconds `key` must wait before its next request (at least 1), or `nil` when it may make one
    /// now; takes nothing.
    func wait(_ key: [UInt8]) -> Int? { bucket(key, taking: false) }

    private func bucket(_ key: [UInt8], taking: Bool) -> Int? {
        guard perMinute > 0 else { return nil }
        let capacity = Double(perMinute)
        let rate = capacity / 60
        let t = now()
        return buckets.withLock { all in
            var b = all[key] ?? Bucket(tokens: capacity, at: t)
            b.tokens = min(capacity, b.tokens + max(0, t - b.at) * rate)
            b.at = t
            defer {
                all[key] = b
                if all.count > pruneAt { all = all.filter { $0.value.tokens + max(0, t - $0.value.at) * rate < capacity } }
            }
            if b.tokens >= 1 {
                if taking { b.tokens -= 1 }
                return nil
            }
            return max(1, Int(((1 - b.tokens) / rate).rounded(.up)))
        }
    }
}
