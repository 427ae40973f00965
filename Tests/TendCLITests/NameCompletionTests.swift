import Foundation
import Testing
import TendCLITesting
import TendTesting

/// Shell completion asks `tend ---completion …` for an argument's words: tracker ids come from the build
/// and from the store's definitions, never creating a store.
@Suite("Dynamic completion of tracker ids")
struct NameCompletionTests {
    static func complete(_ h: TendHarness, _ path: [String], typed: String) -> [String] {
        let r = h.run(["---completion"] + path + ["--", "positional@0", "\(path.count + 1)", "\(typed.count)", "tend"] + path + [typed])
        #expect(r.code == 0, "\(r)")
        return r.out.split(separator: "\n").map(String.init)
    }

    @Test("compare and remind complete built-in and file-defined tracker ids")
    func trackers() throws {
        let h = TendHarness()
        #expect(Self.complete(h, ["compare"], typed: "") == ["five", "gratitude", "habit", "mood", "ritual"])
        #expect(!FileManager.default.fileExists(atPath: h.storePath), "completion creates no store")
        let file = h.directory + "/stretch.json"
        try #"{"id": "stretch", "name": "Stretching", "value": "done"}"#.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(h.run("tracker", "add", file).code == 0)
        #expect(Self.complete(h, ["compare"], typed: "st") == ["stretch"])
        #expect(Self.complete(h, ["remind", "set"], typed: "MO") == ["mood"])
    }

    @Test("habit, stack and ritual names complete from the store")
    func names() throws {
        let h = TendHarness()
        #expect(h.run("habit", "new", "Read").code == 0)
        #expect(h.run("habit", "new", "Run").code == 0)
        #expect(h.run("stack", "new", "Morning", "--after", "waking up", "Run").code == 0)
        #expect(Self.complete(h, ["habit", "done"], typed: "r") == ["Read", "Run"])
        #expect(Self.complete(h, ["habit", "done"], typed: "rea") == ["Read"])
        #expect(Self.complete(h, ["stack", "done"], typed: "") == ["Morning"])
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
