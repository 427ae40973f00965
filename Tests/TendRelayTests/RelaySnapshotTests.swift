import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import TendRelay

extension RelayConformanceTests {
    /// Snapshots (listed, stored once, read, removed) and cursors (replaced, listed).
    @Suite("relay: snapshots and cursors")
    struct RelaySnapshotTests {
        let v = TestVault(5)
        let d = TestVault.deviceA, e = TestVault.deviceB

        @Test("snapshots: 201, the same 200, other bytes 409, listed in canonical form, read, 404 when gone, removed with 204", arguments: RelayBackend.allCases)
        func snapshots(_ backend: RelayBackend) async throws {
            let (v, d, e) = (v, d, e)
            try await RelayFixture(backend).test { client in
                _ = try await client.create(v)
                let id = "\(d)-0000000012"
                #expect(try await client.call(.get, v.base + "/snapshots", v.auth).json["snapshots"] as? [String] == [])
                #expect(try await client.call(.put, v.base + "/snapshots/\(id)", v.auth, body: [1, 2]).status == .created)
                #expect(try await client.call(.put, v.base + "/snapshots/\(d)-12", v.auth, body: [1, 2]).status == .ok, "12 and 0000000012 are one id")
                #expect(try await client.call(.put, v.base + "/snapshots/\(id)", v.auth, body: [3]).status == .conflict)
                _ = try await client.call(.put, v.base + "/snapshots/\(e)-3", v.auth, body: [4])
                #expect(try await client.call(.get, v.base + "/snapshots", v.auth).json["snapshots"] as? [String] == [id, "\(e)-0000000003"])
                let got = try await client.call(.get, v.base + "/snapshots/\(id)", v.auth)
                #expect(got.status == .ok)
                #expect(got.bytes == [1, 2])
                #expect(got.headers[.contentType] == "application/octet-stream")
                #expect(try await client.call(.delete, v.base + "/snapshots/\(id)", v.auth).status == .noContent)
                #expect(try await client.call(.delete, v.base + "/snapshots/\(id)", v.auth).status == .noContent)
                let gone = try await client.call(.get, v.base + "/snapshots/\(id)", v.auth)
                #expect(gone.status == .notFound)
                #expect(gone.errorCode == "not-found")
                for bad in ["\(d)", "\(d)-0", "\(d)-x", "XYZ-1", "\(d)-1-2"] {
                    #expect(try await client.call(.put, v.base + "/snapshots/\(bad)", v.auth, body: [1]).status == .badRequest, "\(bad)")
                }
            }
        }

        @Test("snapshots have their own size limit (413), separate from segments", arguments: RelayBackend.allCases)
        func snapshotLimit(_ backend: RelayBackend) async throws {
            let (v, d) = (v, d)
            try await RelayFixture(backend, limits: RelayLimits(maxSegmentBytes: 10, maxSnapshotBytes: 20)).test { client in
                _ = try await client.call(.put, v.base, v.auth, body: [UInt8]("{}".utf8))
                #expect(try await client.call(.put, v.base + "/snapshots/\(d)-1", v.auth, body: [UInt8](repeating: 0, count: 20)).status == .created)
                #expect(try await client.call(.put, v.base + "/snapshots/\(d)-2", v.auth, body: [UInt8](repeating: 0, count: 21)).status == .contentTooLarge)
                #expect(try await client.call(.put, v.base + "/devices/\(d)/segments/1", v.auth, body: [UInt8](repeating: 0, count: 11)).status == .contentTooLarge)
                #expect(try await client.call(.get, v.base + "/snapshots", v.auth).json["snapshots"] as? [String] == ["\(d)-0000000001"])
            }
        }

        @Test("a device's cursor is replaced; all cursors are listed as base64", arguments: RelayBackend.allCases)
        func cursors(_ backend: RelayBackend) async throws {
            let (v, d, e) = (v, d, e)
            try await RelayFixture(backend).test { client in
                _ = try await client.create(v)
                #expect(try await client.call(.put, v.base + "/cursors/\(d)", v.auth, body: [1]).status == .ok)
                #expect(try await client.call(.put, v.base + "/cursors/\(d)", v.auth, body: [2, 2]).status == .ok)
                #expect(try await client.call(.put, v.base + "/cursors/\(e)", v.auth, body: [3]).status == .ok)
                #expect(try await client.call(.put, v.base + "/cursors/nothex", v.auth, body: [3]).status == .badRequest)
                let all = try await client.call(.get, v.base + "/cursors", v.auth).json["cursors"] as? [String: String]
                #expect(all == [d: Data([2, 2]).base64EncodedString(), e: Data([3]).base64EncodedString()])
            }
        }

        @Test("a vault's audit counts its descriptor, segments, snapshots and cursors, and agrees with its recorded size",
              arguments: RelayBackend.allCases)
        func audit(_ backend: RelayBackend) async throws {
            let (v, d) = (v, d)
            let fixture = try await RelayFixture(backend)
            let store = fixture.storage
            #expect(try await store.createVault(v.id, tokenHash: v.tokenHash, descriptor: v.descriptor, maxVaults: 0, admission: .open) == .created)
            #expect(try await store.putSegment(v.id, device: d, seq: 1, [1, 2, 3, 4, 5], maxVaultBytes: 0) == .created)
            #expect(try await store.putSnapshot(v.id, id: "\(d)-0000000001", [6, 6, 6, 6, 6, 6, 6], maxVaultBytes: 0) == .created)
            #expect(try await store.putCursor(v.id, device: d, [7, 7], maxVaultBytes: 0) == .created)
            let audit = try #require(try await store.auditBytes(v.id))
            let expected = Int64(v.descriptor.count + 5 + 7 + 2)
            #expect(audit.recorded == expected)
            #expect(audit.counted == expected, "the snapshot's 7 bytes counted")
        }
    }
}
