import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import TendRelay

extension RelayConformanceTests {
    /// Creating vaults, the descriptor (the one call without a token), health, and the 401 that gives no hint.
    @Suite("relay: vaults and authentication")
    struct RelayVaultTests {
        let a = TestVault(1), b = TestVault(2)

        @Test("GET /health answers ok without a token, and that the database answers", arguments: RelayBackend.allCases)
        func health(_ backend: RelayBackend) async throws {
            try await RelayFixture(backend).test { client in
                let r = try await client.call(.get, "/health")
                #expect(r.status == .ok)
                #expect(r.json["status"] as? String == "ok")
                #expect(r.json["database"] as? String == "ok")
            }
        }

        @Test("a vault is created once: 201, the same again 200, another descriptor 409, another token 401", arguments: RelayBackend.allCases)
        func create(_ backend: RelayBackend) async throws {
            let a = a
            try await RelayFixture(backend).test { client in
                #expect(try await client.create(a).status == .created)
                #expect(try await client.create(a).status == .ok)
                let other = try await client.call(.put, a.base, a.auth, body: Array("other".utf8))
                #expect(other.status == .conflict)
                #expect(other.errorCode == "conflict")
                let stranger = try await client.call(.put, a.base, a.auth(TestVault(9).token), body: a.descriptor)
                #expect(stranger.status == .unauthorized)
                let fetched = try await client.call(.get, a.base + "/descriptor")
                #expect(fetched.bytes == a.descriptor, "nothing was replaced by the refused calls")
            }
        }

        @Test("creating: no token or a malformed one is 401, a malformed id 400, an empty body 400, a large one 413, a full relay 507", arguments: RelayBackend.allCases)
        func createRefusals(_ backend: RelayBackend) async throws {
            let (a, b) = (a, b)
            let fixture = try await RelayFixture(backend, limits: RelayLimits(maxSegmentBytes: 64, maxVaults: 1))
            try await fixture.test { client in
                #expect(try await client.call(.put, a.base, body: a.descriptor).status == .unauthorized)
                #expect(try await client.call(.put, a.base, [.authorization: "Bearer nothex"], body: a.descriptor).status == .unauthorized)
                #expect(try await client.call(.put, a.base, [.authorization: "Basic " + a.token], body: a.descriptor).status == .unauthorized)
                #expect(try await client.call(.put, "/v1/vaults/XYZ", a.auth, body: a.descriptor).status == .badRequest)
                #expect(try await client.call(.put, "/v1/vaults/" + TestVault(0xAB).id.uppercased(), a.auth, body: a.descriptor).status == .badRequest)
                #expect(try await client.call(.put, a.base, a.auth, body: []).status == .badRequest)
                let large = try await client.call(.put, a.base, a.auth, body: [UInt8](repeating: 7, count: 65))
                #expect(large.status == .contentTooLarge)
                #expect(large.errorCode == "too-large")
                #expect(try await client.call(.get, a.base + "/descriptor").status == .notFound, "nothing stored on refusal")
                #expect(try await client.create(a).status == .created)
                let full = try await client.create(b)
                #expect(full.status.code == 507)
                #expect(full.errorCode == "relay-full")
                #expect(try await client.call(.get, b.base + "/descriptor").status == .notFound)
            }
        }

        @Test("the descriptor is served without a token; replacing it needs the token", arguments: RelayBackend.allCases)
        func descriptor(_ backend: RelayBackend) async throws {
            let (a, b) = (a, b)
            try await RelayFixture(backend).test { client in
                #expect(try await client.call(.get, a.base + "/descriptor").status == .notFound)
                _ = try await client.create(a)
                let got = try await client.call(.get, a.base + "/descriptor")
                #expect(got.status == .ok)
                #expect(got.bytes == a.descriptor)
                let rewrapped = Array("{\"rewrapped\":true}".utf8)
                #expect(try await client.call(.put, a.base + "/descriptor", body: rewrapped).status == .unauthorized)
                #expect(try await client.call(.put, a.base + "/descriptor", b.auth, body: rewrapped).status == .unauthorized)
                #expect(try await client.call(.get, a.base + "/descriptor").bytes == a.descriptor)
                #expect(try await client.call(.put, a.base + "/descriptor", a.auth, body: rewrapped).status == .ok)
                #expect(try await client.call(.put, a.base + "/descriptor", a.auth, body: rewrapped).status == .ok)
                #expect(try await client.call(.get, a.base + "/descriptor").bytes == rewrapped)
                #expect(try await client.call(.get, "/v1/vaults/nope/descriptor").status == .badRequest)
            }
        }

        @Test("without the right token every call is the same 401, whether the vault exists or not", arguments: RelayBackend.allCases)
        func noHint(_ backend: RelayBackend) async throws {
            let (a, b) = (a, b)
            try await RelayFixture(backend).test { client in
                _ = try await client.create(a)
                let paths = ["/heads", "/devices/\(TestVault.deviceA)/segments", "/snapshots", "/cursors"]
                for path in paths {
                    let existing = try await client.call(.get, a.base + path, b.auth)
                    let missing = try await client.call(.get, b.base + path, b.auth)
                    let none = try await client.call(.get, a.base + path)
                    for r in [existing, missing, none] {
                        #expect(r.status == .unauthorized, "\(path)")
                        #expect(r.headers[.wwwAuthenticate] == "Bearer")
                    }
                    #expect(existing.bytes == missing.bytes && missing.bytes == none.bytes)
                }
                let put = try await client.call(.put, b.base + "/devices/\(TestVault.deviceA)/segments/1", b.auth, body: [1])
                #expect(put.status == .unauthorized)
            }
        }

        @Test("vaults are isolated: the same device and number in two vaults are two segments, each token sees its own", arguments: RelayBackend.allCases)
        func isolation(_ backend: RelayBackend) async throws {
            let (a, b) = (a, b)
            try await RelayFixture(backend).test { client in
                _ = try await client.create(a)
                _ = try await client.create(b)
                let path = "/devices/\(TestVault.deviceA)/segments/1"
                #expect(try await client.call(.put, a.base + path, a.auth, body: [1, 1]).status == .created)
                #expect(try await client.call(.put, b.base + path, b.auth, body: [2, 2]).status == .created)
                #expect(try await client.call(.put, a.base + path, b.auth, body: [2, 2]).status == .unauthorized)
                let pageA = try await client.call(.get, a.base + "/devices/\(TestVault.deviceA)/segments", a.auth)
                let pageB = try await client.call(.get, b.base + "/devices/\(TestVault.deviceA)/segments", b.auth)
                #expect(RelayPage(pageA).segments.map(\.data) == [[1, 1]])
                #expect(RelayPage(pageB).segments.map(\.data) == [[2, 2]])
            }
        }
    }
}

/// A decoded `GET …/segments` page.
struct RelayPage {
    let segments: [(seq: Int, data: [UInt8])]
    let more: Bool

    init(_ r: TestResponse) {
        let items = r.json["segments"] as? [[String: Any]] ?? []
        segments = items.map { ($0["seq"] as? Int ?? -1, Array(Data(base64Encoded: $0["data"] as? String ?? "") ?? Data())) }
        more = r.json["more"] as? Bool ?? false
    }
}
