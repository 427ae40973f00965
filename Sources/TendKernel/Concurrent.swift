import Dispatch
import Foundation

/// Work spread over the machine's cores, with the result and the error a plain loop would give.
public enum Concurrent {
    /// How many parts work is split into: the cores (at most 8).
    public static let width = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))

    /// `transform` of every index of `range`, in order. With at least `minimum` indexes (and more than one
    /// core) the range is split into ``width`` parts run at once. If any call throws, the error thrown is
    /// the one of the lowest index that throws — what `range.map(transform)` would throw.
    public static func map<R: Sendable>(_ range: Range<Int>, minimum: Int = 1_024,
                                        _ transform: @Sendable (Int) throws -> R) throws -> [R] {
        let n = range.count
        guard n >= minimum, width > 1 else { return try range.map(transform) }
        let parts = Parts<R>(width)
        DispatchQueue.concurrentPerform(iterations: width) { p in
            let part = (range.lowerBound + n * p / width)..<(range.lowerBound + n * (p + 1) / width)
            do {
                parts.set(p, .success(try part.map(transform)))
            } catch {
                parts.set(p, .failure(error))
            }
        }
        return try parts.joined()
    }

    /// Frees `value` on a helper thread: a large structure the caller has finished with (a parsed file, an
    /// import's rows) is torn down beside the caller's next work instead of before it. A process that ends
    /// first need not wait for it.
    public static func discard<T>(_ value: consuming sending T) {
        let box = Discarded(value)
        discards.async { box.value = nil }
    }

    private static let discards = DispatchQueue(label: "tend.discard", qos: .utility)
}

/// A value handed to ``Concurrent/discard(_:)``: only the discarding thread touches it after.
private final class Discarded<T>: @unchecked Sendable {
    var value: T?
    init(_ value: consuming T) { self.value = value }
}

/// The parts' results, each set once by its own thread.
private final class Parts<R>: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<[R], any Error>?]

    init(_ count: Int) { results = Array(repeating: nil, count: count) }

    func set(_ p: Int, _ result: Result<[R], any Error>) {
        lock.lock()
        defer { lock.unlock() }
        results[p] = result
    }

    /// The parts in order; the first failed part's error (its earliest failing index: a part stops there).
    func joined() throws -> [R] {
        lock.lock()
        defer { lock.unlock() }
        var out: [R] = []
        for r in results { out.append(contentsOf: try r!.get()) }
        return out
    }
}
