import Foundation
import Testing
import TendCLITesting
import TendTesting

/// A `--history` export applies another store's changes under its device ids; sync sends only this
/// device's own, so on a store that syncs the devices would differ for good. It is refused there.
@Suite("tend import refuses a --history export on a store that syncs")
struct ImportHistorySyncedTests {
    static let env = ["TEND_PASSPHRASE": "correct horse battery", "TEND_SYNC_SCRYPT": "14,8,1"]

    @Test("a --history export into a synced store: refused with why and what to do, nothing written; the plain export works")
    func refused() throws {
        let source = try seededHarness(seed: 7)
        let history = source.file("history.json"), plain = source.file("plain.json")
        #expect(source.run("export", "--history", "--output", history).code == 0)
        #expect(source.run("export", "--output", plain).code == 0)

        let synced = try seededHarness(seed: 9)
        synced.environment.merge(Self.env) { _, b in b }
        let folder = synced.file("vault")
        #expect(synced.run("sync", "init", "--folder", folder).code == 0)
        let message = "\(history) is an export with its history (--history), and this store syncs: that history would be applied here under the other store's device ids, which sync never sends, so your devices would differ for good. Nothing was imported. Import an export made without --history instead ('tend export --output FILE'): its records are written as this device's own change and reach your other devices."
        for args in [["import", history], ["import", "tend", history], ["import", history, "--dry-run"], ["import", history, "--json"]] {
            try Refusal.expect(synced, args, code: 65, mentions: [message])
        }
        let status = synced.run("sync", "status", "--json")
        #expect(status.out.contains("\"unsent\" : 0"), "nothing waits to go out: \(status)")
        let r = synced.run("import", plain)
        #expect(r.code == 0, "\(r)")
        #expect(synced.run("sync", "status", "--json").out.contains("\"unsent\" : 1"), "the plain import is this device's change")
    }

    @Test("a store that does not sync still takes a --history export")
    func notSynced() throws {
        let source = try seededHarness(seed: 7)
        let history = source.file("history.json")
        #expect(source.run("export", "--history", "--output", history).code == 0)
        let local = TendHarness(ids: SequentialIDs(seed: 11))
        let r = local.run("import", history)
        #expect(r.code == 0, "\(r)")
        #expect(try local.openStore().stateDigest() == (try source.openStore().stateDigest()))
    }
}
