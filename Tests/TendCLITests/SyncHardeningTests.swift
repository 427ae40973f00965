import Foundation
@testable import TendSyncCommands
import Testing
@testable import TendCLI
import TendConsole
import TendKernel
import TendSync
import TendCLITesting
import TendTesting

/// The smaller promises of sync (issue 24, item 7): the plain-HTTP warning knows real loopback, the
/// scrypt cost has a floor and a ceiling and is never lowered, passphrase files are UTF-8, and
/// relay messages say "relay". Every refusal writes nothing.
@Suite("tend sync: costs, passphrase files, loopback, wording")
struct SyncHardeningTests {
    static let env = ["TEND_PASSPHRASE": "correct horse battery", "TEND_SYNC_SCRYPT": "14,8,1"]

    /// A harness with its store made (so a refused command's digest compares with something).
    static func harness() -> TendHarness {
        Catalog.register(SyncStrings.table)
        let h = TendHarness()
        h.environment.merge(env) { _, b in b }
        _ = try? h.openStore()
        return h
    }

    /// Nothing of sync exists beside the store, and the folder holds no vault.
    static func nothingWritten(_ h: TendHarness, folder: String? = nil) -> Bool {
        !FileManager.default.fileExists(atPath: h.storePath + ".sync")
            && folder.map { !FileManager.default.fileExists(atPath: $0 + "/vault.json") } ?? true
    }

    /// The vault description in `folder`.
    static func descriptor(_ folder: String) throws -> VaultDescriptor {
        try VaultDescriptor(jsonData: try Data(contentsOf: URL(fileURLWithPath: folder + "/vault.json")), location: folder)
    }

    @Test("the plain-HTTP warning: only localhost, 127.0.0.0/8 written as an address and ::1 are loopback")
    func loopback() {
        let h = Self.harness()
        let warned = ["http://127.attacker.example", "http://127.0.0.1.nip.io:8080", "http://localhost.attacker.example",
                      "http://127.0.0.256", "http://[::2]:8080", "http://128.0.0.1", "http://10.0.0.7"]
        let quiet = ["http://127.0.0.1:8080", "http://127.9.8.7", "http://localhost:9", "http://LOCALHOST", "http://[::1]:8080",
                     "https://relay.example.org"]
        for url in warned + quiet {
            let r = h.run(["sync", "init", "--relay", url], unset: ["TEND_PASSPHRASE"])
            #expect(r.code == 64, "\(url): \(r)")
            #expect(r.err.hasPrefix("Warning: ") == warned.contains(url), "\(url): \(r.err)")
        }
        for host in ["127.0.0.1", "127.255.255.254", "localhost", "::1", "[::1]", "0:0:0:0:0:0:0:1"] {
            #expect(SyncLocation.isLoopback(host), "\(host)")
        }
        for host in ["127.attacker.example", "127.0.0.1.example", "127.1", "0x7f.0.0.1", "127.0.0.01x", "::2", "::ffff:10.0.0.1", ""] {
            #expect(!SyncLocation.isLoopback(host), "\(host)")
        }
        #expect(Self.nothingWritten(h))
    }

    @Test("TEND_SYNC_SCRYPT below the floor, above what a joining device accepts, or not a cost is refused; nothing written")
    func scryptEnvironment() throws {
        for value in ["10,8,1", "13,8,1", "14,1,1", "14,4,1", "17,8", "17,8,1,1", "abc", "17;8;1", "25,8,1", "19,8,1", "20,8,1", "18,8,3", "16,8,64"] {
            let h = Self.harness()
            let folder = h.directory + "/vault"
            let before = try h.digest()
            let r = h.run(["sync", "init", "--folder", folder], env: ["TEND_SYNC_SCRYPT": value])
            #expect(r.code == 78, "\(value): \(r)")
            #expect(r.err == "tend: TEND_SYNC_SCRYPT=\(value) is not accepted: it is logN,r,p with N = 2^logN of at least 2^14 and at least 16 MiB of memory (as 14,8,1), at most 256 MiB and four times the work of the default 17,8,1. Nothing was changed.\n", "\(value): \(r.err)")
            #expect(!FileManager.default.fileExists(atPath: folder), "\(value)")
            #expect(try Self.nothingWritten(h) && h.digest() == before, "\(value)")
        }
        let h = Self.harness()
        let folder = h.directory + "/vault"
        #expect(h.run("sync", "init", "--folder", folder).code == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: folder + "/vault.json"))
        let r = h.run(["sync", "passphrase"], env: ["TEND_SYNC_SCRYPT": "12,8,1", "TEND_NEW_PASSPHRASE": "another long one"])
        #expect(r.code == 78 && r.err.contains("TEND_SYNC_SCRYPT=12,8,1 is not accepted"), "\(r)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/vault.json")) == before)
        let wide = h.run(["sync", "init", "--folder", folder, "--work-factor", "19"])
        #expect(wide.code == 65 && wide.err.contains("--work-factor 19 is out of range; use a whole number from 14 to 18."), "\(wide)")
    }

