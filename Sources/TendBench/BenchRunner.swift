import Foundation

/// Runs scenarios: a warm-up, then the timed runs, each a whole process reaped with `wait4`.
final class BenchRunner {
    /// The `tend` binary measured.
    let tend: String
    /// This benchmark's own binary (for `write-entries`).
    let bench: String
    /// The bench folder (absolute).
    let folder: String
    let warmup: Int
    let runs: Int
    let log: (String) -> Void
    private var probes: [String: Bool] = [:]

    init(tend: String, bench: String, folder: String, warmup: Int, runs: Int, log: @escaping (String) -> Void) {
        self.tend = tend
        self.bench = bench
        self.folder = folder
        self.warmup = warmup
        self.runs = runs
        self.log = log
    }

    /// The environment of every run: a home of its own under the bench folder, UTC, a fixed "now", no colour.
    func environment(store: String) -> [String: String] {
        let home = folder + "/home"
        return [
            "HOME": home, "XDG_CONFIG_HOME": home + "/.config", "XDG_DATA_HOME": home + "/.local/share",
            "TZ": "UTC", "LANG": "C.UTF-8", "NO_COLOR": "1", "PATH": "/usr/local/bin:/usr/bin:/bin",
            "TEND_NOW": Dataset.tendNow, "TEND_STORE": store,
        ]
    }

    /// Whether this build of `tend` has the subcommand `sub` (listed in `tend --help`; an unknown word would
    /// be taken by the default subcommand, so `tend SUB --help` can't tell).
    func exists(_ sub: String) -> Bool {
        if let known = probes[sub] { return known }
        let out = folder + "/help.out"
        let env = environment(store: folder + "/probe.sqlite")
        let help = (try? ProcessRunner.run(tend, ["--help"], environment: env, stdout: out)).flatMap { _ in
            try? String(contentsOfFile: out, encoding: .utf8)
        } ?? ""
        let ok = help.split(separator: "\n").contains { line in
            line.hasPrefix("  ") && line.split(separator: " ").first.map(String.init) == sub
        }
        probes[sub] = ok
        return ok
    }

    /// Runs `tend` untimed; throws with its standard error unless it exits 0.
    func runTend(_ arguments: [String], store: String, extra: [String: String], scratch: String) throws {
        let err = scratch + "/setup.err"
        let r = try ProcessRunner.run(tend, arguments, environment: environment(store: store).merging(extra) { $1 },
                                      stdout: scratch + "/setup.out", stderr: err)
        guard r.status == 0 else {
            throw BenchError("tend \(arguments.joined(separator: " ")) exited \(r.status): \(tail(err))")
        }
    }

    /// Measures one scenario on one dataset's working store.
    func measure(_ scenario: Scenario, dataset: Dataset, store: String, importRows: Int) -> Measurement {
        var m = Measurement(scenario, store: dataset.name)
        if let sub = scenario.requires, !exists(sub) {
            m.available = false
            m.note = "not available: this build has no `tend \(sub)`"
            return m
        }
        let scratch = folder + "/scratch/" + dataset.name + "/" + scenario.id
        try? FileManager.default.removeItem(atPath: scratch)
        do {
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
            let context = ScenarioContext(
                dataset: dataset, store: store, scratch: scratch, tend: tend, importRows: importRows, benchFolder: folder,
                runTend: { [self] args, extra in try runTend(args, store: store, extra: extra, scratch: scratch) })
            try scenario.setUp(context)
            for n in 0..<(warmup + runs) {
                let command = try scenario.command(context, n)
                let env = environment(store: store).merging(command.environment) { $1 }
                let executable = command.bench ? bench : tend
                let err = scratch + "/run.err"
                let r = try ProcessRunner.run(command.pinned ? "/usr/bin/taskset" : executable,
                                              (command.pinned ? ["-c", "0", executable] : []) + command.arguments, environment: env,
                                              stdout: scratch + "/run.out", stderr: err)
                guard r.status == 0 else {
                    throw BenchError("exited \(r.status): \(tail(err))")
                }
                if n >= warmup {
                    m.samplesMs.append(r.seconds * 1000)
                    m.cpuMs.append(r.cpuSeconds * 1000)
                    m.peakMiB.append(Double(r.peakBytes) / 1_048_576)
                }
            }
        } catch {
            m.note = "failed: \(error)"
        }
        return m
    }

    /// The last lines of a file (a failing command's standard error).
    func tail(_ path: String) -> String {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").suffix(3).joined(separator: " / ")
    }
}
