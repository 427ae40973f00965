import Foundation

/// Golden files: expected output stored next to the tests, in a `Golden` folder beside the test
/// source file. Normal runs compare strictly.
///
/// `TEND_UPDATE_GOLDEN=1` rewrites every golden file whose content differs — and each file it rewrote
/// is reported as a failure, so an update run is always red: it lists what it changed for review and
/// can never bake a bug into a golden file on a green run. A golden file already equal is left alone
/// and passes. With `CI` set, update mode is refused: every comparison fails and nothing is written.
/// (Foundation only, so tools may link it; `Golden.check` in TendCLITesting records the test issues.)
public enum Golden {
    /// The environment variable that turns update mode on (`1`).
    public static let updateVariable = "TEND_UPDATE_GOLDEN"

    /// What a run does with golden files.
    public enum Mode: Equatable, Sendable {
        /// Compare strictly (the normal run).
        case compare
        /// Rewrite what differs, and report each rewrite as a failure.
        case update
        /// Update mode asked for under CI: refused, every comparison fails, nothing is written.
        case refused
    }

    /// The mode an environment asks for.
    public static func mode(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Mode {
        guard environment[updateVariable] == "1" else { return .compare }
        let ci = environment["CI"].map { $0.lowercased() } ?? ""
        return ci.isEmpty || ci == "0" || ci == "false" ? .update : .refused
    }

    /// The failure every comparison reports when update mode is refused.
    public static func refusal(_ name: String) -> String {
        "\(updateVariable)=1 is refused when CI is set: golden files change only by a reviewed commit, never in a CI run (\(name))"
    }

    /// The failure reported for a golden file an update run rewrote.
    public static func rewritten(_ path: String) -> String {
        "rewrote golden file \(path) (\(updateVariable)=1): review the diff; a normal run must pass before it is committed"
    }

    /// The path of golden file `name` for tests in `file`: `<folder of file>/Golden/<name>`.
    public static func path(_ name: String, file: String) -> String {
        (file as NSString).deletingLastPathComponent + "/Golden/" + name
    }

    /// Compares `actual` with `Golden/<name>` beside `file`; returns a description of the difference —
    /// or of the rewrite, or of the refusal (see ``Golden``) — or `nil` when equal.
    public static func compare(_ actual: String, _ name: String, file: String = #filePath,
                               environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        compare(actual, at: path(name, file: file), name: name, mode: mode(environment))
    }

    /// Compares `actual` with the file at `path` (shown as `name`) in `mode`.
    public static func compare(_ actual: String, at path: String, name: String, mode: Mode) -> String? {
        if mode == .refused { return refusal(name) }
        let expected = try? String(contentsOfFile: path, encoding: .utf8)
        if expected == actual { return nil }
        if mode == .update {
            do {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                try actual.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                return "could not rewrite golden file \(path): \(error)"
            }
            return rewritten(path)
        }
        guard let expected else { return "missing golden file \(path) (run with \(updateVariable)=1 to create it, then review it)" }
        let a = actual.components(separatedBy: "\n"), e = expected.components(separatedBy: "\n")
        for i in 0..<max(a.count, e.count) {
            let al = i < a.count ? a[i] : "<none>", el = i < e.count ? e[i] : "<none>"
            if al != el { return "\(name): line \(i + 1) differs\n expected: \(el)\n   actual: \(al)" }
        }
        return "\(name) differs"
    }
}
