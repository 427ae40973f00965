import Foundation
import Testing
import TendCLITesting
import TendTesting

/// Shell completion asks `tend ---completion …` for an argument's words: tracker ids come from the build
/// and from the store's definitions, never creating a store.
///
/// Each request runs the built `tend` as its own process, the way a shell's completion script runs it:
/// ArgumentParser keeps the requesting shell in process-wide state (`SAP_SHELL`, and the last
/// `--generate-completion-script` run), so in-process requests answered for whichever shell an earlier
/// test had asked about (zsh's trailing " " pseudo-word appeared in CI and not here).
@Suite("Dynamic completion of tracker ids")
struct NameCompletionTests {
    /// The words `tend` offers for `path` + `typed`, asked as `shell` asks (bash, fish, zsh; nil: no
    /// shell named). zsh's answer ends with the " " its script removes; the rest is the same for every shell.
    static func complete(_ h: TendHarness, _ path: [String], typed: String, shell: String? = nil) throws -> [String] {
        let binary = try TendBinary.path()
        var env = h.environment.merging(["TEND_STORE": h.storePath, "TEND_NOW": h.now, "TZ": "UTC",
                                         "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]) { _, b in b }
        if let shell { env["SAP_SHELL"] = shell }
        let args = ["---completion"] + path + ["--", "positional@0", "\(path.count + 1)", "\(typed.count)", "tend"] + path + [typed]
        let (code, out, err) = try TendBinary.run(args, environment: env, binary: binary)
        #expect(code == 0, "\(out)\(err)")
        return out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
    }

    /// The same request from every shell: the same words, and zsh's trailing pseudo-word.
    static func completeInEveryShell(_ h: TendHarness, _ path: [String], typed: String) throws -> [String] {
        let plain = try complete(h, path, typed: typed)
        #expect(try complete(h, path, typed: typed, shell: "bash") == plain)
        #expect(try complete(h, path, typed: typed, shell: "fish") == plain)
        #expect(try complete(h, path, typed: typed, shell: "zsh") == plain + [" "])
        return plain
    }

    @Test("compare and remind complete built-in and file-defined tracker ids")
    func trackers() throws {
        let h = TendHarness()
        #expect(try Self.completeInEveryShell(h, ["compare"], typed: "") == ["five", "gratitude", "habit", "mood", "ritual"])
        #expect(!FileManager.default.fileExists(atPath: h.storePath), "completion creates no store")
        let file = h.directory + "/stretch.json"
        try #"{"id": "stretch", "name": "Stretching", "value": "done"}"#.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(h.run("tracker", "add", file).code == 0)
        #expect(try Self.completeInEveryShell(h, ["compare"], typed: "st") == ["stretch"])
        #expect(try Self.completeInEveryShell(h, ["remind", "set"], typed: "MO") == ["mood"])
    }

    @Test("habit, stack and ritual names complete from the store")
    func names() throws {
        let h = TendHarness()
        #expect(h.run("habit", "new", "Read").code == 0)
        #expect(h.run("habit", "new", "Run").code == 0)
        #expect(h.run("stack", "new", "Morning", "--after", "waking up", "Run").code == 0)
        #expect(try Self.completeInEveryShell(h, ["habit", "done"], typed: "r") == ["Read", "Run"])
        #expect(try Self.completeInEveryShell(h, ["habit", "done"], typed: "rea") == ["Read"])
        #expect(try Self.completeInEveryShell(h, ["stack", "done"], typed: "") == ["Morning"])
    }

    @Test("mood log and mood resolve complete the five levels in every shell's script")
    func moodLevels() {
        let h = TendHarness()
        for shell in ["bash", "zsh", "fish"] {
            let script = h.run("--generate-completion-script", shell).out
            #expect(script.contains("horrible") && script.contains("average") && script.contains("great"), "\(shell)")
        }
        let bash = h.run("--generate-completion-script", "bash").out
        let words = "'horrible'$'\\n''bad'$'\\n''average'$'\\n''good'$'\\n''great'"
        #expect(bash.components(separatedBy: words).count - 1 == 2, "log and resolve")
    }
}
