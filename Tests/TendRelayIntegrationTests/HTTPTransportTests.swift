import Foundation
import Testing
import TendKernel
import TendSync

/// `HTTPTransport` against a real relay process: the transport rules and every refusal mapped to its
/// `SyncError`.
@Suite("HTTP transport against tend-relay", .serialized)
struct HTTPTransportTests {
    static let vault = VaultID(bytes: Array(repeating: 0x42, count: 16))!
    static let key = VaultKey(vault: vault, bytes: Array(0..<32))!
    static let device = DeviceID("00000000000000d1")!

    @Test("the transport rules, limits and refusals over HTTP")
    func rules() throws {
        let relay = RelayProcess(arguments: ["--max-segment-bytes", "64", "--max-vault-bytes", "400", "--requests-per-minute", "0"])
        try relay.start()
        defer { _ = try? relay.stop() }
        let url = URL(string: relay.url)!
        let t = HTTPTransport(relay: url, vault: Self.vault, key: Self.key)
        let d = Self.device

        #expect(try HTTPTransport(relay: url, vault: Self.vault, key: nil).readVault() == nil)
        #expect(throws: SyncError.relayDenied(location: relay.url)) { try t.heads() }
        try t.writeVault(Data("{\"v\":1}".utf8), replacing: false)
        try t.writeVault(Data("{\"v\":1}".utf8), replacing: false)
        #expect(throws: SyncError.vaultExists(location: relay.url)) { try t.writeVault(Data("{\"v\":2}".utf8), replacing: false) }
        try t.writeVault(Data("{\"v\":3}".utf8), replacing: true)
        #expect(try HTTPTransport(relay: url, vault: Self.vault, key: nil).readVault() == Data("{\"v\":3}".utf8))

        #expect(try t.putSegment([1, 2], device: d, seq: 1) == .created)
        #expect(try t.putSegment([1, 2], device: d, seq: 1) == .alreadyPresent)
        #expect(throws: SyncError.deviceClash(device: d, seq: 1)) { try t.putSegment([3], device: d, seq: 1) }
        for n in 2...5 { try t.putSegment([UInt8(n)], device: d, seq: UInt64(n)) }
        #expect(try t.heads() == VersionVector([d: 5]))
        #expect(try t.segments(device: d, after: 1, limit: 3).map(\.seq) == [2, 3, 4])
        #expect(try t.segments(device: d, after: 0, limit: 100).map(\.data) == [[1, 2], [2], [3], [4], [5]])

        let snap = SnapshotID(device: d, total: 5)
        try t.putSnapshot([9, 9], id: snap)
        #expect(throws: SyncError.deviceClash(device: d, seq: 5)) { try t.putSnapshot([8], id: snap) }
        #expect(try t.snapshots() == [snap])
        #expect(try t.snapshot(snap) == [9, 9])
        try t.putCursor([7], device: d)
        #expect(try t.cursors() == [d: [7]])
        try t.removeSegments(device: d, through: 3)
        #expect(try t.segments(device: d, after: 0, limit: 10).map(\.seq) == [4, 5])
        try t.removeSnapshot(snap)
        #expect(try t.snapshot(snap) == nil)

        #expect(throws: SyncError.relayRefused(location: relay.url, status: 413,
                                               message: "the body is larger than this relay accepts (64 bytes)")) {
            try t.putSegment([UInt8](repeating: 0, count: 65), device: d, seq: 6)
        }
        for n in 6...11 { try t.putSegment([UInt8](repeating: UInt8(n), count: 60), device: d, seq: UInt64(n)) }
        #expect(throws: SyncError.relayRefused(location: relay.url, status: 507, message: "the vault would pass this relay's limit of 400 bytes")) {
            try t.putSegment([UInt8](repeating: 1, count: 60), device: d, seq: 12)
        }
        let other = HTTPTransport(relay: url, vault: Self.vault, key: VaultKey(vault: Self.vault, bytes: Array(100..<132))!)
        #expect(throws: SyncError.relayDenied(location: relay.url)) { try other.segments(device: d, after: 0, limit: 1) }

        try relay.stop()
        #expect {
            try t.heads()
        } throws: { error in
            if case SyncError.unreachable(let location, _) = error { return location == relay.url }
            return false
        }
    }

    @Test("429 is waited out within the budget, else refused")
    func rateLimited() throws {
        let relay = RelayProcess(arguments: ["--requests-per-minute", "60"])
        try relay.start()
        defer { _ = try? relay.stop() }
        let url = URL(string: relay.url)!
        let impatient = HTTPTransport(relay: url, vault: Self.vault, key: Self.key, rateLimitWait: 0)
        try impatient.writeVault(Data("{}".utf8), replacing: false)
        var refused: SyncError?
        for _ in 0..<70 {
            do { _ = try impatient.heads() } catch let e as SyncError {
                refused = e
                break
            }
        }
        guard case .relayRefused(_, 429, _)? = refused else {
            Issue.record("expected a 429, got \(String(describing: refused))")
            return
        }
        let patient = HTTPTransport(relay: url, vault: Self.vault, key: Self.key, rateLimitWait: 5)
        #expect(try patient.heads() == VersionVector(), "a second later the bucket has a token again")
    }

    @Test("relay addresses: http(s) with a host, normalised without a trailing slash")
    func relayURL() {
        #expect(HTTPTransport.relayURL("https://relay.example.org/")?.absoluteString == "https://relay.example.org")
        #expect(HTTPTransport.relayURL("http://127.0.0.1:8080/tend//")?.absoluteString == "http://127.0.0.1:8080/tend")
        for bad in ["ftp://x", "relay.example.org", "https://", "https://x?y=1", "https://u@x"] {
            #expect(HTTPTransport.relayURL(bad) == nil, "\(bad)")
        }
    }

    @Test("the token is derived from the key under its own label: stable, per vault, and not the key id")
    func token() {
        let t = HTTPTransport.token(for: Self.key)
        #expect(t.count == 64)
        #expect(t == HTTPTransport.token(for: VaultKey(vault: Self.vault, bytes: Array(0..<32))!))
        #expect(t != HTTPTransport.token(for: VaultKey(vault: VaultID(bytes: Array(repeating: 1, count: 16))!, bytes: Array(0..<32))!))
        #expect(!t.contains(Self.key.id.description))
    }
}
