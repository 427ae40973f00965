import ArgumentParser
import Foundation
import Testing
import TendCLI
import TendConsole
import TendKernel
import TendCLITesting
import TendTesting

/// What a probe command did, in order (a class: the command is a value, its closures share this).
private final class ProbeLog: @unchecked Sendable {
    var steps: [String] = []
}

/// A command on the kit that records each step it is asked for.
private struct ProbeCommand: SessionCommand {
    nonisolated(unsafe) static var log = ProbeLog()
    nonisolated(unsafe) static var refuse = false
    nonisolated(unsafe) static var failAfter = false

    @OptionGroup var common: CommonOptions

    func checkInput() throws {
        Self.log.steps.append("check")
        if Self.refuse { throw TendError("refused before anything opened", status: .invalidInput) }
    }

    func execute(_ s: Session) throws -> CommandOutput {
        Self.log.steps.append("execute")
        return CommandOutput(json: { Self.log.steps.append("json"); return ["answer": 42] }()) {
            Self.log.steps.append("text")
            return ["the answer is 42"]
        }.then {
            Self.log.steps.append("then")
            if Self.failAfter { throw TendError("a problem the output reports", status: .failure) }
        }
    }
}

@Suite("The command kit: input checked first, the store opened lazily, --json decided in one place", .serialized)
struct CommandKitTests {
    /// Runs the probe inside an invocation on the harness's store; what it printed and the error it threw.
    private func probe(_ h: TendHarness, _ arguments: [String]) -> (out: String, error: (any Error)?) {
        ProbeCommand.log = ProbeLog()
        let io = ConsoleIO.capturing()
        var env = h.environment
        env["TEND_NOW"] = h.now
        let invocation = Invocation(environment: env, io: io, outputIsTerminal: false, inputIsTerminal: false,
                                    modules: h.modules, platform: h.platform)
        let error: (any Error)? = Invocation.$currentOrNil.withValue(invocation) {
            do {
                let command = try ProbeCommand.parse(["--store", h.storePath] + arguments)
                try command.run()
                return nil
            } catch {
                return error
            }
        }
        return (io.output, error)
    }

    @Test("--json shows the JSON form only, building no text; without it, the text only, building no JSON")
    func jsonOrText() throws {
        let h = TendHarness()
        let json = probe(h, ["--json"])
        #expect(json.error == nil)
        #expect(json.out == (try JSONOutput.text(["answer": 42])))
        #expect(ProbeCommand.log.steps == ["check", "execute", "json", "then"])

        let text = probe(h, [])
        #expect(text.error == nil)
        #expect(text.out == "the answer is 42\n")
        #expect(ProbeCommand.log.steps == ["check", "execute", "text", "then"])
    }

    @Test("input refused by checkInput opens nothing: no store is created and nothing runs after")
    func refusedBeforeTheStore() throws {
        let h = TendHarness()
        ProbeCommand.refuse = true
        defer { ProbeCommand.refuse = false }
        let r = probe(h, ["--json"])
        #expect((r.error as? TendError)?.status == .invalidInput)
        #expect(r.out.isEmpty)
        #expect(ProbeCommand.log.steps == ["check"])
        #expect(!FileManager.default.fileExists(atPath: h.storePath))
    }

    @Test("what follows the output runs after it is shown, and its error still ends the command")
    func thenAfterTheOutput() throws {
        let h = TendHarness()
        ProbeCommand.failAfter = true
        defer { ProbeCommand.failAfter = false }
        let r = probe(h, [])
        #expect(r.out == "the answer is 42\n")
        #expect((r.error as? TendError)?.status == .failure)
        #expect(ProbeCommand.log.steps == ["check", "execute", "text", "then"])
    }

    typealias Status = TendConsole.ExitStatus

    /// Bad input across the trackers and the platform, with the status each is refused with.
    static let refusals: [([String], Status)] = [
        (["mood", "log", "nonsense"], Status.invalidInput),
        (["mood", "log", "good", "--note", String(repeating: "n", count: 2_000)], .invalidInput),
        (["mood", "stats", "--days", "7"], .invalidInput),
        (["mood", "style", "sparkles"], .invalidInput),
        (["habit", "new", ""], .invalidInput),
        (["habit", "done", "Run", "--amount", "lots"], .invalidInput),
        (["habit", "edit", "Run"], .usage),
        (["stack", "new", "Morning", "--after", "waking up", "Run", "run"], .invalidInput),
        (["gratitude", "add", ""], .invalidInput),
        (["gratitude", "edit", "x", "text"], .invalidInput),
        (["gratitude", "search", " "], .invalidInput),
        (["five", "add", ""], .invalidInput),
        (["five", "edit", "x", "text"], .invalidInput),
        (["ritual", "new", "Stretch", "--days", "0", "--time", "morning", "--habit", "Reach"], .invalidInput),
        (["ritual", "edit", "Stretch"], .usage),
        (["remind", "set", "mood", "25:00"], .invalidInput),
        (["export", "--format", "xml"], .invalidInput),
        (["tracker", "rm", "mood"], .invalidInput),
        (["import", "a", "b", "c"], .usage),
        // Option groups check their own text in the kit's run: a date word, a month, a year.
        (["mood", "log", "good", "--date", "someday"], .invalidInput),
        (["habit", "skip", "Run", "--date", "31/02"], .invalidInput),
        (["gratitude", "add", "Tea", "--date", "nope"], .invalidInput),
        (["five", "show", "--date", "nope"], .invalidInput),
        (["ritual", "check", "Reach", "--date", "nope"], .invalidInput),
        (["mood", "month", "--month", "2026-13"], .invalidInput),
        (["mood", "month", "--month", "2026-11", "--date", "today"], .invalidInput),
        (["mood", "year", "--year", "20x4"], .invalidInput),
        (["habit", "show", "Run", "--year", "2024", "--date", "today"], .invalidInput),
    ]

