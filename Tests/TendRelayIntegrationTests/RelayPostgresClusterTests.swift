import Foundation
import Testing
import TendEngine
import TendKernel
import TendSync
import TendCLITesting
import TendTesting
#if canImport(Glibc)
import Glibc
#endif

/// Two real `tend-relay` processes on one PostgreSQL database (a fresh one on the cluster of
/// `TEND_TEST_POSTGRES_URL`), as behind a load balancer: devices syncing through different relays
/// converge; a relay killed with SIGKILL mid-upload loses nothing acknowledged and leaves nothing
/// half-written, and the other keeps serving.
@Suite("tend-relay: two processes on one PostgreSQL database", .serialized)
struct RelayPostgresClusterTests {
    typealias E2E = RelaySyncEndToEndTests
    static let unlimited = ["--requests-per-minute", "0", "--max-vault-bytes", "0"]

    /// Two relays on a new database, started.
    static func pair() throws -> (RelayProcess, RelayProcess, database: String) {
        let database = try IntegrationPostgres.makeDatabase()
        let a = RelayProcess(arguments: unlimited, database: database), b = RelayProcess(arguments: unlimited, database: database)
        try a.start()
        try b.start()
        return (a, b, database)
    }

    /// The vault's recorded size against the sum of what it holds, read from the database: `t` when equal.
    static func sizesAgree(_ database: String) throws -> String {
        try IntegrationPostgres.psql("""
            SELECT bool_and(bytes = octet_length(descriptor)
                + (SELECT COALESCE(SUM(octet_length(data)), 0) FROM segments WHERE segments.vault = vaults.id)
                + (SELECT COALESCE(SUM(octet_length(data)), 0) FROM snapshots WHERE snapshots.vault = vaults.id)
                + (SELECT COALESCE(SUM(octet_length(data)), 0) FROM cursors WHERE cursors.vault = vaults.id)) FROM vaults
            """, on: database)
    }

    @Test("a laptop syncing through one relay and a desktop through the other converge, every change once")
    func converge() throws {
        let (a, b, database) = try Self.pair()
        let (laptop, desktop) = E2E.devices(seeds: (0xC1C1, 0xD2D2))
        try E2E.line(laptop, "l1", "Fixed the bike")
        #expect(laptop.run("sync", "init", "--relay", a.url).code == 0)
        let vault = try E2E.state(laptop).vault
        try E2E.line(desktop, "d1", "Called grandma")
        let joined = desktop.run("sync", "join", "--relay", b.url, "--vault", vault.description)
        #expect(joined.code == 0, "\(joined)")
        #expect(joined.out.contains("Received 1 change."), "written through a, read through b: \(joined.out)")

        for round in 0..<3 {
            try E2E.line(laptop, "l\(round + 2)", "laptop, round \(round)")
            try E2E.line(desktop, "d\(round + 2)", "desktop, round \(round)")
            laptop.now = "2026-11-21T1\(round):10"
            desktop.now = "2026-11-21T1\(round):20"
            #expect(laptop.run("sync").code == 0)
            #expect(desktop.run("sync").code == 0)
        }
        laptop.now = "2026-11-21T15:00"
        #expect(laptop.run("sync").code == 0)
        #expect(laptop.run("sync").out == "Up to date with \(a.url).\n")
        #expect(desktop.run("sync").out == "Up to date with \(b.url).\n")

        try E2E.expectConverged(laptop, desktop, changes: 8)
        let l = try laptop.openStore(), d = try desktop.openStore()
        let key = try E2E.key(laptop)
        let throughA = try HTTPTransport(relay: URL(string: a.url)!, vault: vault, key: key).inventory()
        let throughB = try HTTPTransport(relay: URL(string: b.url)!, vault: vault, key: key).inventory()
        #expect(throughA == throughB)
        #expect(throughA.numbers[l.device] == Array(1...4) && throughA.numbers[d.device] == Array(1...4))
        #expect(try Self.sizesAgree(database) == "t")
        try a.stop()
        try b.stop()
    }

