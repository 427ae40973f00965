import Foundation
import Testing
import TendSync
import TendCLITesting
import TendTesting

/// `tend sync init|join` with `--relay`: the options are checked before anything is asked or written.
@Suite("tend sync --relay options")
struct SyncRelayOptionsTests {
    static let env = ["TEND_PASSPHRASE": "correct horse battery", "TEND_SYNC_SCRYPT": "14,8,1"]

    @Test("exactly one of --folder and --relay; a relay is an http(s) URL; joining through a relay needs a well-formed --vault")
    func options() {
        let h = TendHarness()
        h.environment.merge(Self.env) { _, b in b }
        let cases: [([String], Int32, String)] = [
            (["sync", "init"], 64, "Give exactly one of --folder PATH or --relay URL."),
            (["sync", "init", "--folder", h.directory + "/f", "--relay", "https://r.example"], 64, "Give exactly one of --folder PATH or --relay URL."),
            (["sync", "init", "--relay", "ftp://r.example"], 65, "'ftp://r.example' is not a relay address"),
            (["sync", "join", "--relay", "https://r.example"], 64, "Joining through a relay needs the vault id"),
            (["sync", "join", "--relay", "https://r.example", "--vault", "xyz"], 65, "'xyz' is not a vault id"),
            (["sync", "join", "--folder", h.directory, "--vault", String(repeating: "a", count: 32)], 64, "--vault is only for --relay"),
        ]
        for (args, code, message) in cases {
            let r = h.run(args)
            #expect(r.code == code, "\(args): \(r)")
            #expect(r.err.contains(message), "\(args): \(r.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: h.storePath + ".sync"), "nothing set up")
    }

    @Test("a relay that can't be reached exits 69 and sets nothing up; plain HTTP to another host is warned about")
    func unreachable() {
        let h = TendHarness()
        h.environment.merge(Self.env) { _, b in b }
        // Port 1 on loopback: nothing listens there (tcpmux is never run), so the connection is refused at once.
        let r = h.run("sync", "join", "--relay", "http://127.0.0.1:1", "--vault", String(repeating: "ab", count: 16))
        #expect(r.code == 69, "\(r)")
        #expect(r.err.contains("Can't reach the relay http://127.0.0.1:1"), "\(r.err)")
        #expect(!r.err.contains("plain HTTP"), "no warning for loopback")
        #expect(!FileManager.default.fileExists(atPath: h.storePath + ".sync/state.json"))
        // Plain HTTP to another host: warned before anything else (here nothing follows: no passphrase, no connection).
        let remote = h.run(["sync", "init", "--relay", "http://relay.example.org"], unset: ["TEND_PASSPHRASE"])
        #expect(remote.code == 64, "\(remote)")
        #expect(remote.err.hasPrefix("Warning: http://relay.example.org is plain HTTP"), "\(remote.err)")
    }
}
