import Foundation
import TendStore
import Testing
@testable import TendRelay

extension RelayConformanceTests {
    /// Several relays starting at once on new storage: each version of the schema is applied once and
    /// every one of them serves.
    @Suite("relay: relays starting at once")
    struct RelayMigrationTests {
        @Test("six stores opened at once on new storage migrate it once and all serve", arguments: RelayBackend.allCases)
        func startTogether(_ backend: RelayBackend) async throws {
            let location: String
            switch backend {
            case .sqlite: location = FileManager.default.temporaryDirectory.appendingPathComponent("tend-relay-race-" + UUID().uuidString).path
            case .postgres: location = try await TestPostgres.makeDatabase()
            }
            defer { if backend == .sqlite { try? FileManager.default.removeItem(atPath: location) } }
            let stores = try await withThrowingTaskGroup(of: (any RelayStore).self) { group in
                for _ in 0..<6 {
                    group.addTask {
                        switch backend {
                        case .sqlite: return try SQLiteRelayStore(directory: location)
                        case .postgres: return try await TestPostgres.open(location, maxConnections: 2)
                        }
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            defer { for store in stores { store.close() } }
            for (i, store) in stores.enumerated() {
                let w = TestVault(UInt8(40 + i))
                #expect(try await store.createVault(w.id, tokenHash: w.tokenHash, descriptor: w.descriptor, maxVaults: 0,
                                                    admission: .open) == .created)
                #expect(try await stores[(i + 1) % stores.count].descriptor(w.id) == w.descriptor)
            }
            switch backend {
            case .sqlite:
                let db = try RelayFixture.sqlite(location)
                defer { db.close() }
                let version = try await db.read { try $0.userVersion() }
                #expect(version == RelayDatabase.schemaVersion)
            case .postgres:
                #expect(try await TestPostgres.texts("SELECT version::text FROM relay_schema ORDER BY version", on: location)
                        == PostgresMigrations.versions.map { String($0.version) })
            }
        }
    }
}
