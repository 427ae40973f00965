import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import TendRelay

extension RelayConformanceTests {
    /// Segments: put once (201 / 200 / 409), heads, pages, removal, and the limits (413, 429, 507).
    @Suite("relay: segments and limits")
    struct RelaySegmentTests {
        let v = TestVault(3)
        let d = TestVault.deviceA, e = TestVault.deviceB

        @Test("a segment is stored once: 201, the same body 200, another body 409 and the first stays", arguments: RelayBackend.allCases)
        func putOnce(_ backend: RelayBackend) async throws {
            let (v, d) = (v, d)
            try await RelayFixture(backend).test { client in
                _ = try await client.create(v)
                let path = v.base + "/devices/\(d)/segments/1"
                #expect(try await client.call(.put, path, v.auth, body: [1, 2, 3]).status == .created)
                #expect(try await client.call(.put, path, v.auth, body: [1, 2, 3]).status == .ok)
                let clash = try await client.call(.put, path, v.auth, body: [9])
                #expect(clash.status == .conflict)
                #expect(clash.errorCode == "conflict")
                let page = RelayPage(try await client.call(.get, v.base + "/devices/\(d)/segments", v.auth))
                #expect(page.segments.map(\.data) == [[1, 2, 3]])
            }
        }

        @Test("heads answer each device's highest number, numbers every stored one; pages come in order after a number, with more", arguments: RelayBackend.allCases)
        func headsAndPages(_ backend: RelayBackend) async throws {
            let (v, d, e) = (v, d, e)
            try await RelayFixture(backend).test { client in
                _ = try await client.create(v)
                #expect(try await client.call(.get, v.base + "/heads", v.auth).json["heads"] as? [String: Int] == [:])
                for n in [3, 1, 2, 7] {
                    #expect(try await client.call(.put, v.base + "/devices/\(d)/segments/\(n)", v.auth, body: [UInt8(n)]).status == .created)
                }
                _ = try await client.call(.put, v.base + "/devices/\(e)/segments/1", v.auth, body: [42])
                #expect(try await client.call(.get, v.base + "/heads", v.auth).json["heads"] as? [String: Int] == [d: 7, e: 1])
                #expect(try await client.call(.get, v.base + "/numbers", v.auth).json["numbers"] as? [String: [Int]] == [d: [1, 2, 3, 7], e: [1]])
                let first = RelayPage(try await client.call(.get, v.base + "/devices/\(d)/segments?after=0&limit=2", v.auth))
                #expect(first.segments.map(\.seq) == [1, 2])
                #expect(first.more)
                let rest = RelayPage(try await client.call(.get, v.base + "/devices/\(d)/segments?after=2&limit=2", v.auth))
                #expect(rest.segments.map(\.seq) == [3, 7])
                #expect(rest.segments.map(\.data) == [[3], [7]])
                #expect(!rest.more)
                let none = RelayPage(try await client.call(.get, v.base + "/devices/\(d)/segments?after=7", v.auth))
                #expect(none.segments.isEmpty && !none.more)
                let unknown = RelayPage(try await client.call(.get, v.base + "/devices/00000000000000aa/segments", v.auth))
                #expect(unknown.segments.isEmpty)
            }
        }

        @Test("a page stops at its byte budget but always holds one segment", arguments: RelayBackend.allCases)
        func pageBytes(_ backend: RelayBackend) async throws {
            let (v, d) = (v, d)
            try await RelayFixture(backend, limits: RelayLimits(maxPageSegments: 100, maxPageBytes: 10)).test { client in
                _ = try await client.create(v)
                for n in 1...3 { _ = try await client.call(.put, v.base + "/devices/\(d)/segments/\(n)", v.auth, body: [UInt8](repeating: UInt8(n), count: 6)) }
                let p1 = RelayPage(try await client.call(.get, v.base + "/devices/\(d)/segments?limit=50", v.auth))
                #expect(p1.segments.map(\.seq) == [1])
                #expect(p1.more)
                _ = try await client.call(.put, v.base + "/devices/\(d)/segments/4", v.auth, body: [UInt8](repeating: 4, count: 30))
                let p4 = RelayPage(try await client.call(.get, v.base + "/devices/\(d)/segments?after=3", v.auth))
                #expect(p4.segments.map(\.seq) == [4], "one segment larger than the budget still comes")
                #expect(!p4.more)
            }
        }

        @Test("malformed devices, numbers and queries are 400 and store nothing", arguments: RelayBackend.allCases)
        func badRequests(_ backend: RelayBackend) async throws {
            let (v, d) = (v, d)
            try await RelayFixture(backend).test { client in
                _ = try await client.create(v)
                for path in ["/devices/\(d)/segments/0", "/devices/\(d)/segments/x1", "/devices/\(d)/segments/9223372036854775808",
                             "/devices/ABCDEF0123456789/segments/1", "/devices/0123/segments/1"] {
                    let r = try await client.call(.put, v.base + path, v.auth, body: [1])
                    #expect(r.status == .badRequest, "\(path)")
                    #expect(r.errorCode == "bad-request")
                }
                #expect(try await client.call(.put, v.base + "/devices/\(d)/segments/9223372036854775807", v.auth, body: [1]).status == .created)
                for q in ["after=-1", "after=x", "limit=0", "limit=1.5"] {
                    #expect(try await client.call(.get, v.base + "/devices/\(d)/segments?" + q, v.auth).status == .badRequest, "\(q)")
                }
                #expect(try await client.call(.delete, v.base + "/devices/\(d)/segments", v.auth).status == .badRequest)
                #expect(try await client.call(.get, v.base + "/heads", v.auth).json["heads"] as? [String: Int] == [d: Int(Int64.max)])
            }
        }

