import Foundation
import Testing
import TendCLITesting
import TendTesting

/// A mistyped word says what was probably meant, and a usage error names the help of the command it
/// was typed to, not `tend --help`. Nothing is written by any of these.
@Suite("Did you mean, and the command's own help")
struct UsageHintTests {
    @Test("mistyped commands and subcommands, at every depth", arguments: [
        (["moood"], "tend: 'moood' is not a tend command or one of your trackers; did you mean 'mood'? See 'tend --help' for commands and 'tend tracker list' for trackers.\n"),
        (["histroy"], "tend: 'histroy' is not a tend command or one of your trackers; did you mean 'history'? See 'tend --help' for commands and 'tend tracker list' for trackers.\n"),
        (["mood", "lgo", "good"], "tend: 'lgo' is not a 'tend mood' command; did you mean 'log'? (see 'tend mood --help')\n"),
        (["sync", "statsu"], "tend: 'statsu' is not a 'tend sync' command; did you mean 'status'? (see 'tend sync --help')\n"),
        (["config", "st", "theme", "dusk"], "tend: 'st' is not a 'tend config' command; did you mean 'set'? (see 'tend config --help')\n"),
    ])
    func didYouMean(arguments: [String], expected: String) throws {
        let h = TendHarness()
        let r = h.run(arguments)
        #expect(r.code == 64, "\(r)")
        #expect(r.err == expected)
        #expect(!FileManager.default.fileExists(atPath: h.storePath), "nothing written")
    }

    @Test("a wrong option names the command's own help")
    func ownHelp() throws {
        let h = TendHarness()
        let r = h.run("mood", "log", "good", "--frob")
        #expect(r.code == 64)
        #expect(r.err.hasSuffix("(see 'tend mood log --help').\n"), "\(r.err)")
        let top = h.run("--frob")
        #expect(top.err.hasSuffix("(see 'tend --help').\n"), "\(top.err)")
        #expect(!FileManager.default.fileExists(atPath: h.storePath), "nothing written")
    }

    @Test("a word close to nothing gets no guess")
    func noGuess() {
        let r = TendHarness().run("zzzzzzzz")
        #expect(r.err == "tend: 'zzzzzzzz' is not a tend command or one of your trackers; see 'tend --help' for commands and 'tend tracker list' for trackers.\n")
    }
}

/// Trackers defined by files are not commands of the build; `tend --help` lists them from the store.
@Suite("tend --help lists the trackers defined by files")
struct DefinedTrackersHelpTests {
    @Test("listed after the commands; no store, no list and no store created")
    func listed() throws {
        let h = TendHarness()
        #expect(!h.run("--help").out.contains("YOUR TRACKERS"))
        #expect(!FileManager.default.fileExists(atPath: h.storePath))
        let file = h.directory + "/stretch.json"
        try #"{"id": "stretch", "name": "Stretching", "value": "done"}"#.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(h.run("tracker", "add", file).code == 0)
        for args in [["--help"], ["help"], ["-h"]] {
            let out = h.run(args).out
            #expect(out.hasSuffix("YOUR TRACKERS (defined by files in this store):\n  stretch  Stretching\n  See 'tend <tracker> --help'; 'tend tracker list' for details.\n"), "\(args): \(out)")
        }
        #expect(!h.run("mood", "--help").out.contains("YOUR TRACKERS"))
        #expect(!h.run("help", "mood").out.contains("YOUR TRACKERS"))
    }
}
