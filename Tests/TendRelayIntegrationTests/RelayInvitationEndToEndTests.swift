import Foundation
import Testing
import TendKernel
import TendSync
import TendCLITesting
import TendTesting

/// `tend sync init --relay` against a real `tend-relay` that is not open: refused with what to do and
/// nothing written without a good invitation; `tend-relay invite` makes one, used up by one vault.
@Suite("tend sync init through a relay that needs an invitation", .serialized)
struct RelayInvitationEndToEndTests {
    static let env = ["TEND_PASSPHRASE": "correct horse battery", "TEND_SYNC_SCRYPT": "14,8,1"]

    static func harness(_ seed: UInt64) -> TendHarness {
        let h = TendHarness(now: "2026-11-21T08:00", ids: SequentialIDs(seed: seed))
        h.environment.merge(env) { _, b in b }
        _ = try? h.openStore()
        return h
    }

    @Test("without an invitation, or with a wrong or used one: 77, the relay's reason and how to get one, nothing written")
    func invitations() throws {
        let relay = RelayProcess(open: false)
        try relay.start()
        defer { _ = try? relay.stop() }
        let laptop = Self.harness(0xC1C1)
        let before = try laptop.digest()
        let cases: [([String], String)] = [
            ([], "this relay creates vaults only with an invitation from whoever runs it"),
            (["--invite", "aaaaaa-aaaaaa-aaaaaa-aaaaaa"], "this relay has no such invitation"),
        ]
        for (extra, reason) in cases {
            let r = laptop.run(["sync", "init", "--relay", relay.url] + extra)
            #expect(r.code == 77, "\(r)")
            #expect(r.err == "tend: The relay \(relay.url) did not create the vault: \(reason). It creates vaults only with an invitation: ask whoever runs it for one (made with 'tend-relay invite'), then run 'tend sync init --relay \(relay.url) --invite CODE'. Nothing was written.\n", "\(r.err)")
            #expect(!FileManager.default.fileExists(atPath: laptop.storePath + ".sync"), "nothing written beside the store")
            #expect(try laptop.digest() == before)
        }

        let made = try RelayProcess.run(["invite", "--data", relay.data, "--uses", "1", "--expires", "2h"])
        #expect(made.status == 0, "\(made)")
        let code = made.out.trimmingCharacters(in: .newlines)
        #expect(code.count == 27 && code.split(separator: "-").count == 4, "\(made.out)")
        #expect(made.err.contains("An invitation to create 1 vault, valid until "), "\(made.err)")
        let created = laptop.run("sync", "init", "--relay", relay.url, "--invite", code.uppercased())
        #expect(created.code == 0, "\(created)")
        let vault = try LocalSyncFiles(storePath: laptop.storePath, configDirectory: laptop.directory + "/config/tend").loadState().vault

        let desktop = Self.harness(0xD2D2)
        #expect(desktop.run("sync", "join", "--relay", relay.url, "--vault", vault.description).code == 0, "joining needs no invitation")
        let phone = Self.harness(0xE3E3)
        let used = phone.run("sync", "init", "--relay", relay.url, "--invite", code)
        #expect(used.code == 77 && used.err.contains("did not create the vault: this invitation has been used up."), "\(used)")
        #expect(!FileManager.default.fileExists(atPath: phone.storePath + ".sync"))

        for bad in [["invite", "--data", relay.data, "--uses", "0"], ["invite", "--data", relay.data, "--expires", "1w"]] {
            let r = try RelayProcess.run(bad)
            #expect(r.status == 64 && r.out.isEmpty, "\(bad): \(r)")
        }
    }

    @Test("the relay's data: directory 0700, database, WAL and shared memory 0600")
    func filesArePrivate() throws {
        let relay = RelayProcess()
        try relay.start()
        defer { _ = try? relay.stop() }
        let laptop = Self.harness(0xF4F4)
        #expect(laptop.run("sync", "init", "--relay", relay.url).code == 0)
        func mode(_ path: String) throws -> Int { (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1 }
        #expect(try mode(relay.data) == 0o700)
        for file in ["relay.sqlite", "relay.sqlite-wal", "relay.sqlite-shm"] {
            #expect(try mode(relay.data + "/" + file) == 0o600, "\(file)")
        }
    }
}
