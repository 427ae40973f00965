import Foundation
import Testing
import TendEngine
import TendKernel
import TendSync
import TendCLITesting
import TendTesting

/// Two stores syncing through a real `tend-relay` process on loopback, with `tend` run in process:
/// init, join, sync both ways, the relay killed and restarted, writes while it is down — nothing
/// lost, nothing duplicated.
@Suite("tend sync through tend-relay", .serialized)
struct RelaySyncEndToEndTests {
    static let env = ["TEND_PASSPHRASE": "correct horse battery", "TEND_SYNC_SCRYPT": "14,8,1"]

    static func line(_ h: TendHarness, _ id: String, _ text: String) throws {
        try h.openStore().write(ChangeIntent(action: "five.add")) { _ in
            [.create(Entry(id: id, tracker: "five", day: Day(iso: "2026-11-21")!, value: .text(text), position: id, created: h.clock.now()))]
        }
    }

    static func state(_ h: TendHarness) throws -> SyncState {
        try LocalSyncFiles(storePath: h.storePath, configDirectory: h.directory + "/config/tend").loadState()
    }

    /// A laptop (08:00) and a desktop (09:00) with the passphrase in their environment.
    static func devices(seeds: (UInt64, UInt64)) -> (laptop: TendHarness, desktop: TendHarness) {
        let laptop = TendHarness(now: "2026-11-21T08:00", ids: SequentialIDs(seed: seeds.0))
        let desktop = TendHarness(now: "2026-11-21T09:00", ids: SequentialIDs(seed: seeds.1))
        laptop.environment.merge(env) { _, b in b }
        desktop.environment.merge(env) { _, b in b }
        return (laptop, desktop)
    }

    /// The two stores hold the same state and history, and each holds `changes` changes, every one once.
    static func expectConverged(_ laptop: TendHarness, _ desktop: TendHarness, changes: Int) throws {
        let l = try laptop.openStore(), d = try desktop.openStore()
        #expect(try l.stateDigest() == d.stateDigest())
        #expect(try l.historyDigest() == d.historyDigest())
        for store in [l, d] {
            let all = try store.changes(ChangeQuery(newestFirst: false))
            #expect(all.count == changes)
            #expect(Set(all.map(\.id)).count == all.count)
        }
    }

    static func key(_ h: TendHarness) throws -> VaultKey {
        let s = try state(h)
        return try LocalSyncFiles(storePath: h.storePath, configDirectory: h.directory + "/config/tend").loadKey(vault: s.vault, keyID: s.keyID, device: s.device)
    }