    @Test("one relay killed (SIGKILL) mid-upload: every acknowledged segment is there, nothing half-written, the other relay serves on")
    func killMidUpload() throws {
        let (a, b, database) = try Self.pair()
        // Devices of one vault: the laptop through a (which dies), the desktop through b.
        let (laptop, desktop) = E2E.devices(seeds: (0xE3E3, 0xF4F4))
        try E2E.line(laptop, "l1", "before the crash")
        #expect(laptop.run("sync", "init", "--relay", a.url).code == 0)
        let vault = try E2E.state(laptop).vault
        #expect(desktop.run("sync", "join", "--relay", b.url, "--vault", vault.description).code == 0)

        // A load vault of raw segments (256 KiB each, bytes known from the number) pushed to a in a loop.
        let raw = try #require(VaultID(bytes: (0..<16).map { _ in UInt8.random(in: 0...255) }))
        let rawKey = try #require(VaultKey(vault: raw, bytes: (0..<32).map { _ in UInt8.random(in: 0...255) }))
        let device = DeviceID("00000000000000aa")!
        let payload: @Sendable (UInt64) -> [UInt8] = { seq in (0..<(256 << 10)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ Int(seq) &* 7) } }
        try HTTPTransport(relay: URL(string: a.url)!, vault: raw, key: rawKey).writeVault(Data("{\"raw\":true}".utf8), replacing: false)
        let acknowledged = Shared<[UInt64]>([])
        let attempted = Shared<UInt64>(0)
        let finished = Shared<Bool>(false)
        let relayA = a.url
        let uploader = Thread {
            let toA = HTTPTransport(relay: URL(string: relayA)!, vault: raw, key: rawKey, timeout: 10)
            var seq: UInt64 = 0
            while true {
                seq += 1
                attempted.withLock { $0 = seq }
                guard (try? toA.putSegment(payload(seq), device: device, seq: seq)) == .created else { break }
                acknowledged.withLock { $0.append(seq) }
            }
            finished.withLock { $0 = true }
        }
        uploader.start()
        let half = try HalfUpload(port: a.port, path: "/v1/vaults/\(raw.description)/devices/\(device.raw)/segments/999999",
                                  token: HTTPTransport.token(for: rawKey), length: 4 << 20, sent: 1 << 20)
        let deadline = Date().addingTimeInterval(60)
        while acknowledged.current.count < 12 && Date() < deadline { usleep(10_000) }
        try a.stop(graceful: false)
        while !finished.current && Date() < deadline { usleep(10_000) }
        withExtendedLifetime(half) {}
        #expect(finished.current, "the uploader saw the relay die")
        let acked = acknowledged.current, tried = attempted.current
        #expect(acked.count >= 12, "the uploader got going: \(acked.count)")

        // Through b: every acknowledged segment with its bytes; at most the one in flight besides; never the half upload.
        let toB = HTTPTransport(relay: URL(string: b.url)!, vault: raw, key: rawKey)
        let stored = try toB.inventory().numbers[device] ?? []
        #expect(Array(stored.prefix(acked.count)) == acked, "every acknowledged segment is there")
        #expect(stored.count <= acked.count + 1 && (stored.count == acked.count || stored.last == tried), "\(stored.suffix(3)) after \(acked.count)")
        for s in try toB.segments(device: device, after: 0, limit: 10_000) { #expect(s.data == payload(s.seq), "segment \(s.seq) is whole") }
        #expect(!stored.contains(999_999), "the half-sent upload left nothing")
        #expect(try Self.sizesAgree(database) == "t", "every vault's recorded size is what it holds")

        // The survivor serves: the next segment, the interrupted upload retried, and the desktop's sync.
        #expect(try toB.putSegment(payload(tried + 1), device: device, seq: tried + 1) == .created)
        #expect(try toB.putSegment([UInt8](repeating: 0x5A, count: 4 << 20), device: device, seq: 999_999) == .created)
        try E2E.line(desktop, "d1", "after the crash")
        desktop.now = "2026-11-21T10:00"
        let synced = desktop.run("sync")
        #expect(synced.code == 0, "\(synced)")
        #expect(synced.out.contains("sent 1 change"), "\(synced.out)")

        // The killed relay started again on the same database: the laptop catches up through it.
        try a.start()
        laptop.now = "2026-11-21T11:00"
        let caught = laptop.run("sync")
        #expect(caught.code == 0, "\(caught)")
        try E2E.expectConverged(laptop, desktop, changes: 2)
        #expect(try Self.sizesAgree(database) == "t")
        try a.stop()
        try b.stop()
    }

    @Test("TEND_RELAY_DATABASE names the database for every subcommand; --data with --database, neither, or a bad timeout is refused")
    func storageOptions() throws {
        let database = try IntegrationPostgres.makeDatabase()
        let invited = try RelayProcess.run(["invite", "--uses", "1"], environment: ["TEND_RELAY_DATABASE": database])
        #expect(invited.status == 0, "\(invited.err)")
        let code = invited.out.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try IntegrationPostgres.psql("SELECT uses_left FROM invitations", on: database) == "1", "stored in the database")

        let relay = RelayProcess(arguments: Self.unlimited, open: false, database: database)
        try relay.start()
        let (laptop, _) = E2E.devices(seeds: (0xA7A7, 0xB8B8))
        let initialised = laptop.run("sync", "init", "--relay", relay.url, "--invite", code)
        #expect(initialised.code == 0, "the invitation made through the variable works on the relay: \(initialised)")
        try relay.stop()

        let both = try RelayProcess.run(["invite", "--data", "/tmp/unused", "--database", database])
        #expect(both.status == 64 && both.err.contains("--data and --database go alone: give one."), "\(both.err)")
        let neither = try RelayProcess.run(["invite"], environment: ["TEND_RELAY_DATABASE": ""])
        #expect(neither.status == 64 && neither.err.contains("Give --data DIR (SQLite, one relay) or --database URL"), "\(neither.err)")
        let malformed = try RelayProcess.run(["--database", "postgres://:secret@/"])
        #expect(malformed.status == 64 && malformed.err.contains("--database: no user") && !malformed.err.contains("secret"), "\(malformed.err)")
        let timeout = try RelayProcess.run(["--database", database, "--database-timeout", "0"])
        #expect(timeout.status == 64 && timeout.err.contains("--database-timeout must be from 1 to 300 seconds."), "\(timeout.err)")
    }
}
