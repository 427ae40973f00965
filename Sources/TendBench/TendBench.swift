import ArgumentParser
import Foundation

/// `tend-bench`: the benchmark (see docs/benchmarks.md).
@main
struct TendBench: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "tend-bench",
            abstract: "Times whole `tend` processes on synthetic ten-year and stress stores, and beside jrnl.",
            subcommands: [RunCommand.self, WriteEntriesCommand.self, HandMadeCommand.self],
            defaultSubcommand: RunCommand.self)
    }
}

/// `tend-bench [run]`: builds (or reuses) the stores, runs every scenario, prints the tables.
struct RunCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "run", abstract: "Run the benchmark.")
    }

    @Flag(help: "Small stores and one run of each command, no warm-up, no jrnl (CI).")
    var quick = false

    @Option(help: "Timed runs per command (default 10; quick 1).")
    var runs: Int?

    @Option(help: "Untimed warm-up runs per command (default 1; quick 0).")
    var warmup: Int?

    @Option(help: "Write the results as JSON to this file.")
    var json: String?

    @Option(help: "The seed every synthetic record follows from.")
    var seed: UInt64 = 14

    @Option(help: "Only these scenarios (comma-separated ids, e.g. today,mood-log).")
    var only: String?

    @Option(help: "Only these stores (ten-year, stress).")
    var stores: String?

    @Flag(inversion: .prefixedNo, help: "Compare with jrnl (default: on, off in quick mode).")
    var jrnl: Bool?

    @Option(help: "Where stores, the jrnl venv and scratch files live.")
    var folder = ".build-bench"

    @Option(help: "The tend binary (default: beside this one).")
    var tend: String?

    @Option(help: "The start-up floor, a static hello world (default: tend-bench-floor beside this one).")
    var floor: String?

    func run() throws {
        let log: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        let fm = FileManager.default
        let folder = folder.hasPrefix("/") ? folder : fm.currentDirectoryPath + "/" + folder
        let bench = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let tend = tend ?? (bench as NSString).deletingLastPathComponent + "/tend"
        guard fm.isExecutableFile(atPath: tend) else {
            throw BenchError("no tend binary at \(tend): build it first (swift build -c release --product tend)")
        }
        try fm.createDirectory(atPath: folder + "/stores", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: folder + "/work", withIntermediateDirectories: true)
        let runs = runs ?? (quick ? 1 : 10), warmup = warmup ?? (quick ? 0 : 1)
        var report = Report(mode: quick ? "quick" : "full", runs: runs, warmup: warmup, seed: seed,
                            now: Dataset.tendNow + " UTC", machine: .current())
        log("tend-bench: \(report.mode) mode, \(runs) runs after \(warmup) warm-up; \(report.machine.summary)")
        let runner = BenchRunner(tend: tend, bench: bench, folder: folder, warmup: warmup, runs: runs, log: log)
        let builder = StoreBuilder(folder: folder + "/stores", log: log)
        let wanted = only.map { Set($0.split(separator: ",").map(String.init)) }
        let wantedStores = stores.map { Set($0.split(separator: ",").map(String.init)) }
        var failed = false
        // Start-up beside the floor (id `floor`), on the ten-year store.
        let startupWanted = wanted?.contains("floor") ?? true

        for dataset in [Dataset.tenYear(seed: seed, quick: quick), .stress(seed: seed, quick: quick)]
        where wantedStores?.contains(dataset.name) ?? true {
            let scenarios = Scenarios.all().filter { $0.stores.contains(dataset.name) && (wanted?.contains($0.id) ?? true) }
            let startup = startupWanted && dataset.name == "ten-year"
            guard !scenarios.isEmpty || startup else { continue }
            let (cached, facts) = try builder.store(dataset)
            report.stores.append(StoreRow(name: dataset.name, days: dataset.days, first: dataset.first.iso, last: dataset.last.iso,
                                          seed: dataset.seed, entries: facts.totalEntries, entriesByTracker: facts.entries,
                                          changes: facts.changes, megabytes: Stats.rounded(Double(facts.bytes) / 1e6),
                                          buildSeconds: Stats.rounded(facts.buildSeconds)))
            let work = folder + "/work/" + dataset.name + ".sqlite"
            Scenarios.removeStore(work)
            try fm.copyItem(atPath: cached, toPath: work)
            if quick {
                // The generator writes records the trackers must accept: the store must pass `tend doctor`.
                try? fm.createDirectory(atPath: folder + "/scratch", withIntermediateDirectories: true)
                do {
                    try runner.runTend(["doctor"], store: work, extra: [:], scratch: folder + "/scratch")
                    report.checks.append("tend doctor on the \(dataset.name) store: ok")
                } catch {
                    report.checks.append("tend doctor on the \(dataset.name) store: \(error)")
                    failed = true
                }
            }
            for scenario in scenarios {
                let m = runner.measure(scenario, dataset: dataset, store: work, importRows: quick ? 1_000 : 100_000)
                log("  \(dataset.name) \(scenario.id): " + (m.medianMs.map { Report.ms($0) } ?? (m.note ?? "")))
                if m.note?.hasPrefix("failed") == true { failed = true }
                report.results.append(m)
            }
            if startup {
                let floor = floor ?? (bench as NSString).deletingLastPathComponent + "/tend-bench-floor"
                if fm.isExecutableFile(atPath: floor) {
                    do {
                        report.startup = try StartupComparison(runner: runner, floor: floor, store: work,
                                                               scratch: folder + "/scratch/floor", log: log).run()
                    } catch {
                        report.checks.append("start-up beside the floor: \(error)")
                        failed = true
                    }
                } else {
                    report.startup = StartupComparison.unavailable(floor: floor, store: work)
                }
            }
        }
        if jrnl ?? !quick {
            log("jrnl side by side …")
            do {
                report.jrnl = try JrnlComparison(runner: runner, count: quick ? 300 : 10_000, seed: seed, log: log).run()
            } catch {
                report.checks.append("jrnl comparison: \(error)")
                failed = true
            }
        }
        report.machine.loadAtEnd = Machine.load()
        if !report.results.isEmpty { print(report.table() + "\n") }
        if let t = report.startupTable() { print(t + "\n") }
        if let t = report.jrnlTable() { print(t + "\n") }
        for c in report.checks { print(c) }
        if let json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(report).write(to: URL(fileURLWithPath: json))
        }
        if failed { throw ExitCode(1) }
    }
}
