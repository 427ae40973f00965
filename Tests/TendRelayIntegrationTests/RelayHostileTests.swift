import Foundation
import Testing
import TendEngine
import TendKernel
import TendSync
import TendCLITesting
import TendTesting
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A real relay with its default limits, and requests a holder of the token could send: a change of
/// 100,000 entries still leaves the device, and junk at huge numbers or at a device's next number
/// neither crashes nor stalls anyone.
@Suite("hostile requests and large changes through tend-relay", .serialized)
struct RelayHostileTests {
    typealias E2E = RelaySyncEndToEndTests

    /// Sends one request with the vault's token and returns its status.
    static func put(_ url: String, _ body: [UInt8], token: String) throws -> Int {
        RawCall("PUT", url, token: token, body: body).status
    }

    @Test("a change of 100,000 entries syncs through a relay with its default limits, in segments under its size limit")
    func hundredThousand() throws {
        let relay = RelayProcess()
        try relay.start()
        let laptop = TendHarness(now: "2026-11-21T08:00", ids: SequentialIDs(seed: 0xA1A1))
        let desktop = TendHarness(now: "2026-11-21T09:00", ids: SequentialIDs(seed: 0xB2B2))
        laptop.environment.merge(E2E.env) { _, b in b }
        desktop.environment.merge(E2E.env) { _, b in b }
        let start = Day(iso: "2026-11-21")!
        try laptop.openStore().write(ChangeIntent(action: "import", detail: "100000", source: "import")) { _ in
            (0..<100_000).map { i in
                .create(Entry(id: "g\(i)", tracker: "gratitude", day: start.adding(days: -(i / 3)),
                              value: .text("Grateful for the morning light number \(i), and tea"), position: "a\(i % 3)",
                              created: laptop.clock.now()))
            }
        }
        let initialised = laptop.run("sync", "init", "--relay", relay.url)
        #expect(initialised.code == 0, "\(initialised)")
        #expect(initialised.out.contains("Sent 1 change."))
        let vault = try E2E.state(laptop).vault
        let segments = try HTTPTransport(relay: URL(string: relay.url)!, vault: vault, key: try E2E.key(laptop))
            .segments(device: try laptop.openStore().device, after: 0, limit: 1000)
        #expect(segments.count >= 20, "the change travels in parts: \(segments.count) segments")
        #expect(segments.allSatisfy { $0.data.count <= 16 << 20 })
        let joined = desktop.run("sync", "join", "--relay", relay.url, "--vault", vault.description)
        #expect(joined.code == 0, "\(joined)")
        #expect(joined.out.contains("Received 1 change."), "\(joined.out)")
        #expect(try desktop.openStore().entries(EntryQuery(tracker: "gratitude")).count == 100_000)
        #expect(try desktop.openStore().changes(ChangeQuery(device: try laptop.openStore().device)).count == 1)
        #expect(laptop.run("sync").code == 0)
        #expect(try laptop.digest() == (try desktop.digest()))
        try relay.stop(graceful: true)
    }

    @Test("junk put with the token at huge numbers and at a device's next number: every device syncs on and names it")
    func junk() throws {
        let relay = RelayProcess()
        try relay.start()
        let laptop = TendHarness(now: "2026-11-21T08:00", ids: SequentialIDs(seed: 0xA1A1))
        let desktop = TendHarness(now: "2026-11-21T09:00", ids: SequentialIDs(seed: 0xB2B2))
        laptop.environment.merge(E2E.env) { _, b in b }
        desktop.environment.merge(E2E.env) { _, b in b }
        try E2E.line(laptop, "l1", "one")
        #expect(laptop.run("sync", "init", "--relay", relay.url).code == 0)
        let vault = try E2E.state(laptop).vault
        #expect(desktop.run("sync", "join", "--relay", relay.url, "--vault", vault.description).code == 0)
        let token = HTTPTransport.token(for: try E2E.key(laptop))
        let me = try laptop.openStore().device
        let base = relay.url + "/v1/vaults/\(vault)"
        let junk = Array("not a segment of this vault, but the relay can't tell".utf8)
        #expect(try Self.put(base + "/devices/\(me.raw)/segments/9223372036854775807", junk, token: token) == 201)
        #expect(try Self.put(base + "/devices/d00000000000000f/segments/9223372036854775806", junk, token: token) == 201)
        #expect(try Self.put(base + "/devices/\(me.raw)/segments/2", junk, token: token) == 201)
        #expect(try Self.put(base + "/snapshots/\(me.raw)-9223372036854775807", junk, token: token) == 201)
        try E2E.line(laptop, "l2", "two")
        let pushed = laptop.run("sync")
        #expect(pushed.code == 0, "\(pushed)")
        #expect(pushed.err.contains("Ignored devices/\(me.raw)/0000000002 in the relay"), "\(pushed.err)")
        for h in [desktop, laptop, desktop] {
            let r = h.run("sync")
            #expect(r.code == 0, "\(r)")
            #expect(r.err.contains("Ignored devices/\(me.raw)/segments/9223372036854775807 in the relay"), "\(r.err)")
        }
        #expect(try desktop.openStore().entry(id: "l2")?.value == .text("two"))
        #expect(try laptop.digest() == (try desktop.digest()))
        for args in [["doctor"], ["sync", "status"], ["sync", "devices"]] {
            #expect(desktop.run(args).code == 0, "\(args)")
        }
        try relay.stop(graceful: true)
    }
}
