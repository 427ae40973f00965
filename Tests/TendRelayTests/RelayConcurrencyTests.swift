import Foundation
import Testing
@testable import TendRelay

extension RelayConformanceTests {
    /// The store's rules when writers race: tasks of one process and a second store on the same data
    /// (another relay process on the same database, or a second connection pair on the same SQLite
    /// file). Each test runs the race once, with every call made at once through a task group.
    @Suite("relay: racing writers on one store and two")
    struct RelayConcurrencyTests {
        let v = TestVault(21)
        let d = TestVault.deviceA

        /// Creates the vault through `store`.
        func create(_ store: any RelayStore) async throws {
            let outcome = try await store.createVault(v.id, tokenHash: v.tokenHash, descriptor: v.descriptor, maxVaults: 0,
                                                      admission: .open)
            #expect(outcome == .created)
        }

        /// The recorded size and the counted one agree.
        func expectExactSize(_ store: any RelayStore, _ comment: Comment? = nil) async throws {
            let audit = try #require(try await store.auditBytes(v.id))
            #expect(audit.recorded == audit.counted, comment)
        }

        @Test("a segment number is written once: 24 puts at once, four bodies, two stores — one created, its bytes stay, the rest same or conflict",
              arguments: RelayBackend.allCases)
        func writeOnce(_ backend: RelayBackend) async throws {
            let (v, d) = (v, d)
            let fixture = try await RelayFixture(backend)
            let stores = [fixture.storage, try await fixture.another()]
            try await create(stores[0])
            let outcomes = try await withThrowingTaskGroup(of: ([UInt8], BlobOutcome).self) { group in
                for i in 0..<24 {
                    let body = [UInt8](repeating: UInt8(i % 4), count: 64 + i % 4)
                    let store = stores[i % 2]
                    group.addTask { (body, try await store.putSegment(v.id, device: d, seq: 1, body, maxVaultBytes: 0)) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            let winners = outcomes.filter { $0.1 == .created }
            #expect(winners.count == 1, "\(outcomes.map(\.1))")
            let winner = try #require(winners.first).0
            for (body, outcome) in outcomes where outcome != .created {
                #expect(outcome == (body == winner ? .same : .conflict))
            }
            for store in stores {
                let page = try await store.segments(v.id, device: d, after: 0, limit: 10, byteBudget: 1 << 20)
                #expect(page.segments.map(\.data) == [winner])
            }
            try await expectExactSize(stores[1])
        }

        @Test("the size limit holds under racing writers: room for 5 segments, 20 puts at once through two stores — 5 stored, 15 vault-full",
              arguments: RelayBackend.allCases)
        func quota(_ backend: RelayBackend) async throws {
            let (v, d) = (v, d)
            let fixture = try await RelayFixture(backend)
            let stores = [fixture.storage, try await fixture.another()]
            try await create(stores[0])
            let max = Int64(v.descriptor.count + 5 * 100)
            let outcomes = try await withThrowingTaskGroup(of: BlobOutcome.self) { group in
                for i in 1...20 {
                    let store = stores[i % 2]
                    group.addTask { try await store.putSegment(v.id, device: d, seq: Int64(i), [UInt8](repeating: 7, count: 100), maxVaultBytes: max) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(outcomes.filter { $0 == .created }.count == 5)
            #expect(outcomes.filter { $0 == .vaultFull }.count == 15)
            #expect(try await stores[0].numbers(v.id)[d]?.count == 5)
            #expect(try await stores[1].vaultBytes(v.id) == max)
            try await expectExactSize(stores[0])
        }

        @Test("--max-vaults and an invitation's uses are exact when vaults are created at once through two stores",
              arguments: RelayBackend.allCases)
        func creation(_ backend: RelayBackend) async throws {
            let fixture = try await RelayFixture(backend)
            let stores = [fixture.storage, try await fixture.another()]
            let vaults = (1...10).map { TestVault(UInt8(100 + $0)) }
            let full = try await withThrowingTaskGroup(of: RelayCreateOutcome.self) { group in
                for (i, w) in vaults.enumerated() {
                    let store = stores[i % 2]
                    group.addTask {
                        try await store.createVault(w.id, tokenHash: w.tokenHash, descriptor: w.descriptor, maxVaults: 3, admission: .open)
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(full.filter { $0 == .created }.count == 3)
            #expect(full.filter { $0 == .relayFull }.count == 7)

            let code = try await fixture.invite(uses: 2)
            let hash = RelayInvitation.hash(Substring(code))
            let now = fixture.now
            let invited = try await withThrowingTaskGroup(of: RelayCreateOutcome.self) { group in
                for (i, w) in vaults.enumerated() {
                    let store = stores[i % 2]
                    group.addTask {
                        try await store.createVault(w.id, tokenHash: w.tokenHash, descriptor: w.descriptor, maxVaults: 0,
                                                    admission: .invitation(hash, now: now))
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(invited.filter { $0 == .created }.count == 2, "\(invited)")
            #expect(invited.filter { $0 == .same }.count == 3, "the three made before answer same")
            #expect(invited.filter { $0 == .invitation(.usedUp) }.count == 5)
        }

        @Test("removals racing through two stores free each byte once; cursors racing keep the size exact",
              arguments: RelayBackend.allCases)
        func removals(_ backend: RelayBackend) async throws {
            let (v, d) = (v, d)
            let fixture = try await RelayFixture(backend)
            let stores = [fixture.storage, try await fixture.another()]
            try await create(stores[0])
            for n in 1...30 { _ = try await stores[n % 2].putSegment(v.id, device: d, seq: Int64(n), [UInt8](repeating: UInt8(n), count: 50 + n), maxVaultBytes: 0) }
            let removed = try await withThrowingTaskGroup(of: Int.self) { group in
                for (i, through) in [10, 25, 15, 30, 5, 20].enumerated() {
                    let store = stores[i % 2]
                    group.addTask { try await store.removeSegments(v.id, device: d, through: Int64(through)) }
                }
                for i in 0..<8 {
                    let store = stores[i % 2]
                    group.addTask {
                        _ = try await store.putCursor(v.id, device: TestVault.deviceB, [UInt8](repeating: UInt8(i), count: 10 + i), maxVaultBytes: 0)
                        return 0
                    }
                }
                return try await group.reduce(0, +)
            }
            #expect(removed == 30, "each segment removed by exactly one of the removals")
            #expect(try await stores[1].numbers(v.id).isEmpty)
            let cursor = try #require(try await stores[0].cursors(v.id)[TestVault.deviceB])
            #expect(try await stores[1].vaultBytes(v.id) == Int64(v.descriptor.count + cursor.count))
            try await expectExactSize(stores[0])
        }
    }
}