    @Test("bad input on a fresh machine is refused with its exit code and leaves no store file",
          arguments: CommandKitTests.refusals)
    func refusedOnAFreshMachine(_ arguments: [String], _ status: Status) throws {
        let h = TendHarness()
        let r = h.run(arguments)
        #expect(r.code == status.rawValue, "\(arguments): \(r)")
        #expect(r.err.hasPrefix("tend: "), "\(r)")
        #expect(r.out.isEmpty, "\(r)")
        #expect(!FileManager.default.fileExists(atPath: h.storePath), "\(arguments) created the store")
    }

    /// A JSON document as Foundation values, for comparing two outputs.
    private func json(_ text: String) throws -> NSDictionary {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary)
    }

    @Test("mood log shows the day it wrote, the same a read of the day shows afterwards")
    func moodWriteShowsWhatItWrote() throws {
        let h = TendHarness()
        let writes = [["good", "--tag", "work"], ["bad", "--note", "rain"], ["bad", "--note", "rain"], ["bad", "--note", ""],
                      ["good", "--tag", "rest", "--date", "yesterday"]]
        for args in writes {
            let w = h.run(["mood", "log"] + args + ["--json"])
            #expect(w.code == 0, "\(w)")
            let date = args.contains("yesterday") ? ["--date", "yesterday"] : []
            let shown = h.run(["mood", "show", "--json"] + date)
            #expect(try json(w.out)["day"] as? NSDictionary == json(shown.out), "\(args)")
        }
    }

    @Test("a check-in shows the state and the stack's next habit it wrote, as later reads show them")
    func habitWriteShowsWhatItWrote() throws {
        let h = TendHarness(now: "2026-11-22T09:00")
        #expect(h.run("stack", "new", "Morning", "--after", "waking up", "Run", "Read").code == 0)
        let done = try json(h.run("habit", "done", "Run", "--json").out)
        let next = try json(h.run("stack", "next", "Morning", "--json").out)
        #expect(done["next"] as? String == next["next"] as? String)
        #expect(done["next"] as? String == "Read")
        let list = try #require(try JSONSerialization.jsonObject(with: Data(h.run("habit", "list", "--json").out.utf8)) as? [NSDictionary])
        let run = try #require(list.first { ($0["habit"] as? NSDictionary)?["name"] as? String == "Run" })
        #expect(done["state"] as? String == run["today"] as? String)

        // A check-in before the habit's start moves the start back: the day it shows is done, not "before".
        let early = try json(h.run("habit", "done", "Read", "--date", "2026-11-20", "--json").out)
        #expect(early["state"] as? String == "done")
        let undo = try json(h.run("habit", "uncheck", "Run", "--json").out)
        let again = try json(h.run("stack", "next", "Morning", "--json").out)
        #expect(undo["next"] as? String == again["next"] as? String)
        #expect(undo["next"] as? String == "Run")
    }

    @Test("a chain change shows the order it wrote, the order stack show reads afterwards")
    func stackWriteShowsWhatItWrote() throws {
        let h = TendHarness()
        #expect(h.run("stack", "new", "Morning", "--after", "waking up", "Run", "Read").code == 0)
        for args in [["stack", "add", "Morning", "Stretch", "--at", "1"], ["stack", "move", "Morning", "Read", "--to", "1"],
                     ["stack", "remove", "Morning", "Run"]] {
            let w = h.run(args)
            #expect(w.code == 0, "\(w)")
            let chain = try #require(w.out.split(separator: "\n").last.map(String.init))
            let shown = try #require(try JSONSerialization.jsonObject(with: Data(h.run("stack", "show", "Morning", "--json").out.utf8))
                as? [NSDictionary])
            let names = (shown.first?["habits"] as? [NSDictionary] ?? []).compactMap { $0["name"] as? String }
            #expect(names.count >= 2)
            #expect(chain == "  After waking up" + names.map { " → " + $0 }.joined(), "\(args)")
        }
    }
}
