import Foundation

/// The machine the figures were measured on.
struct Machine: Encodable, Sendable {
    var cpu: String
    var cores: Int
    var memoryMiB: Int
    var kernel: String
    /// `/proc/loadavg` (1, 5 and 15 minutes) when the benchmark started and ended: other work on the
    /// machine shows here.
    var loadAtStart: String
    var loadAtEnd: String?

    static func current() -> Machine {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? "unknown"
        let meminfo = (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8)) ?? ""
        let kb = meminfo.split(separator: "\n").first { $0.hasPrefix("MemTotal:") }
            .flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
        let kernel = (try? String(contentsOfFile: "/proc/sys/kernel/osrelease", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "unknown"
        return Machine(cpu: model, cores: ProcessInfo.processInfo.activeProcessorCount, memoryMiB: kb / 1024,
                       kernel: kernel, loadAtStart: load(), loadAtEnd: nil)
    }

    /// The three load averages.
    static func load() -> String {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    var summary: String {
        "\(cpu), \(cores) cores, \(memoryMiB) MiB, Linux \(kernel), load \(loadAtStart)"
    }
}
