import Synchronization

/// A bound on how long the relay waits for its database: a call not answered in time is
/// ``RelayStoreError/unavailable(_:)`` (the client gets `503` and `Retry-After`) instead of a request
/// that hangs while the database is down or unreachable.
enum RelayDeadline {
    /// Runs `body` and answers its result, or throws ``RelayStoreError/unavailable(_:)`` once `limit`
    /// has passed. The work is then cancelled but not awaited — a query on a dead connection may not
    /// notice cancellation until the connection fails — so the caller never waits past the limit; a
    /// write that still commits later was answered `503`, and its retry is idempotent.
    static func run<T: Sendable>(_ limit: Duration, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        let race = Race<T>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
                race.pending.withLock { $0 = continuation }
                let work = Task {
                    let result: Result<T, any Error>
                    do { result = .success(try await body()) } catch { result = .failure(error) }
                    race.finish(with: result)
                }
                let timer = Task {
                    try? await Task.sleep(for: limit)
                    guard !Task.isCancelled else { return }
                    race.finish(with: .failure(RelayStoreError.unavailable("no answer within \(limit)")))
                }
                race.tasks.withLock { $0 = (work, timer) }
                if race.pending.withLock({ $0 == nil }) { timer.cancel() }
            }
        } onCancel: {
            race.cancel()
        }
    }

    /// The work and the timer racing to answer one continuation: the first to finish answers it and
    /// cancels the other.
    private final class Race<T: Sendable>: Sendable {
        let pending = Mutex<CheckedContinuation<T, any Error>?>(nil)
        let tasks = Mutex<(work: Task<Void, Never>?, timer: Task<Void, Never>?)>((nil, nil))

        /// Answers the continuation with `result` unless it was answered already.
        func finish(with result: Result<T, any Error>) {
            guard let continuation = pending.withLock({ $0.take() }) else { return }
            cancel()
            continuation.resume(with: result)
        }

        /// Cancels both tasks.
        func cancel() {
            let (work, timer) = tasks.withLock { $0 }
            work?.cancel()
            timer?.cancel()
        }
    }
}
