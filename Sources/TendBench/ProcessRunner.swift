import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One finished process: how long it ran (wall clock, from spawn to reaped), its peak resident memory,
/// and its exit status.
struct ProcessResult: Sendable {
    /// Wall-clock seconds from `posix_spawn` to `wait4` returning.
    let seconds: Double
    /// User + system CPU seconds the process used (less disturbed than wall time on a busy machine).
    let cpuSeconds: Double
    /// Peak resident set size in bytes (`ru_maxrss`).
    let peakBytes: Int
    /// The exit code, or 128 + signal when killed.
    let status: Int32
}

/// Starts processes with `posix_spawn` and reaps them with `wait4`, which reports the child's resource
/// usage: wall time from spawn to reaped, CPU time, and peak memory.
///
/// Peak memory needs care: Linux carries a process's high-water RSS across `exec`, and a child made by
/// `posix_spawn` (or `fork`) starts out with its parent's memory — so a child of this benchmark, which
/// holds hundreds of MiB after building a store, would report at least that. When GNU time is installed
/// the command runs under `/usr/bin/time`, whose own child starts from time's few hundred KiB: its `%M` is
/// the command's true peak. (Wall and CPU time then include time's own start, well under a millisecond.)
enum ProcessRunner {
    /// GNU time, used to read peak memory, when installed.
    static let gnuTime: String? = FileManager.default.isExecutableFile(atPath: "/usr/bin/time") ? "/usr/bin/time" : nil

    /// Runs `executable` with `arguments` in `environment`, standard input from /dev/null, standard output
    /// and error to the given files (created or truncated).
    static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                    stdout: String = "/dev/null", stderr: String = "/dev/null") throws -> ProcessResult {
        guard let time = gnuTime else { return try spawn(executable, arguments, environment, stdout, stderr) }
        let report = stderr == "/dev/null" ? NSTemporaryDirectory() + "/tend-bench-\(getpid()).rss" : stderr + ".rss"
        let r = try spawn(time, ["-f", "%M", "-o", report, executable] + arguments, environment, stdout, stderr)
        let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
        guard let kb = text.split(separator: "\n").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) else {
            throw BenchError("no peak memory from GNU time for \(executable): \(text)")
        }
        return ProcessResult(seconds: r.seconds, cpuSeconds: r.cpuSeconds, peakBytes: kb * 1024, status: r.status)
    }

    /// One `posix_spawn` and `wait4`.
    private static func spawn(_ executable: String, _ arguments: [String], _ environment: [String: String],
                              _ stdout: String, _ stderr: String) throws -> ProcessResult {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer {
            for p in argv { free(p) }
            for p in envp { free(p) }
        }
        var pid: pid_t = 0
        let start = monotonicSeconds()
        let rc = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard rc == 0 else { throw BenchError("cannot start \(executable): \(String(cString: strerror(rc)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError("wait4 failed: \(String(cString: strerror(errno)))") }
        }
        let seconds = monotonicSeconds() - start
        let code: Int32 = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return ProcessResult(seconds: seconds, cpuSeconds: cpu, peakBytes: Int(usage.ru_maxrss) * 1024, status: code)
    }

    /// Seconds on the monotonic clock.
    static func monotonicSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

/// A benchmark failure, with one sentence saying what.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
