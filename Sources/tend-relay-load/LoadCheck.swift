import Foundation
import TendKernel
import TendSync
import TendSyncHTTP

/// The check after the run: every device's segments read back from the relay are exactly 1…n, where
/// n is how many it pushed (none missing, none twice, none extra), each with the bytes pushed.
struct LoadCheck {
    let expected: UInt64
    let found: UInt64
    let problems: [String]

    var ok: Bool { problems.isEmpty && expected == found }

    static func verify(plan: LoadPlan, relay: URL, pushed: [DeviceID: UInt64]) throws -> LoadCheck {
        var problems: [String] = []
        var expected: UInt64 = 0, found: UInt64 = 0
        for vault in plan.vaults {
            let t = HTTPTransport(relay: relay, vault: vault.id, key: vault.key, rateLimitWait: 0,
                                  exchange: NIORelayExchange(relay: relay, timeout: 30, environment: [:]))
            let heads = try t.heads()
            for device in vault.devices {
                let n = pushed[device] ?? 0
                expected += n
                let segments = try t.segments(device: device, after: 0, limit: Int.max)
                found += UInt64(segments.count)
                if segments.map(\.seq) != Array(stride(from: 1, through: n, by: 1)) || (n > 0 && heads[device] != n) {
                    problems.append("\(device.raw): pushed 1…\(n), read \(segments.count) segment(s), head \(heads[device])")
                }
                for s in segments where s.data != plan.payload(device, s.seq) { problems.append("\(device.raw)/\(s.seq): wrong bytes") }
            }
        }
        return LoadCheck(expected: expected, found: found, problems: problems)
    }
}
