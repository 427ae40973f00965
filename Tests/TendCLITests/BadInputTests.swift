import Foundation
import Testing
import TendKernel
import TendCLITesting
import TendTesting

/// Bad input: one clear sentence on standard error, a non-zero exit code, nothing written.
@Suite("Bad input is refused before anything is written")
struct BadInputTests {
    /// Runs `args` on a store that already has data and checks the refusal.
    private func expectRefused(_ args: [String], code: Int32, mentions: String, env: [String: String] = [:],
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        let h = TendHarness()
        try Seed.someChanges(h)
        let before = try h.digest()
        let r = h.run(args, env: env)
        #expect(r.code == code, "\(r)", sourceLocation: sourceLocation)
        #expect(r.out.isEmpty, "\(r)", sourceLocation: sourceLocation)
        #expect(r.err.hasPrefix("tend: "), sourceLocation: sourceLocation)
        #expect(r.err.filter { $0 == "\n" }.count == 1, "one line: \(r.err)", sourceLocation: sourceLocation)
        #expect(r.err.contains(mentions), "\(r.err)", sourceLocation: sourceLocation)
        #expect(try h.digest() == before, "nothing written", sourceLocation: sourceLocation)
    }

    @Test("an unknown command")
    func unknownCommand() throws {
        try expectRefused(["frobnicate"], code: 64, mentions: "frobnicate")
    }

    @Test("an unknown option")
    func unknownOption() throws {
        try expectRefused(["history", "--sideways"], code: 64, mentions: "--sideways")
    }

    @Test("a bad option value")
    func badOptionValue() throws {
        try expectRefused(["history", "--limit", "0"], code: 64, mentions: "--limit")
        try expectRefused(["history", "--limit", "many"], code: 64, mentions: "many")
    }

    @Test("TEND_NOW that isn't a date")
    func badTendNow() throws {
        try expectRefused(["history"], code: 78, mentions: "TEND_NOW='next tuesday'", env: ["TEND_NOW": "next tuesday"])
        try expectRefused(["undo"], code: 78, mentions: "TEND_NOW", env: ["TEND_NOW": "2026-02-30"])
    }

    @Test("an unsupported completion shell")
    func badShell() throws {
        try expectRefused(["completions", "powershell"], code: 65, mentions: "bash, zsh or fish")
    }

    @Test("a store path that can't be written creates nothing")
    func unwritableStorePath() throws {
        let h = TendHarness()
        let missing = h.directory + "/no/such/folder/tend.sqlite"
        let r = h.run(["history", "--store", missing])
        #expect(r.code == 73, "\(r)")
        #expect(r.err.hasPrefix("tend: Can't create the store at \(missing)"))
        #expect(!FileManager.default.fileExists(atPath: h.directory + "/no"))
        // A folder that can't be written — as root too (CI runs as root): ReadOnlyFolder proves it.
        let locked = try ReadOnlyFolder(h.directory + "/locked")
        defer { locked.release() }
        let r2 = h.run(["history", "--store", locked.path + "/tend.sqlite"])
        #expect(r2.code == 73, "\(r2)")
        #expect(r2.err.hasPrefix("tend: Can't create the store at \(locked.path)/tend.sqlite"), "\(r2)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path).isEmpty)
    }

    @Test("a file that isn't a Tend database is refused and left untouched")
    func notATendDatabase() throws {
        let h = TendHarness()
        let path = h.directory + "/notes.txt"
        let text = Data(String(repeating: "shopping list\n", count: 400).utf8)
        try text.write(to: URL(fileURLWithPath: path))
        let r = h.run(["--store", path])
        #expect(r.code == 74, "\(r)")
        #expect(r.err == "tend: \(path) is not a Tend store; give another path with --store or TEND_STORE.\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == text)
    }
}

/// Writes a few changes straight through the store (the platform has no writing command of its own).
enum Seed {
    static func someChanges(_ h: TendHarness) throws {
        h.run("history")
        let store = try h.openStore()
        try store.write(ChangeIntent(action: "config.set", detail: "display-name")) { _ in
            [Mutation(entity: .setting, key: "display-name", fields: ["value": "Sam"])]
        }
        try store.write(ChangeIntent(action: "test.add", detail: "first")) { _ in
            [Mutation(entity: .entry, key: "e1", fields: Entry(id: "e1", tracker: "test", day: Day(iso: "2026-11-21")!,
                                                              value: .text("Morning coffee"), created: Date(timeIntervalSince1970: 1_763_700_000)).fieldValues)]
        }
        try store.write(ChangeIntent(action: "test.edit", detail: "first")) { _ in
            [Mutation(entity: .entry, key: "e1", fields: ["value": EntryValue.text("Morning tea").field])]
        }
    }
}
