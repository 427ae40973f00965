import Foundation
import Synchronization
import TendEngine
import TendKernel
import TendSync
import TendStore
import TendCLITesting
import TendTesting


/// Predictable "random" bytes (tests only).
final class SeededBytes: RandomBytes {
    private let rng: Mutex<SplitMix64>
    init(seed: UInt64) { rng = Mutex(SplitMix64(seed: seed)) }
    func bytes(_ count: Int) -> [UInt8] {
        rng.withLock { g in (0..<count).map { _ in UInt8(truncatingIfNeeded: g.next()) } }
    }
}

/// Shared values and helpers of the sync tests.
enum Fixture {
    static let vault = VaultID(bytes: Array(repeating: 0x5A, count: 16))!
    static let key = VaultKey(vault: vault, bytes: Array(0..<32))!
    static let otherKey = VaultKey(vault: vault, bytes: Array(100..<132))!
    /// Fast scrypt for tests (N = 16).
    static let cheapScrypt = ScryptParameters(logN: 4, r: 8, p: 1)!
    static let start = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18
    static let day = Day(iso: "2026-11-21")!

    static func device(_ n: Int) -> DeviceID { DeviceID(String(format: "d%015x", n))! }

    /// Records through the shared write path, as trackers write them.
    static func mood(_ store: any Store, _ day: Day, _ level: Int) throws {
        let id = EntryKey.daily("mood", day)
        try store.write(ChangeIntent(action: "mood.log", detail: "\(level)")) { r in
            guard let e = try r.entry(id: id) else {
                return [.create(Entry(id: id, tracker: "mood", day: day, value: .level(level), created: start))]
            }
            return e.deleted ? [.setValue(id, .level(level)), .restore(.entry, id)] : [.setValue(id, .level(level))]
        }
    }

    static func line(_ store: any Store, id: String, _ day: Day, _ text: String) throws {
        try store.write(ChangeIntent(action: "five.add")) { _ in
            [.create(Entry(id: id, tracker: "five", day: day, value: .text(text), position: id, created: start))]
        }
    }

    static func check(_ store: any Store, habit: String, _ day: Day) throws {
        let id = EntryKey.daily("habit", subject: habit, day)
        try store.write(ChangeIntent(action: "habit.done")) { r in
            if try r.entry(id: id) != nil { return [.restore(.entry, id)] }
            return [.create(Entry(id: id, tracker: "habit", subject: habit, day: day, value: .done, created: start))]
        }
    }

    static func delete(_ store: any Store, _ id: String) throws {
        try store.write(ChangeIntent(action: "delete")) { _ in [.delete(.entry, id)] }
    }
}

/// One device in a test: a store, its clock, its sync state and its view of the vault.
final class Replica {
    let store: any ReplicatedStore
    let clock: TestClock
    var state: SyncState
    var transport: any SyncTransport
    let policy: SyncPolicy
    let key: VaultKey

    init(_ n: Int, transport: any SyncTransport, policy: SyncPolicy = SyncPolicy(snapshotEvery: 0, compact: false),
         key: VaultKey = Fixture.key, offset: TimeInterval = 0, kind: StoreKind = .memory) {
        clock = TestClock(Fixture.start.addingTimeInterval(offset))
        let ids = SequentialIDs(seed: 0xD000_0000 | UInt64(n))
        store = kind == .memory ? InMemoryStore(clock: clock, ids: ids, device: Fixture.device(n))
            : try! SQLiteStore.inMemory(clock: clock, ids: ids)
        let device = store.device
        state = SyncState(vault: key.vault, keyID: key.id, device: device, folder: nil)
        self.transport = transport
        self.policy = policy
        self.key = key
    }

    func engine() throws -> SyncEngine {
        try SyncEngine(store: store, transport: transport, key: key, state: state, clock: clock,
                       random: SystemRandomBytes(), policy: policy, persist: { [unowned self] in self.state = $0 })
    }

    @discardableResult func sync() throws -> SyncReport { try engine().sync() }
    @discardableResult func push() throws -> PushReport { try engine().push() }
    @discardableResult func pull() throws -> PullReport { try engine().pull() }

    /// Store fingerprints: state and history.
    func digests() throws -> [String] { [try store.stateDigest(), try store.historyDigest()] }
}
