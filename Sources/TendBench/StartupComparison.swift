import Foundation

/// One command timed beside the floor.
struct StartupRow: Encodable, Sendable {
    var command: String
    var medianMs: Double?
    var medianCpuMs: Double?
    var maxPeakMiB: Double?
    /// Median wall time ÷ the floor's median wall time.
    var ratio: Double?
    /// Median CPU time ÷ the floor's median CPU time (less disturbed by other work on the machine).
    var cpuRatio: Double?
    /// The most `ratio` may be (`nil` for the floor itself).
    var target: Double?
    /// Whether `ratio` is within `target`.
    var met: Bool?
    var note: String?
}

/// Start-up beside the floor: the same rounds of processes for each command, in the same run.
struct StartupReport: Encodable, Sendable {
    /// The store the `tend` commands ran on.
    var store: String
    /// The floor binary.
    var floor: String
    var rows: [StartupRow]
}

/// Times `tend --version`, `tend` and `tend mood log good` side by side with the floor — a static
/// Swift + Foundation "hello world" built as `tend` is (`tend-bench-floor`) — interleaved run by run, so
/// the machine's noisy spells fall on all of them alike, and reports each as a multiple of the floor.
struct StartupComparison {
    let runner: BenchRunner
    /// The `tend-bench-floor` binary.
    let floor: String
    /// The working copy of the ten-year store.
    let store: String
    let scratch: String
    let log: (String) -> Void

    /// The rows: (title, arguments, most times the floor); the floor first.
    static let commands: [(title: String, arguments: [String], target: Double?)] = [
        ("hello world (the floor)", [], nil),
        ("tend --version", ["--version"], 2),
        ("tend", [], 3),
        ("tend mood log good", ["mood", "log", "good"], 3),
    ]

    func run() throws -> StartupReport {
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let env = runner.environment(store: store)
        var wall = [[Double]](repeating: [], count: Self.commands.count)
        var cpu = wall, peak = wall
        for n in 0..<(runner.warmup + runner.runs) {
            for (i, c) in Self.commands.enumerated() {
                let exe = i == 0 ? floor : runner.tend
                let r = try ProcessRunner.run(exe, c.arguments, environment: env, stdout: scratch + "/out", stderr: scratch + "/err")
                guard r.status == 0 else {
                    throw BenchError("\(c.title) exited \(r.status): \(runner.tail(scratch + "/err"))")
                }
                guard n >= runner.warmup else { continue }
                wall[i].append(r.seconds * 1000)
                cpu[i].append(r.cpuSeconds * 1000)
                peak[i].append(Double(r.peakBytes) / 1_048_576)
            }
        }
        let floorWall = Stats.median(wall[0]), floorCpu = Stats.median(cpu[0])
        let rows = Self.commands.enumerated().map { i, c in
            var row = StartupRow(command: c.title, medianMs: Stats.median(wall[i]).map(Stats.rounded),
                                 medianCpuMs: Stats.median(cpu[i]).map(Stats.rounded), maxPeakMiB: peak[i].max().map(Stats.rounded),
                                 target: c.target)
            if let m = Stats.median(wall[i]), let f = floorWall, f > 0 { row.ratio = Stats.rounded(m / f) }
            if let m = Stats.median(cpu[i]), let f = floorCpu, f > 0 { row.cpuRatio = Stats.rounded(m / f) }
            if let r = row.ratio, let t = c.target { row.met = r <= t }
            log("  start-up \(c.title): \(Report.ms(row.medianMs))" + (row.ratio.map { String(format: " (%.1f× the floor)", $0) } ?? ""))
            return row
        }
        return StartupReport(store: (store as NSString).lastPathComponent, floor: floor, rows: rows)
    }

    /// The report when the floor binary isn't built: one row saying so.
    static func unavailable(floor: String, store: String) -> StartupReport {
        StartupReport(store: (store as NSString).lastPathComponent, floor: floor, rows: [
            StartupRow(command: commands[0].title,
                       note: "not available: no \(floor) (swift build -c release --product tend-bench-floor)"),
        ])
    }
}

extension Report {
    /// The start-up comparison as a text table.
    func startupTable() -> String? {
        guard let startup else { return nil }
        var lines: [[String]] = [["command", "median", "cpu", "peak", "÷ floor", "cpu ÷ floor", "target", ""]]
        for r in startup.rows {
            let x: (Double?) -> String = { $0.map { String(format: "%.1f×", $0) } ?? "" }
            let verdict = r.met.map { $0 ? "ok" : "MISSED" } ?? (r.note ?? "")
            lines.append([r.command, Report.ms(r.medianMs), Report.ms(r.medianCpuMs),
                          r.maxPeakMiB.map { String(format: "%.1f MiB", $0) } ?? "", x(r.ratio), x(r.cpuRatio),
                          r.target.map { String(format: "≤ %.0f×", $0) } ?? "", verdict])
        }
        return "start-up beside the floor (\(startup.store), runs interleaved)\n" + TextColumns.render(lines)
    }
}
