import Foundation

/// A built store, as reported.
struct StoreRow: Encodable, Sendable {
    var name: String
    var days: Int
    var first: String
    var last: String
    var seed: UInt64
    var entries: Int
    var entriesByTracker: [String: Int]
    var changes: Int
    var megabytes: Double
    var buildSeconds: Double
}

/// Everything one benchmark run measured (`--json`).
struct Report: Encodable, Sendable {
    var mode: String
    var runs: Int
    var warmup: Int
    var seed: UInt64
    var now: String
    var machine: Machine
    var stores: [StoreRow] = []
    var results: [Measurement] = []
    var checks: [String] = []
    var jrnl: JrnlReport?
    /// Start-up beside a static hello world (`tend-bench-floor`).
    var startup: StartupReport?

    /// Milliseconds as text: `12.3 ms`, `1,234 ms`, `—` when absent.
    static func ms(_ v: Double?) -> String {
        guard let v else { return "—" }
        return v < 100 ? String(format: "%.1f ms", v) : String(format: "%.0f ms", v)
    }

    /// The results as a text table.
    func table() -> String {
        var lines: [[String]] = [["scenario", "store", "median", "min–max", "cpu", "peak", "target", ""]]
        for m in results {
            guard m.available, m.medianMs != nil else {
                lines.append([m.command, m.store, "—", "", "", "", target(m), m.note ?? ""])
                continue
            }
            let spread = String(format: "%.1f–%.1f", m.minMs!, m.maxMs!)
            let peak = m.maxPeakMiB.map { String(format: "%.1f MiB", $0) } ?? ""
            let verdict = m.met.map { $0 ? "ok" : "MISSED" } ?? ""
            lines.append([m.command, m.store, Report.ms(m.medianMs), spread, Report.ms(m.medianCpuMs), peak, target(m), verdict])
        }
        return TextColumns.render(lines)
    }

    /// The jrnl comparison as a text table.
    func jrnlTable() -> String? {
        guard let jrnl else { return nil }
        var lines: [[String]] = [["operation", "jrnl", "tend", "jrnl ÷ tend", "jrnl peak", "tend peak"]]
        for r in jrnl.rows {
            lines.append([r.operation, Report.ms(r.jrnlMs), Report.ms(r.tendMs), r.ratio.map { String(format: "%.1f×", $0) } ?? (r.note ?? ""),
                          r.jrnlMiB.map { String(format: "%.1f MiB", $0) } ?? "", r.tendMiB.map { String(format: "%.1f MiB", $0) } ?? ""])
        }
        return "\(jrnl.jrnlVersion) (\(jrnl.python)), \(jrnl.entries) entries each\n" + TextColumns.render(lines)
    }

    private func target(_ m: Measurement) -> String {
        var parts: [String] = []
        if let t = m.targetMs { parts.append("≤ " + (t >= 1000 ? String(format: "%.0f s", t / 1000) : String(format: "%.0f ms", t))) }
        if let t = m.targetMiB { parts.append(String(format: "≤ %.0f MiB", t)) }
        return parts.joined(separator: ", ")
    }
}

/// Left-aligned text columns separated by two spaces.
enum TextColumns {
    static func render(_ rows: [[String]]) -> String {
        let n = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: n)
        for r in rows { for (i, c) in r.enumerated() { widths[i] = max(widths[i], c.count) } }
        return rows.map { r in
            r.enumerated().map { i, c in i == r.count - 1 ? c : c.padding(toLength: widths[i], withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }.joined(separator: "\n")
    }
}
