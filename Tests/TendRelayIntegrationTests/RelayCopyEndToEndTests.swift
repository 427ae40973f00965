import Foundation
import Testing
import TendCLITesting
import TendTesting

/// `tend-relay copy`: a SQLite relay a device synced through, stopped and copied into PostgreSQL; another
/// device joins the vault through a relay on that database and receives everything.
@Suite("tend-relay copy: a SQLite relay moved to PostgreSQL")
struct RelayCopyEndToEndTests {
    typealias E2E = RelaySyncEndToEndTests

    @Test("a vault synced through a SQLite relay is joined through a PostgreSQL relay after tend-relay copy")
    func moved() throws {
        let sqlite = RelayProcess()
        try sqlite.start()
        let (laptop, desktop) = E2E.devices(seeds: (0xC0C0, 0xD0D0))
        try E2E.line(laptop, "l1", "Before the move")
        #expect(laptop.run("sync", "init", "--relay", sqlite.url).code == 0)
        let vault = try E2E.state(laptop).vault
        #expect(try sqlite.stop() == 0)

        let database = try IntegrationPostgres.makeDatabase()
        let copied = try RelayProcess.run(["copy", "--data", sqlite.data], environment: ["TEND_RELAY_DATABASE": database])
        #expect(copied.status == 0, "\(copied.err)")
        #expect(copied.out.hasPrefix("Copied 1 vault ("), "\(copied.out)")
        #expect(copied.out.contains(" and 0 invitations from \(sqlite.data)/relay.sqlite to \(database).\n"), "\(copied.out)")

        let postgres = RelayProcess(database: database)
        try postgres.start()
        let joined = desktop.run("sync", "join", "--relay", postgres.url, "--vault", vault.description)
        #expect(joined.code == 0, "\(joined)")
        #expect(joined.out.contains("Received 1 change."), "\(joined.out)")
        try E2E.expectConverged(laptop, desktop, changes: 1)
        try postgres.stop()
    }

    @Test("copy refuses a folder without relay.sqlite, a missing database, and a database that holds vaults; nothing is written")
    func refusals() throws {
        let database = try IntegrationPostgres.makeDatabase()
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("tend-relay-copy-" + UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let noFile = try RelayProcess.run(["copy", "--data", empty, "--database", database])
        #expect(noFile.status == 64 && noFile.err.contains("--data \(empty) holds no relay.sqlite"), "\(noFile.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: empty).isEmpty, "no relay.sqlite made")
        #expect(try IntegrationPostgres.psql("SELECT to_regclass('vaults') IS NULL", on: database) == "t", "the database untouched")

        let relay = RelayProcess()
        try relay.start()
        let (laptop, _) = E2E.devices(seeds: (0xC1C0, 0xD1D0))
        try E2E.line(laptop, "l1", "One change")
        #expect(laptop.run("sync", "init", "--relay", relay.url).code == 0)
        try relay.stop()
        let noDatabase = try RelayProcess.run(["copy", "--data", relay.data], environment: ["TEND_RELAY_DATABASE": ""])
        #expect(noDatabase.status == 64 && noDatabase.err.contains("Give --database URL (or TEND_RELAY_DATABASE)"), "\(noDatabase.err)")

        #expect(try RelayProcess.run(["copy", "--data", relay.data, "--database", database]).status == 0)
        let again = try RelayProcess.run(["copy", "--data", relay.data, "--database", database])
        #expect(again.status == 1 && again.err.contains("the database already holds 1 vault(s) and 0 invitation(s)"), "\(again.err)")
        #expect(try IntegrationPostgres.psql("SELECT COUNT(*) FROM segments", on: database) == "1", "the first copy only")
    }
}
