import Foundation
import TendKernel
import TendStore

/// One operation done by both tools.
struct SideBySide: Encodable, Sendable {
    var operation: String
    var jrnl: String
    var tend: String
    var jrnlMs: Double?
    var tendMs: Double?
    var jrnlMiB: Double?
    var tendMiB: Double?
    /// How many times longer jrnl took than Tend (median ÷ median).
    var ratio: Double?
    var note: String?
}

/// The comparison with jrnl: the same entries in a jrnl journal and in Tend's gratitude tracker.
struct JrnlReport: Encodable, Sendable {
    var jrnlVersion: String
    var python: String
    var entries: Int
    var rows: [SideBySide]
}

/// Installs jrnl into a virtual environment under the bench folder, writes the same entries into a jrnl
/// plain-text journal and into a Tend store, and times four operations in each.
struct JrnlComparison {
    let runner: BenchRunner
    let count: Int
    let seed: UInt64
    let log: (String) -> Void

    var folder: String { runner.folder + "/jrnl" }
    var venv: String { runner.folder + "/jrnl-venv" }

    func run() throws -> JrnlReport {
        let jrnl = try installJrnl()
        let fm = FileManager.default
        try? fm.removeItem(atPath: folder)
        try fm.createDirectory(atPath: folder + "/config/jrnl", withIntermediateDirectories: true)
        let entries = JrnlEntries.make(count: count, seed: seed, last: Dataset.today, lastDay: 5)
        let journal = folder + "/journal.txt"
        try JrnlEntries.plainText(entries).write(toFile: journal, atomically: true, encoding: .utf8)
        let version = try capture(jrnl, ["--version"]).split(separator: "\n").first.map(String.init) ?? "?"
        try config(journal: journal, version: version).write(toFile: folder + "/config/jrnl/jrnl.yaml", atomically: true, encoding: .utf8)
        let store = folder + "/tend.sqlite"
        try writeTend(entries, to: store)

        var jrnlEnv = runner.environment(store: store)
        jrnlEnv["XDG_CONFIG_HOME"] = folder + "/config"
        jrnlEnv["HOME"] = folder
        let tendEnv = runner.environment(store: store)
        let out = folder + "/out"
        try fm.createDirectory(atPath: out, withIntermediateDirectories: true)
        let word = Corpus.searchWord
        let text = "The first coffee on the balcony by the " + word
        var rows: [SideBySide] = []
        func row(_ op: String, _ j: [String], _ t: [String], requires: String? = nil) throws {
            var r = SideBySide(operation: op, jrnl: "jrnl " + j.joined(separator: " "), tend: "tend " + t.joined(separator: " "))
            let jm = try time(jrnl, j, jrnlEnv, out)
            (r.jrnlMs, r.jrnlMiB) = (jm.ms, jm.mib)
            if let sub = requires, !runner.exists(sub) {
                r.note = "not available: this build has no `tend \(sub)`"
            } else {
                let tm = try time(runner.tend, t, tendEnv, out)
                (r.tendMs, r.tendMiB) = (tm.ms, tm.mib)
                r.ratio = jm.ms / tm.ms
            }
            log("  \(op): jrnl \(Report.ms(r.jrnlMs)), tend \(Report.ms(r.tendMs))")
            rows.append(r)
        }
        try row("show the last five", ["-n", "5"], ["gratitude"])
        try row("search a word", ["-contains", word], ["gratitude", "search", word, "--limit", "10000"])
        try row("export all as JSON", ["--format", "json"], ["export", "--tracker", "gratitude", "--format", "json"],
                requires: "export")
        try row("add one entry", [text], ["gratitude", "add", text])
        let python = (try? capture(venv + "/bin/python", ["--version"]))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "?"
        return JrnlReport(jrnlVersion: version, python: python, entries: count, rows: rows)
    }

    /// The median wall time and largest peak memory of the runner's runs (after its warm-up).
    private func time(_ exe: String, _ args: [String], _ env: [String: String], _ out: String) throws -> (ms: Double, mib: Double) {
        var ms: [Double] = [], mib: [Double] = []
        for n in 0..<(runner.warmup + runner.runs) {
            let r = try ProcessRunner.run(exe, args, environment: env, stdout: out + "/stdout", stderr: out + "/stderr")
            guard r.status == 0 else {
                throw BenchError("\(exe) \(args.joined(separator: " ")) exited \(r.status): \(runner.tail(out + "/stderr"))")
            }
            if n >= runner.warmup {
                ms.append(r.seconds * 1000)
                mib.append(Double(r.peakBytes) / 1_048_576)
            }
        }
        return (Stats.median(ms) ?? 0, mib.max() ?? 0)
    }

    /// The venv's `jrnl`, installed with pip on first use.
    private func installJrnl() throws -> String {
        let jrnl = venv + "/bin/jrnl"
        if FileManager.default.isExecutableFile(atPath: jrnl) { return jrnl }
        log("installing jrnl into \(venv) …")
        let env = ProcessInfo.processInfo.environment
        let err = runner.folder + "/jrnl-install.log"
        for (exe, args) in [("/usr/bin/env", ["python3", "-m", "venv", venv]), (venv + "/bin/pip", ["install", "--quiet", "jrnl"])] {
            let r = try ProcessRunner.run(exe, args, environment: env, stdout: err + ".out", stderr: err)
            guard r.status == 0 else { throw BenchError("\(args.joined(separator: " ")) failed: \(runner.tail(err))") }
        }
        return jrnl
    }

    /// A process's standard output.
    private func capture(_ exe: String, _ args: [String]) throws -> String {
        let path = folder + "/capture.out"
        _ = try ProcessRunner.run(exe, args, environment: ["HOME": folder, "PATH": "/usr/bin:/bin"], stdout: path, stderr: path)
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    /// jrnl's configuration: one plain-text journal, no colour, no editor, no encryption.
    private func config(journal: String, version: String) -> String {
        // `jrnl --version` says `jrnl v4.6`; the configuration wants `'4.6'` (else jrnl rewrites it and says so).
        let v = version.split(separator: " ").last.map { $0.hasPrefix("v") ? String($0.dropFirst()) : String($0) } ?? "4.0"
        return """
            colors:
              body: none
              date: none
              tags: none
              title: none
            default_hour: 9
            default_minute: 0
            editor: ''
            encrypt: false
            highlight: false
            indent_character: '|'
            journals:
              default:
                journal: \(journal)
            linewrap: 79
            tagsymbols: '#@'
            template: false
            timeformat: '%F %r'
            version: '\(v)'

            """
    }

    /// The same entries as gratitude lines, one change per day.
    private func writeTend(_ entries: [JrnlEntry], to path: String) throws {
        Scenarios.removeStore(path)
        let clock = BenchClock(entries[0].day.at(hour: 8))
        let ids = SeededIDs(seed: seed)
        let store = try SQLiteStore(path: path, clock: clock, ids: ids)
        let byDay = Dictionary(grouping: entries, by: \.day)
        for day in byDay.keys.sorted() {
            let list = byDay[day]!
            clock.set(day.at(hour: 9))
            try store.write(ChangeIntent(action: "bench.day", detail: day.iso, source: "bench")) { _ in
                zip(list, FractionalIndex.sequence(after: nil, count: list.count)).map { e, position in
                    .create(Entry(id: ids.recordID(), tracker: "gratitude", day: day, value: .text(e.text), position: position,
                                  created: day.at(hour: 9).addingTimeInterval(Double(e.minute % 60) * 60)))
                }
            }
        }
    }
}
