import Foundation
import Synchronization
import Testing
import TendEngine
import TendKernel

@Suite("Work spread over the cores")
struct ConcurrentTests {
    struct Bad: Error, Equatable { let index: Int }

    @Test(arguments: [0, 1, 1_023, 1_024, 1_025, 10_007])
    func resultsAreInOrder(count: Int) {
        #expect(Concurrent.map(0..<count) { $0 * 3 } == (0..<count).map { $0 * 3 })
        #expect(Concurrent.map(5..<(5 + count), minimum: 1) { "\($0)" } == (5..<(5 + count)).map { "\($0)" })
    }

    /// Whichever part fails first in time, the error is the lowest failing index's, as a loop's would be.
    @Test func theErrorIsTheFirstInOrder() {
        let n = 8 * 1_024
        for bad in [[n - 1], [3, n - 1], [n / 2, n / 2 + 1, n - 5], [n / Concurrent.width + 1, 7_000]] {
            #expect(throws: Bad(index: bad.min()!)) {
                try Concurrent.map(0..<n) { i in
                    if bad.contains(i) { throw Bad(index: i) }
                    return i
                }
            }
        }
    }

    /// When a part fails, what the other parts had made is freed, once: nothing is leaked or freed twice.
    @Test func aFailureFreesWhatWasMade() {
        final class Live: Sendable {
            let count = Mutex(0)
        }
        final class Counted: Sendable {
            let live: Live
            init(_ live: Live) { self.live = live; live.count.withLock { $0 += 1 } }
            deinit { live.count.withLock { $0 -= 1 } }
        }
        let live = Live()
        let n = 4 * 1_024
        for bad in [0, n / 3, n - 1] {
            #expect(throws: Bad(index: bad)) {
                _ = try Concurrent.map(0..<n) { i in
                    if i == bad { throw Bad(index: i) }
                    return Counted(live)
                }
            }
            #expect(live.count.withLock { $0 } == 0)
        }
        let made = Concurrent.map(0..<n) { _ in Counted(live) }
        #expect(made.count == n && live.count.withLock { $0 } == n)
    }

    /// A discarded value is freed, on another thread than the caller's, without the caller waiting for it.
    @Test func aDiscardedValueIsFreedElsewhere() {
        final class Watched: @unchecked Sendable {
            let freed: @Sendable (ObjectIdentifier) -> Void
            init(_ freed: @escaping @Sendable (ObjectIdentifier) -> Void) { self.freed = freed }
            deinit { freed(ObjectIdentifier(Thread.current)) }
        }
        let freedOn = Mutex<ObjectIdentifier?>(nil), done = DispatchSemaphore(value: 0)
        Concurrent.discard([Watched { t in freedOn.withLock { $0 = t }; done.signal() }])
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(freedOn.withLock { $0 } != ObjectIdentifier(Thread.current))
    }
}
