import Foundation
import Synchronization
import TendKernel
import TendSync
import TendSyncHTTP

/// What the clients measured: latencies per call, segments pushed per device, errors.
final class LoadResults: Sendable {
    private let latencies = Mutex<[String: [Double]]>([:])
    private let pushedBy = Mutex<[DeviceID: UInt64]>([:])
    private let errors = Mutex<[String]>([])
    private let fetchedCount = Mutex<Int>(0)

    func record(_ call: String, _ seconds: Double) { latencies.withLock { $0[call, default: []].append(seconds) } }
    func pushed(_ device: DeviceID, _ seq: UInt64) { pushedBy.withLock { $0[device] = seq } }
    func fail(_ message: String) { errors.withLock { $0.append(message) } }
    func fetched(_ n: Int) { fetchedCount.withLock { $0 += n } }

    var byCall: [String: [Double]] { latencies.withLock { $0 } }
    var pushed: [DeviceID: UInt64] { pushedBy.withLock { $0 } }
    var errorCount: Int { errors.withLock { $0.count } }
    var firstErrors: [String] { errors.withLock { Array($0.prefix(5)) } }
    var segmentsFetched: Int { fetchedCount.withLock { $0 } }
}

/// One client's loop until the deadline: push the next segment, read the heads, fetch what the
/// vault-mates pushed since last time and check its bytes.
struct LoadClient {
    let plan: LoadPlan
    let client: LoadPlan.Client
    let relay: URL
    let results: LoadResults

    func run(until deadline: DispatchTime) {
        let transport = HTTPTransport(relay: relay, vault: client.vault.id, key: client.vault.key, rateLimitWait: 0,
                                      exchange: NIORelayExchange(relay: relay, timeout: 30, environment: [:]))
        let mates = client.vault.devices.filter { $0 != client.device }
        var seen: [DeviceID: UInt64] = [:]
        var seq: UInt64 = 0
        while DispatchTime.now() < deadline {
            seq += 1
            let next = seq
            guard timed("put segment", { _ = try transport.putSegment(plan.payload(client.device, next), device: client.device, seq: next) }) else { return }
            results.pushed(client.device, seq)
            var heads = VersionVector()
            guard timed("get heads", { heads = try transport.heads() }) else { return }
            for mate in mates where heads[mate] > seen[mate, default: 0] {
                var page: [StoredSegment] = []
                guard timed("get segments", { page = try transport.segments(device: mate, after: seen[mate, default: 0], limit: 100) }) else { return }
                for s in page where s.data != plan.payload(mate, s.seq) { results.fail("\(mate.raw)/\(s.seq): wrong bytes") }
                if let last = page.last { seen[mate] = last.seq }
                results.fetched(page.count)
            }
        }
    }

    private func timed(_ call: String, _ body: () throws -> Void) -> Bool {
        let start = DispatchTime.now().uptimeNanoseconds
        do { try body() } catch {
            results.fail("\(call): \(error)")
            return false
        }
        results.record(call, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        return true
    }
}
