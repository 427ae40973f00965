import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import TendRelay

extension RelayConformanceTests {
    /// The refusals every call shares, checked call by call: the rate limit (429), the size limits (413),
    /// a storage failure (500) and a database out of reach (503), each storing nothing.
    @Suite("relay: every call's refusals")
    struct RelayEveryCallTests {
        static let v = TestVault(11)
        static let d = TestVault.deviceA

        /// Every call that takes a token, with a body where it takes one.
        static let calls: [(HTTPRequest.Method, String, [UInt8]?)] = [
            (.put, v.base, v.descriptor),
            (.put, v.base + "/descriptor", v.descriptor),
            (.get, v.base + "/heads", nil),
            (.get, v.base + "/numbers", nil),
            (.put, v.base + "/devices/\(d)/segments/1", [1]),
            (.get, v.base + "/devices/\(d)/segments", nil),
            (.delete, v.base + "/devices/\(d)/segments?through=1", nil),
            (.get, v.base + "/snapshots", nil),
            (.put, v.base + "/snapshots/\(d)-1", [1]),
            (.get, v.base + "/snapshots/\(d)-1", nil),
            (.delete, v.base + "/snapshots/\(d)-1", nil),
            (.get, v.base + "/cursors", nil),
            (.put, v.base + "/cursors/\(d)", [1]),
        ]

        @Test("429 on every call once its token's minute is used up, with Retry-After; the descriptor is limited per vault", arguments: RelayBackend.allCases)
        func rateLimitEverywhere(_ backend: RelayBackend) async throws {
            let fixture = try await RelayFixture(backend, limits: RelayLimits(requestsPerMinute: 1))
            try await fixture.test { client in
                for (method, path, body) in Self.calls {
                    fixture.advance(60)
                    let first = try await client.call(method, path, Self.v.auth, body: body)
                    #expect(first.status != .tooManyRequests, "\(method) \(path)")
                    let second = try await client.call(method, path, Self.v.auth, body: body)
                    #expect(second.status == .tooManyRequests, "\(method) \(path)")
                    #expect(second.headers[.retryAfter] == "60")
                }
                fixture.advance(60)
                #expect(try await client.call(.get, Self.v.base + "/descriptor").status == .ok)
                #expect(try await client.call(.get, Self.v.base + "/descriptor").status == .tooManyRequests)
                #expect(try await client.call(.get, TestVault(12).base + "/descriptor").status == .notFound, "another vault id has its own rate")
            }
        }

        @Test("413 on every call with a body, 507 on every write once the vault is full; nothing stored", arguments: RelayBackend.allCases)
        func sizeLimitsEverywhere(_ backend: RelayBackend) async throws {
            let v = Self.v, d = Self.d
            let fixture = try await RelayFixture(backend, limits: RelayLimits(maxSegmentBytes: 80, maxSnapshotBytes: 80,
                                                               maxVaultBytes: Int64(v.descriptor.count) + 40))
            try await fixture.test { client in
                let big = [UInt8](repeating: 1, count: 81)
                #expect(try await client.call(.put, v.base, v.auth, body: big).status == .contentTooLarge)
                #expect(try await client.create(v).status == .created)
                for (method, path, body) in Self.calls where body != nil && path != v.base {
                    #expect(try await client.call(method, path, v.auth, body: big).status == .contentTooLarge, "\(path)")
                }
                #expect(try await client.call(.put, v.base + "/devices/\(d)/segments/9", v.auth, body: [UInt8](repeating: 9, count: 40)).status == .created)
                for (method, path, _) in Self.calls where method == .put && path != v.base {
                    let grown = v.descriptor + [0]  // the descriptor, one byte longer
                    let r = try await client.call(method, path, v.auth, body: path.hasSuffix("/descriptor") ? grown : [1])
                    #expect(r.status.code == 507, "\(path)")
                    #expect(r.errorCode == "vault-full")
                }
                #expect(try await client.call(.get, v.base + "/heads", v.auth).json["heads"] as? [String: Int] == [d: 9])
                #expect(try await client.call(.get, v.base + "/descriptor").bytes == v.descriptor)
            }
        }

        @Test("500 when the storage fails, 503 with Retry-After when it can't be reached (closed); the payload never logged",
              arguments: RelayBackend.allCases)
        func storageFailure(_ backend: RelayBackend) async throws {
            let fixture = try await RelayFixture(backend)
            let payload = Array("PAYLOAD-THAT-MUST-NOT-BE-LOGGED".utf8)
            try await fixture.dropTable("vaults")
            try await fixture.test { client in
                let r = try await client.call(.put, Self.v.base, Self.v.auth, body: payload)
                #expect(r.status == .internalServerError)
                #expect(r.errorCode == "storage")
                #expect(r.headers[.retryAfter] == nil)
            }
            fixture.storage.close()
            try await fixture.test { client in
                let r = try await client.call(.put, Self.v.base, Self.v.auth, body: payload)
                #expect(r.status == .serviceUnavailable)
                #expect(r.errorCode == "unavailable")
                #expect(r.headers[.retryAfter] == "5")
                #expect(r.json["message"] as? String == "the relay can't reach its database; retry in 5 s")
                let health = try await client.call(.get, "/health")
                #expect(health.status == .serviceUnavailable)
                #expect(health.headers[.retryAfter] == "5")
                #expect(health.json["database"] as? String == "unreachable")
            }
            #expect(fixture.logs.contains { $0.contains("storage failed") })
            #expect(fixture.logs.contains { $0.contains("database unavailable") })
            #expect(!fixture.logs.joined().contains("PAYLOAD-THAT-MUST-NOT-BE-LOGGED"))
        }
    }
}
