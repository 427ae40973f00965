import Foundation
import Testing
import TendCLITesting

/// The golden-file helper itself: strict comparison, an update run that is always red and names what it
/// rewrote, update mode refused under CI, and `goldenRun`'s exit-code and empty-output checks.
@Suite("Golden files: compare, update, refuse under CI")
struct GoldenModeTests {
    /// A fake test file in a temporary folder, so its golden files are `<folder>/Golden/<name>`.
    final class Folder {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tend-golden-" + UUID().uuidString).path
        var testFile: String { root + "/SomeTests.swift" }

        init() throws { try FileManager.default.createDirectory(atPath: root + "/Golden", withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: root) }

        func golden(_ name: String) -> String { root + "/Golden/" + name }
        func write(_ name: String, _ text: String) throws { try text.write(toFile: golden(name), atomically: true, encoding: .utf8) }
        func read(_ name: String) -> String? { try? String(contentsOfFile: golden(name), encoding: .utf8) }
    }

    static let update = ["TEND_UPDATE_GOLDEN": "1"]

    @Test("the mode: compare unless TEND_UPDATE_GOLDEN=1; update refused when CI is set (to anything but 0 or false)")
    func modes() {
        #expect(Golden.mode([:]) == .compare)
        #expect(Golden.mode(["TEND_UPDATE_GOLDEN": "0"]) == .compare)
        #expect(Golden.mode(["TEND_UPDATE_GOLDEN": "yes"]) == .compare)
        #expect(Golden.mode(["CI": "true"]) == .compare)
        #expect(Golden.mode(Self.update) == .update)
        #expect(Golden.mode(["TEND_UPDATE_GOLDEN": "1", "CI": ""]) == .update)
        #expect(Golden.mode(["TEND_UPDATE_GOLDEN": "1", "CI": "false"]) == .update)
        #expect(Golden.mode(["TEND_UPDATE_GOLDEN": "1", "CI": "0"]) == .update)
        #expect(Golden.mode(["TEND_UPDATE_GOLDEN": "1", "CI": "1"]) == .refused)
        #expect(Golden.mode(["TEND_UPDATE_GOLDEN": "1", "CI": "true"]) == .refused)
    }

    @Test("a normal run: equal passes; a difference names the first differing line; a missing file is a failure")
    func compare() throws {
        let f = try Folder()
        try f.write("a.txt", "one\ntwo\n")
        #expect(Golden.compare("one\ntwo\n", "a.txt", file: f.testFile, environment: [:]) == nil)
        #expect(Golden.compare("one\nthree\n", "a.txt", file: f.testFile, environment: [:])
                == "a.txt: line 2 differs\n expected: two\n   actual: three")
        #expect(Golden.compare("one\n", "a.txt", file: f.testFile, environment: [:])
                == "a.txt: line 2 differs\n expected: two\n   actual: ")
        let missing = try #require(Golden.compare("x", "b.txt", file: f.testFile, environment: [:]))
        #expect(missing.hasPrefix("missing golden file \(f.golden("b.txt"))"))
        #expect(f.read("a.txt") == "one\ntwo\n" && f.read("b.txt") == nil, "a normal run writes nothing")
    }

    @Test("an update run rewrites what differs (and a missing file) and reports each rewrite; an equal file passes untouched")
    func update() throws {
        let f = try Folder()
        try f.write("same.txt", "kept\n")
        try f.write("old.txt", "old\n")
        let before = try FileManager.default.attributesOfItem(atPath: f.golden("same.txt"))[.modificationDate] as? Date
        #expect(Golden.compare("kept\n", "same.txt", file: f.testFile, environment: Self.update) == nil)
        #expect(try FileManager.default.attributesOfItem(atPath: f.golden("same.txt"))[.modificationDate] as? Date == before)

        let rewrote = Golden.compare("new\n", "old.txt", file: f.testFile, environment: Self.update)
        #expect(rewrote == "rewrote golden file \(f.golden("old.txt")) (TEND_UPDATE_GOLDEN=1): review the diff; a normal run must pass before it is committed")
        #expect(f.read("old.txt") == "new\n")
        let created = Golden.compare("fresh\n", "Sub/new.txt", file: f.testFile, environment: Self.update)
        #expect(created == Golden.rewritten(f.golden("Sub/new.txt")))
        #expect(f.read("Sub/new.txt") == "fresh\n")
        // The next normal run passes on what the update wrote.
        #expect(Golden.compare("new\n", "old.txt", file: f.testFile, environment: [:]) == nil)
    }

    @Test("under CI an update run fails every comparison, equal or not, and writes nothing")
    func refusedUnderCI() throws {
        let f = try Folder()
        try f.write("a.txt", "same\n")
        let ci = ["TEND_UPDATE_GOLDEN": "1", "CI": "true"]
        for (actual, name) in [("same\n", "a.txt"), ("other\n", "a.txt"), ("new\n", "b.txt")] {
            let problem = Golden.compare(actual, name, file: f.testFile, environment: ci)
            #expect(problem == "TEND_UPDATE_GOLDEN=1 is refused when CI is set: golden files change only by a reviewed commit, never in a CI run (\(name))")
        }
        #expect(f.read("a.txt") == "same\n" && f.read("b.txt") == nil)
    }

    @Test("Golden.check records an issue for a difference and none for a match")
    func check() throws {
        let f = try Folder()
        let content = "match\n"
        // Whatever the run's own mode, a file holding exactly the output passes (unless refused under CI).
        try f.write("m.txt", content)
        if Golden.mode() != .refused { Golden.check(content, "m.txt", file: f.testFile) }
        withKnownIssue("a missing golden file (or, in an update run, its creation) is a failure") {
            Golden.check("anything\n", "absent.txt", file: f.testFile)
        }
    }

    @Test("goldenRun fails on a wrong exit code and on empty output, even when the golden file matches")
    func goldenRun() throws {
        let f = try Folder()
        let h = TendHarness()
        let ok = h.run("--help")
        #expect(ok.code == 0 && !ok.out.isEmpty)
        try f.write("help.txt", ok.out)
        if Golden.mode() != .refused { h.goldenRun("--help", golden: "help.txt", file: f.testFile) }
        withKnownIssue("exit code 0 expected, 64 given") {
            let bad = h.run("no-such-command")
            try f.write("bad.txt", bad.out)
            h.goldenRun("no-such-command", golden: "bad.txt", file: f.testFile)
        }
        withKnownIssue("the expected exit code but nothing printed") {
            let bad = h.run("no-such-command")
            try f.write("empty.txt", bad.out)
            h.goldenRun("no-such-command", golden: "empty.txt", code: bad.code, file: f.testFile)
        }
    }
}