    @Test("init, join, sync both ways across a crash and a graceful restart of the relay: the stores converge, every change once")
    func endToEnd() throws {
        let relay = RelayProcess(arguments: ["--requests-per-minute", "0"])
        try relay.start()
        let (laptop, desktop) = Self.devices(seeds: (0xA1A1, 0xB2B2))

        try Self.line(laptop, "l1", "Fixed the bike")
        try Self.line(laptop, "l2", "Read a chapter")
        let initialised = laptop.run("sync", "init", "--relay", relay.url)
        #expect(initialised.code == 0, "\(initialised)")
        let vault = try Self.state(laptop).vault
        #expect(initialised.out == """
            Sync is set up: vault \(vault) on the relay \(relay.url).
            Sent 2 changes.
            On your other devices run: tend sync join --relay \(relay.url) --vault \(vault)

            """)
        let status = laptop.run("sync", "status", "--json")
        let json = try JSONSerialization.jsonObject(with: Data(status.out.utf8)) as? [String: Any]
        #expect(json?["vault"] as? String == vault.description)
        #expect(json?["relay"] as? String == relay.url)
        #expect(json?["reachable"] as? Bool == true)

        try Self.line(desktop, "d1", "Called grandma")
        let joined = desktop.run("sync", "join", "--relay", relay.url, "--vault", vault.description)
        #expect(joined.code == 0, "\(joined)")
        #expect(joined.out == "Joined vault \(vault.short) on the relay \(relay.url).\nReceived 2 changes.\nSent 1 change.\n")
        #expect(try desktop.openStore().entry(id: "l1")?.value == .text("Fixed the bike"))

        // A crash of the relay right after it answered: what it acknowledged is still there.
        try relay.stop(graceful: false)
        try Self.line(laptop, "l3", "Written while the relay was down")
        let down = laptop.run("sync")
        #expect(down.code == 69, "\(down)")
        #expect(down.err.contains("Can't reach the relay \(relay.url)"), "\(down.err)")
        try relay.start()
        laptop.now = "2026-11-21T10:00"
        let synced = laptop.run("sync")
        #expect(synced.code == 0, "\(synced)")
        #expect(synced.out == "Synced with \(relay.url): sent 1 change, received 1 change.\n")

        // A graceful restart between the desktop's writes.
        try Self.line(desktop, "d2", "Walked the dog")
        #expect(desktop.run("sync").code == 0)
        #expect(try relay.stop(graceful: true) == 0)
        #expect(relay.log.contains("\"message\":\"stopped\""))
        try relay.start()
        try Self.line(desktop, "d3", "Planted tulips")
        desktop.now = "2026-11-21T11:00"
        #expect(desktop.run("sync").code == 0)
        laptop.now = "2026-11-21T12:00"
        #expect(laptop.run("sync").code == 0)
        #expect(laptop.run("sync").out == "Up to date with \(relay.url).\n")
        #expect(desktop.run("sync").out == "Up to date with \(relay.url).\n")

        // Every change exactly once in each store, and on the relay each device's segments 1…n once.
        try Self.expectConverged(laptop, desktop, changes: 6)
        let l = try laptop.openStore(), d = try desktop.openStore()
        for id in ["l1", "l2", "l3", "d1", "d2", "d3"] {
            #expect(try l.entry(id: id) != nil && d.entry(id: id) != nil, "\(id)")
        }
        let transport = HTTPTransport(relay: URL(string: relay.url)!, vault: vault, key: try Self.key(laptop))
        let heads = try transport.heads()
        for device in [l.device, d.device] {
            let segments = try transport.segments(device: device, after: 0, limit: 1000)
            #expect(segments.map(\.seq) == Array(1...heads[device]), "\(device)")
        }
        #expect(heads[l.device] == 2 && heads[d.device] == 3)
        try relay.stop()
    }

    @Test("autosync through the relay: a read pulls first, a write is pushed in the same command; the relay down is only a warning")
    func autosync() throws {
        let relay = RelayProcess(arguments: ["--requests-per-minute", "0"])
        try relay.start()
        let laptop = TendHarness(now: "2026-11-21T08:00", ids: SequentialIDs(seed: 0xA3A3))
        let desktop = TendHarness(now: "2026-11-21T09:00", ids: SequentialIDs(seed: 0xB4B4))
        laptop.environment.merge(Self.env) { _, b in b }
        desktop.environment.merge(Self.env) { _, b in b }
        #expect(laptop.run("sync", "init", "--relay", relay.url).code == 0)
        let vault = try Self.state(laptop).vault
        #expect(desktop.run("sync", "join", "--relay", relay.url, "--vault", vault.description).code == 0)
        #expect(desktop.run("sync", "autosync", "on").code == 0)

        try Self.line(laptop, "l1", "from the laptop")
        #expect(laptop.run("sync").code == 0)
        let history = desktop.run("history", "--json")
        #expect(history.code == 0, "\(history)")
        #expect(history.out.contains("five.add"), "pulled before reading")
        try Self.line(desktop, "d1", "from the desktop")
        #expect(desktop.run("undo").code == 0)
        #expect(desktop.run("sync", "status", "--json").out.contains("\"unsent\" : 0"))
        #expect(laptop.run("sync").out.contains("received 2 changes"))

        try relay.stop()
        try Self.line(desktop, "d2", "while the relay is away")
        let away = desktop.run("undo")
        #expect(away.code == 0, "the command's own work stands: \(away)")
        #expect(away.err.contains("tend: autosync: Can't reach the relay \(relay.url)"), "\(away.err)")
    }
}
