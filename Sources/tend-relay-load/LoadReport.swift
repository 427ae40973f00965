import Foundation

/// The figures of a run, as a Markdown table or JSON.
struct LoadReport {
    let plan: LoadPlan
    /// How many relays served the clients.
    let instances: Int
    /// `sqlite` or `postgres`.
    let storage: String
    let seconds: Double
    let results: LoadResults
    let check: LoadCheck

    struct Row: Encodable {
        let call: String
        let requests: Int
        let p50ms: Double
        let p90ms: Double
        let p99ms: Double
        let maxms: Double
    }

    /// One row per call, then `all calls` (every request's latency together).
    var rows: [Row] {
        let byCall = results.byCall.sorted { $0.key < $1.key }
        return byCall.map { LoadReport.row($0.key, $0.value) } + [LoadReport.row("all calls", byCall.flatMap(\.value))]
    }

    static func row(_ call: String, _ values: [Double]) -> Row {
        let sorted = values.sorted()
        func p(_ q: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            return (sorted[min(sorted.count - 1, Int((q * Double(sorted.count)).rounded(.up)) - 1)] * 10_000).rounded() / 10
        }
        return Row(call: call, requests: values.count, p50ms: p(0.5), p90ms: p(0.9), p99ms: p(0.99), maxms: p(1))
    }

    var requests: Int { results.byCall.values.reduce(0) { $0 + $1.count } }

    var text: String {
        var out = "\(instances) relay(s) on \(storage); clients \(plan.clients.count) in \(plan.vaults.count) vault(s), "
            + "segments of \(plan.segmentBytes) bytes, \(String(format: "%.1f", seconds)) s\n"
        out += "requests \(requests), \(String(format: "%.0f", Double(requests) / seconds)) requests/s, errors \(results.errorCount)\n\n"
        out += "| call | requests | p50 ms | p90 ms | p99 ms | max ms |\n|---|---:|---:|---:|---:|---:|\n"
        for r in rows { out += "| \(r.call) | \(r.requests) | \(r.p50ms) | \(r.p90ms) | \(r.p99ms) | \(r.maxms) |\n" }
        out += "\nsegments pushed \(check.expected), read back \(check.found), fetched by vault-mates during the run \(results.segmentsFetched)\n"
        out += check.ok ? "exactly once: ok" : "exactly once: FAILED\n" + check.problems.prefix(10).joined(separator: "\n")
        for e in results.firstErrors { out += "\nerror: " + e }
        return out
    }

    var json: String {
        struct Body: Encodable {
            let instances: Int, storage: String
            let clients: Int, vaults: Int, segmentBytes: Int, seconds: Double, requests: Int, requestsPerSecond: Double
            let calls: [Row], pushed: UInt64, readBack: UInt64, exactlyOnce: Bool, errors: Int
        }
        let body = Body(instances: instances, storage: storage, clients: plan.clients.count, vaults: plan.vaults.count, segmentBytes: plan.segmentBytes, seconds: seconds,
                        requests: requests, requestsPerSecond: Double(requests) / seconds, calls: rows, pushed: check.expected,
                        readBack: check.found, exactlyOnce: check.ok, errors: results.errorCount)
        let e = JSONEncoder()
        e.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: (try? e.encode(body)) ?? Data(), as: UTF8.self)
    }
}