    @Test("tend sync passphrase never lowers the vault's cost: a lower request is refused; without one the higher is kept")
    func neverLower() throws {
        let h = Self.harness()
        let folder = h.directory + "/vault"
        #expect(h.run(["sync", "init", "--folder", folder], env: ["TEND_SYNC_SCRYPT": "15,8,5"]).code == 0)
        #expect(try Self.descriptor(folder).scrypt == ScryptParameters(logN: 15, r: 8, p: 5))
        let before = try Data(contentsOf: URL(fileURLWithPath: folder + "/vault.json"))
        let env = ["TEND_NEW_PASSPHRASE": "another long one"]
        for (args, requested) in [(["sync", "passphrase"], "14,8,1"), (["sync", "passphrase", "--work-factor", "16"], "16,8,1")] {
            let r = h.run(args, env: env)
            #expect(r.code == 65, "\(args): \(r)")
            #expect(r.err == "tend: The passphrase cost asked for (scrypt \(requested)) is lower than the vault's (scrypt 15,8,5); a vault's cost can only be kept or raised. Nothing was changed.\n", "\(r.err)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/vault.json")) == before)
        }
        // No cost asked for: the standard 17,8,1 takes less work than 15,8,5, so the vault's own is kept.
        let kept = h.run(["sync", "passphrase"], env: env, unset: ["TEND_SYNC_SCRYPT"])
        #expect(kept.code == 0, "\(kept)")
        #expect(try Self.descriptor(folder).scrypt == ScryptParameters(logN: 15, r: 8, p: 5))
        // Raising is always allowed.
        let raised = h.run(["sync", "passphrase"], env: ["TEND_PASSPHRASE": "another long one", "TEND_NEW_PASSPHRASE": "a third long one",
                                                         "TEND_SYNC_SCRYPT": "16,8,5"])
        #expect(raised.code == 0, "\(raised)")
        #expect(try Self.descriptor(folder).scrypt == ScryptParameters(logN: 16, r: 8, p: 5))
    }

    @Test("a passphrase file that is not UTF-8 is refused, not decoded lossily; nothing written")
    func passphraseFileEncoding() throws {
        let h = Self.harness()
        let folder = h.directory + "/vault"
        let bad = h.directory + "/latin1.txt"
        try Data("caf\u{e9} au lait, long enough".data(using: .isoLatin1)!).write(to: URL(fileURLWithPath: bad))
        let invalid = h.directory + "/invalid.txt"
        try Data([0x70, 0x61, 0x73, 0x73, 0xFF, 0xFE, 0x77, 0x6F, 0x72, 0x64, 0x21, 0x0A]).write(to: URL(fileURLWithPath: invalid))
        for file in [bad, invalid] {
            let r = h.run(["sync", "init", "--folder", folder, "--passphrase-file", file], unset: ["TEND_PASSPHRASE"])
            #expect(r.code == 65, "\(r)")
            #expect(r.err == "tend: The passphrase file \(file) is not UTF-8 text; save it as UTF-8. Nothing was changed.\n", "\(r.err)")
            #expect(Self.nothingWritten(h, folder: folder))
        }
        let good = h.directory + "/good.txt"
        try Data("café au lait, long enough\nignored second line\n".utf8).write(to: URL(fileURLWithPath: good))
        #expect(h.run(["sync", "init", "--folder", folder, "--passphrase-file", good], unset: ["TEND_PASSPHRASE"]).code == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: folder + "/vault.json"))
        let other = Self.harness()
        let join = other.run(["sync", "join", "--folder", folder, "--passphrase-file", bad], unset: ["TEND_PASSPHRASE"])
        #expect(join.code == 65 && join.err.contains("is not UTF-8 text"), "\(join)")
        #expect(Self.nothingWritten(other))
        let change = h.run(["sync", "passphrase", "--passphrase-file", good, "--new-passphrase-file", invalid], unset: ["TEND_PASSPHRASE"])
        #expect(change.code == 65 && change.err.contains("\(invalid) is not UTF-8 text"), "\(change)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/vault.json")) == before)
        #expect(other.run(["sync", "join", "--folder", folder, "--passphrase-file", good], unset: ["TEND_PASSPHRASE"]).code == 0)
    }

