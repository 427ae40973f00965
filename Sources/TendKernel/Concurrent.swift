// Why hand-written (issue 26): it is a thin layer on Dispatch's `concurrentPerform` giving a serial loop's
// order and first error, which neither Dispatch nor a `TaskGroup` gives as they are. Measured, tend-bench
// scenarios `hand-json-kernel` and `hand-json-kernel-1core` (docs/benchmarks.md, 2026-11-27): the kernel's
// parse of the 100,000-entry jrnl JSON split over both cores or pinned to one (`taskset -c 0`) took the same
// CPU (147–148 ms), so splitting costs nothing; on that day's machine (load 11–13 on 2 cores) it gained no
// wall time either (medians 343–444 ms against 328–393 ms). On a quiet machine (2026-11-26, "the import
// under 2 s") the whole import gained 2,015 → 1,918 ms with the parse split (57fa49c, 9bfd830) and
// 2,632 → 2,254 ms with `map` filling in place and entries made on every core (c832a76).

import Foundation

/// Work spread over the machine's cores, with the result and the error a plain loop would give.
///
/// For the few hot paths that measurably gain (parsing an import's big array, hashing a large
/// change's keys); everything else in Tend runs on one thread. The callers' closures run on several
/// threads at once, so they must only read shared state.
public enum Concurrent {
    /// How many parts work is split into: the cores (at most 8).
    public static let width = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))

    /// `transform` of every index of `range`, in order. With at least `minimum` indexes (and more than one
    /// core) the range is split into ``width`` parts run at once. If any call throws, the error thrown is
    /// the one of the lowest index that throws — what `range.map(transform)` would throw; a `transform`
    /// that cannot throw makes a call that cannot either.
    public static func map<R: Sendable, E: Error>(_ range: Range<Int>, minimum: Int = 1_024,
                                                  _ transform: @Sendable (Int) throws(E) -> R) throws(E) -> [R] {
        let n = range.count
        guard n >= minimum, n > 1, width > 1 else { return try range.map(transform) }
        // Each part fills its own stretch of the result in place; nothing is copied after.
        var failure: E?
        let result = [R](unsafeUninitializedCapacity: n) { buffer, count in
            let out = Filling<R, E>(buffer.baseAddress!, parts: width)
            DispatchQueue.concurrentPerform(iterations: width) { p in
                let part = (n * p / width)..<(n * (p + 1) / width)
                var i = part.lowerBound
                do throws(E) {
                    while i < part.upperBound {
                        (out.base + i).initialize(to: try transform(range.lowerBound + i))
                        i += 1
                    }
                    out.finish(p, part.lowerBound..<i, nil)
                } catch {
                    out.finish(p, part.lowerBound..<i, error)
                }
            }
            failure = out.firstError()
            if failure != nil { out.deinitializeAll() } else { count = n }
        }
        if let failure { throw failure }
        return result
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

/// The result being filled by the parts at once: each part initializes its own stretch, then says how far
/// it got and why it stopped.
private final class Filling<R, E: Error>: @unchecked Sendable {
    let base: UnsafeMutablePointer<R>
    private let lock = NSLock()
    private var filled: [(range: Range<Int>, error: E?)?]

    init(_ base: UnsafeMutablePointer<R>, parts: Int) {
        self.base = base
        filled = Array(repeating: nil, count: parts)
    }

    func finish(_ p: Int, _ range: Range<Int>, _ error: E?) {
        lock.lock()
        defer { lock.unlock() }
        filled[p] = (range, error)
    }

    /// The error of the first part that failed (its earliest failing index: a part stops there).
    func firstError() -> E? {
        lock.lock()
        defer { lock.unlock() }
        return filled.lazy.compactMap { $0?.error }.first
    }

    /// Undoes every part's initializing (after a failure, so the result is left empty).
    func deinitializeAll() {
        lock.lock()
        defer { lock.unlock() }
        for case let (range, _)? in filled { (base + range.lowerBound).deinitialize(count: range.count) }
    }
}