        @Test("413: a segment over the limit, declared or not, is refused and nothing is stored", arguments: RelayBackend.allCases)
        func tooLarge(_ backend: RelayBackend) async throws {
            let (v, d) = (v, d)
            try await RelayFixture(backend, limits: RelayLimits(maxSegmentBytes: 100)).test { client in
                _ = try await client.create(v)
                let r = try await client.call(.put, v.base + "/devices/\(d)/segments/1", v.auth, body: [UInt8](repeating: 1, count: 101))
                #expect(r.status == .contentTooLarge)
                #expect(r.errorCode == "too-large")
                #expect((r.json["message"] as? String)?.contains("100 bytes") == true)
                #expect(try await client.call(.get, v.base + "/heads", v.auth).json["heads"] as? [String: Int] == [:])
                #expect(try await client.call(.put, v.base + "/devices/\(d)/segments/1", v.auth, body: [UInt8](repeating: 1, count: 100)).status == .created)
            }
        }

        @Test("507: a write that would pass the vault's size is refused and stores nothing; removing segments frees room", arguments: RelayBackend.allCases)
        func vaultFull(_ backend: RelayBackend) async throws {
            let (v, d) = (v, d)
            let room = Int64(v.descriptor.count + 100)
            try await RelayFixture(backend, limits: RelayLimits(maxVaultBytes: room)).test { client in
                _ = try await client.create(v)
                #expect(try await client.call(.put, v.base + "/devices/\(d)/segments/1", v.auth, body: [UInt8](repeating: 1, count: 60)).status == .created)
                #expect(try await client.call(.put, v.base + "/devices/\(d)/segments/2", v.auth, body: [UInt8](repeating: 2, count: 40)).status == .created)
                let full = try await client.call(.put, v.base + "/devices/\(d)/segments/3", v.auth, body: [3])
                #expect(full.status.code == 507)
                #expect(full.errorCode == "vault-full")
                #expect(try await client.call(.put, v.base + "/snapshots/\(d)-3", v.auth, body: [3]).status.code == 507)
                #expect(try await client.call(.put, v.base + "/cursors/\(d)", v.auth, body: [3]).status.code == 507)
                #expect(try await client.call(.get, v.base + "/heads", v.auth).json["heads"] as? [String: Int] == [d: 2])
                #expect(try await client.call(.get, v.base + "/snapshots", v.auth).json["snapshots"] as? [String] == [])
                #expect(try await client.call(.delete, v.base + "/devices/\(d)/segments?through=1", v.auth).status == .noContent)
                #expect(try await client.call(.put, v.base + "/devices/\(d)/segments/3", v.auth, body: [3]).status == .created)
                let page = RelayPage(try await client.call(.get, v.base + "/devices/\(d)/segments", v.auth))
                #expect(page.segments.map(\.seq) == [2, 3])
            }
        }

        @Test("429: a token past its rate waits (Retry-After); other tokens are not affected; time refills it", arguments: RelayBackend.allCases)
        func rateLimit(_ backend: RelayBackend) async throws {
            let (v, d) = (v, d)
            let w = TestVault(4)
            let fixture = try await RelayFixture(backend, limits: RelayLimits(requestsPerMinute: 3))
            try await fixture.test { client in
                _ = try await client.create(v)  // one of v's three
                _ = try await client.create(w)
                #expect(try await client.call(.get, v.base + "/heads", v.auth).status == .ok)
                #expect(try await client.call(.get, v.base + "/heads", v.auth).status == .ok)
                let limited = try await client.call(.put, v.base + "/devices/\(d)/segments/1", v.auth, body: [1])
                #expect(limited.status == .tooManyRequests)
                #expect(limited.errorCode == "rate-limited")
                #expect(limited.headers[.retryAfter] == "20")
                #expect(try await client.call(.get, w.base + "/heads", w.auth).status == .ok, "another vault's token has its own rate")
                fixture.advance(20)
                #expect(try await client.call(.put, v.base + "/devices/\(d)/segments/1", v.auth, body: [1]).status == .created)
                let heads = try await client.call(.get, v.base + "/heads", v.auth)
                #expect(heads.status == .tooManyRequests, "the segment refused earlier was not stored: one token was left and it went to the put")
            }
        }

        @Test("removing segments through a number leaves the later ones; removing nothing is fine", arguments: RelayBackend.allCases)
        func remove(_ backend: RelayBackend) async throws {
            let (v, d) = (v, d)
            try await RelayFixture(backend).test { client in
                _ = try await client.create(v)
                for n in 1...4 { _ = try await client.call(.put, v.base + "/devices/\(d)/segments/\(n)", v.auth, body: [UInt8(n)]) }
                #expect(try await client.call(.delete, v.base + "/devices/\(d)/segments?through=3", v.auth).status == .noContent)
                #expect(try await client.call(.delete, v.base + "/devices/\(d)/segments?through=3", v.auth).status == .noContent)
                #expect(RelayPage(try await client.call(.get, v.base + "/devices/\(d)/segments", v.auth)).segments.map(\.seq) == [4])
                #expect(try await client.call(.get, v.base + "/heads", v.auth).json["heads"] as? [String: Int] == [d: 4])
            }
        }
    }
}
