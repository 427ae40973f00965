import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import TendRelay

extension RelayConformanceTests {
    /// Creating a vault on a relay that is not open: only with an invitation made by whoever runs it.
    @Suite("relay: invitations")
    struct RelayInvitationTests {
        let a = TestVault(1), b = TestVault(2), c = TestVault(3)
        static let closed = RelayAccess(open: false)

        @Test("by default a vault needs an invitation: without one 403 invitation-required, nothing stored", arguments: RelayBackend.allCases)
        func required(_ backend: RelayBackend) async throws {
            let a = a
            let fixture = try await RelayFixture(backend, access: RelayAccess())
            try await fixture.test { (client: any TestClientProtocol) async throws in
                let r = try await client.create(a)
                #expect(r.status == .forbidden)
                #expect(r.errorCode == "invitation-required")
                #expect((r.json["message"] as? String)?.contains("invitation") == true)
                #expect(try await client.call(.get, a.base + "/descriptor").status == .notFound, "nothing stored")
            }
        }

        @Test("an invitation creates as many vaults as it was made for, then is used up; a retry needs none", arguments: RelayBackend.allCases)
        func usedUp(_ backend: RelayBackend) async throws {
            let (a, b, c) = (a, b, c)
            let fixture = try await RelayFixture(backend, access: Self.closed)
            let code = try await fixture.invite(uses: 2)
            try await fixture.test { (client: any TestClientProtocol) async throws in
                #expect(try await client.create(a, invitation: code).status == .created)
                #expect(try await client.create(a).status == .ok, "the same vault again: no second invitation")
                #expect(try await client.create(a, invitation: code).status == .ok, "a retry uses nothing")
                #expect(try await client.create(b, invitation: code).status == .created)
                let third = try await client.create(c, invitation: code)
                #expect(third.status == .forbidden)
                #expect(third.errorCode == "invitation-refused")
                #expect(third.json["message"] as? String == "this invitation has been used up")
                #expect(try await client.call(.get, c.base + "/descriptor").status == .notFound)
                #expect(try await client.call(.get, b.base + "/heads", b.auth).status == .ok, "b works with its token")
            }
        }

        @Test("an unknown or expired invitation is refused and nothing is stored; a code reads in any case and grouping", arguments: RelayBackend.allCases)
        func refused(_ backend: RelayBackend) async throws {
            let (a, b) = (a, b)
            let fixture = try await RelayFixture(backend, access: Self.closed)
            let code = try await fixture.invite(lasting: .seconds(3600))
            let later = try await fixture.invite(lasting: .seconds(60))
            try await fixture.test { (client: any TestClientProtocol) async throws in
                for bogus in ["aaaaaa-aaaaaa-aaaaaa-aaaaaa", "", "not a code at all", String(repeating: "x", count: 5000)] {
                    let r = try await client.create(a, invitation: bogus)
                    #expect(r.status == .forbidden, "\(bogus.prefix(20))")
                    #expect(r.json["message"] as? String == "this relay has no such invitation")
                }
                fixture.advance(61)
                let expired = try await client.create(a, invitation: later)
                #expect(expired.status == .forbidden)
                #expect(expired.json["message"] as? String == "this invitation has expired")
                #expect(try await client.call(.get, a.base + "/descriptor").status == .notFound, "nothing stored")
                let typed = " " + code.uppercased().replacingOccurrences(of: "-", with: " ") + " "
                #expect(try await client.create(b, invitation: typed).status == .created)
            }
        }

        @Test("a full relay answers 507 and keeps the invitation for later", arguments: RelayBackend.allCases)
        func fullKeepsInvitation(_ backend: RelayBackend) async throws {
            let (a, b) = (a, b)
            let fixture = try await RelayFixture(backend, limits: RelayLimits(maxVaults: 1), access: Self.closed)
            let first = try await fixture.invite(), second = try await fixture.invite()
            try await fixture.test { (client: any TestClientProtocol) async throws in
                #expect(try await client.create(a, invitation: first).status == .created)
                #expect(try await client.create(b, invitation: second).status.code == 507)
            }
            try await fixture.test(limits: RelayLimits(maxVaults: 2)) { (client: any TestClientProtocol) async throws in
                #expect(try await client.create(b, invitation: second).status == .created, "the refused create used nothing")
            }
        }

        @Test("an open relay needs no invitation and ignores one", arguments: RelayBackend.allCases)
        func open(_ backend: RelayBackend) async throws {
            let (a, b) = (a, b)
            try await RelayFixture(backend, access: RelayAccess(open: true)).test { (client: any TestClientProtocol) async throws in
                #expect(try await client.create(a).status == .created)
                #expect(try await client.create(b, invitation: "whatever").status == .created)
            }
        }

        @Test("codes: 24 letters of a 32-letter alphabet in groups of six, all different; only their hash is stored")
        func codes() async throws {
            var random = SystemRandomNumberGenerator()
            let codes = (0..<200).map { _ in RelayInvitation.makeCode(using: &random) }
            #expect(Set(codes).count == codes.count)
            for code in codes {
                let groups = code.split(separator: "-")
                #expect(groups.count == 4 && groups.allSatisfy { $0.count == 6 }, "\(code)")
                #expect(code.filter { $0 != "-" }.allSatisfy { RelayInvitation.alphabet.contains($0) }, "\(code)")
            }
            let fixture = try await RelayFixture(access: Self.closed)
            let code = try await fixture.invite()
            fixture.storage.close()
            let file = try Data(contentsOf: URL(fileURLWithPath: fixture.directory + "/relay.sqlite"))
            #expect(file.range(of: Data(code.utf8)) == nil && file.range(of: Data(code.filter { $0 != "-" }.utf8)) == nil)
            #expect(file.range(of: Data(RelayInvitation.hash(Substring(code)))) != nil, "the hash is what is kept")
        }

        @Test("invitation lifetimes: minutes, hours, days up to a year, or never; anything else is refused")
        func lifetimes() {
            #expect(InvitationLifetime("30m") == .seconds(1800))
            #expect(InvitationLifetime("12h") == .seconds(43_200))
            #expect(InvitationLifetime("7d") == .seconds(604_800))
            #expect(InvitationLifetime("365d") == .seconds(31_536_000))
            #expect(InvitationLifetime("Never") == .never)
            for bad in ["", "7", "d", "0d", "-1d", "366d", "8761h", "1w", "1.5d", "७d", "99999999999999999999d"] {
                #expect(InvitationLifetime(bad) == nil, "\(bad)")
            }
            let now = Date(timeIntervalSince1970: 1000)
            #expect(InvitationLifetime.seconds(60).expiry(from: now) == Date(timeIntervalSince1970: 1060))
            #expect(InvitationLifetime.never.expiry(from: now) == nil)
        }
    }
}