    @Test("a vault.json asking for more than 256 MiB or four times the standard work is refused before deriving; nothing written")
    func hostileDescriptor() throws {
        let h = Self.harness()
        let folder = h.directory + "/vault"
        #expect(h.run("sync", "init", "--folder", folder).code == 0)
        let original = try String(contentsOfFile: folder + "/vault.json", encoding: .utf8)
        for (scrypt, memory) in [("\"logN\" : 20,\n    \"p\" : 1,\n    \"r\" : 8", 1024), ("\"logN\" : 17,\n    \"p\" : 16,\n    \"r\" : 8", 128),
                                 ("\"logN\" : 19,\n    \"p\" : 1,\n    \"r\" : 8", 512)] {
            let hostile = original.replacingOccurrences(of: "\"logN\" : 14,\n    \"p\" : 1,\n    \"r\" : 8", with: scrypt)
            #expect(hostile != original)
            try hostile.write(toFile: folder + "/vault.json", atomically: true, encoding: .utf8)
            let parameters = try Self.descriptor(folder).scrypt.description
            let other = Self.harness()
            let before = try other.digest()
            let r = other.run("sync", "join", "--folder", folder)
            #expect(r.code == 65, "\(r)")
            #expect(r.err == "tend: The vault in \(folder) asks for a passphrase cost this Tend does not take on (scrypt \(parameters): \(memory) MiB of memory); at most 256 MiB and four times the default work are accepted. It was not made by Tend, or it was altered. Nothing was changed.\n", "\(r.err)")
            #expect(try Self.nothingWritten(other) && other.digest() == before)
            let change = h.run(["sync", "passphrase"], env: ["TEND_NEW_PASSPHRASE": "another long one"], unset: ["TEND_SYNC_SCRYPT"])
            #expect(change.code == 65 && change.err.contains("asks for a passphrase cost this Tend does not take on"), "\(change)")
            #expect(try String(contentsOfFile: folder + "/vault.json", encoding: .utf8) == hostile)
        }
    }

    @Test("--invite is only for a relay, and must look like a code; nothing written")
    func inviteOption() {
        let h = Self.harness()
        let cases: [([String], Int32, String)] = [
            (["sync", "init", "--folder", h.directory + "/f", "--invite", "abc"], 64, "--invite is only for --relay; a folder needs no invitation."),
            (["sync", "init", "--relay", "https://r.example", "--invite", "abc\r\nX-Evil: 1"], 65, "is not an invitation code"),
            (["sync", "init", "--relay", "https://r.example", "--invite", "   "], 65, "is not an invitation code"),
            (["sync", "init", "--relay", "https://r.example", "--invite", String(repeating: "a", count: 101)], 65, "is not an invitation code"),
        ]
        for (args, code, message) in cases {
            let r = h.run(args)
            #expect(r.code == code, "\(args): \(r)")
            #expect(r.err.contains(message), "\(args): \(r.err)")
        }
        #expect(Self.nothingWritten(h, folder: h.directory + "/f"))
        #expect(!FileManager.default.fileExists(atPath: h.directory + "/f"))
    }

    @Test("messages about a relay name the relay, not a sync folder")
    func relayWording() {
        let refusal = SegmentRefusal(location: "devices/00000000000000d1/0000000002", reason: .failedAuthentication)
        let relay = SyncError.refused(refusal).tendError(relay: "https://relay.example.org").message
        #expect(relay == "Refused devices/00000000000000d1/0000000002 from the relay https://relay.example.org: it fails authentication: it was altered, cut short or damaged. Nothing was changed; if you did not expect this, the relay's storage may have been tampered with — tell whoever runs it.")
        #expect(SyncError.refused(refusal).tendError.message.contains("in the sync folder"))
        let exists = SyncError.vaultExists(location: "https://relay.example.org").tendError.message
        #expect(exists == "The relay https://relay.example.org already holds a vault with this id; nothing was changed. Run 'tend sync init --relay https://relay.example.org' again to create another.")
        let other = SyncError.otherVault(joined: VaultID(bytes: Array(repeating: 1, count: 16))!, found: VaultID(bytes: Array(repeating: 2, count: 16))!)
        #expect(other.tendError(relay: "https://r.example").message.hasPrefix("The relay https://r.example answered for vault"))
        let invitation = SyncError.relayRefused(location: "https://r.example", status: 403, message: "this invitation has been used up").tendError
        #expect(invitation.message == "The relay https://r.example did not create the vault: this invitation has been used up. It creates vaults only with an invitation: ask whoever runs it for one (made with 'tend-relay invite'), then run 'tend sync init --relay https://r.example --invite CODE'. Nothing was written.")
        #expect(invitation.status == .permission)
        for key in ["sync.error.not-set-up", "sync.error.local-key"] {
            #expect(tr(key, ["path": "p"]).contains("--relay"), "\(key)")
        }
        // Every catalog text that speaks of a folder is one used for folders only (each has its relay twin, or is about --folder).
        let folderOnly: Set<String> = ["sync.error.refused", "sync.error.unreachable", "sync.error.no-vault", "sync.error.vault-exists",
                                       "sync.error.other-vault", "sync.error.folder-parent", "sync.init.done", "sync.init.next",
                                       "sync.join.done", "sync.status.folder", "sync.status.unreachable", "sync.folder.help",
                                       "sync.error.vault-with-folder", "sync.error.invite-with-folder", "sync.error.location",
                                       "sync.error.not-set-up", "sync.error.local-key", "sync.discussion", "sync.abstract",
                                       "sync.init.abstract", "sync.join.abstract", "sync.autosync.abstract", "setting.autosync",
                                       "sync.warning.waiting", "sync.relay.help"]
        for (key, text) in SyncStrings.table.english
        where text.replacingOccurrences(of: #"\{[a-z]+\}"#, with: "", options: .regularExpression).lowercased().contains("folder") {
            #expect(folderOnly.contains(key), "\(key): \(text)")
        }
    }
}
