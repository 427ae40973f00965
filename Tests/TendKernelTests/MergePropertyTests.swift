import Foundation
import Testing
import TendEngine
import TendKernel

/// A device in the merge simulation: it knows some ops, keeps merge states built the way a store
/// builds them, writes new ops whose `supersedes` are the heads it knows, and pulls ops from others.
struct SimulatedReplica {
    let device: DeviceID
    /// Fixed clock error of this device, in milliseconds.
    let skew: Int64
    var clock = HLC.zero
    var known: [OpID: Op] = [:]
    var log: [Op] = []
    var states: [String: RecordState] = [:]
    var supersededBy: [OpID: Set<String>] = [:]

    init(device: DeviceID, skew: Int64) {
        self.device = device
        self.skew = skew
    }

    mutating func integrate(_ op: Op) {
        known[op.id] = op
        log.append(op)
        states[op.key, default: RecordState()].apply(op, supersededFor: supersededBy[op.id] ?? [])
        for s in op.supersedes { supersededBy[s, default: []].formUnion(op.fields.keys) }
    }

    mutating func write(key: String, fields: [String: FieldValue], now: Date) -> Op {
        clock = clock.tick(now: now)
        let state = states[key] ?? RecordState()
        let op = Op(id: OpID(hlc: clock, device: device), entity: .entry, key: key, fields: fields,
                    supersedes: state.heads(for: fields.keys, observingAll: fields[RecordField.deleted] == true))
        integrate(op)
        return op
    }

    mutating func receive(_ op: Op, now: Date) {
        guard known[op.id] == nil else { return }
        integrate(op)
        clock = clock.receiving(op.id.hlc, now: now) ?? clock
    }
}

@Suite("Merge engine: every order of the same ops gives the same state")
struct MergePropertyTests {
    static let keys = ["mood/2026-11-20", "mood/2026-11-21", "habit/run/2026-11-21"]
    static let editable = [EntryField.value, EntryField.note, EntryField.tags, RecordField.position]

    /// A random history of ops written by three replicas that sync now and then.
    static func simulate(seed: UInt64) -> (ops: [Op], replicas: [SimulatedReplica]) {
        var rng = SeededGenerator(seed: seed)
        var replicas = [Fixture.a, Fixture.b, Fixture.c].map {
            SimulatedReplica(device: $0, skew: Int64.random(in: -2_000...2_000, using: &rng))
        }
        var time: Int64 = 1_795_777_200_000
        var all: [Op] = []
        for _ in 0..<Int.random(in: 30...90, using: &rng) {
            time += Int64.random(in: 0...40, using: &rng)
            let r = Int.random(in: 0..<replicas.count, using: &rng)
            // Each device's clock is off by its skew and jitters, sometimes backwards.
            let now = Date(timeIntervalSince1970: Double(time + replicas[r].skew + Int64.random(in: -300...300, using: &rng)) / 1000)
            if Int.random(in: 0..<10, using: &rng) < 3 {
                // Pull some (or all) of another replica's ops, in a random order.
                let from = replicas[(r + Int.random(in: 1..<replicas.count, using: &rng)) % replicas.count].log
                let pulled = Bool.random(using: &rng) ? from : from.filter { _ in Bool.random(using: &rng) }
                for op in pulled.shuffled(using: &rng) { replicas[r].receive(op, now: now) }
                continue
            }
            let key = keys.randomElement(using: &rng)!
            var fields: [String: FieldValue] = [:]
            switch Int.random(in: 0..<20, using: &rng) {
            case 0..<3:
                fields = Fixture.created(level: Int.random(in: 1...5, using: &rng), day: "2026-11-21",
                                         createdMillis: time)
            case 3..<8: fields[RecordField.deleted] = true
            case 8..<10: fields[RecordField.deleted] = false
            default:
                for f in editable.shuffled(using: &rng).prefix(Int.random(in: 1...2, using: &rng)) {
                    fields[f] = randomValue(for: f, &rng)
                }
            }
            all.append(replicas[r].write(key: key, fields: fields, now: now))
        }
        return (all, replicas)
    }

    static func randomValue(for field: String, _ rng: inout SeededGenerator) -> FieldValue {
        switch field {
        case EntryField.value: return EntryValue.level(Int.random(in: 1...3, using: &rng)).field
        case EntryField.tags: return .array([["a", "b"].randomElement(using: &rng)!])
        case RecordField.position: return .string(["V", "W"].randomElement(using: &rng)!)
        default: return Bool.random(using: &rng) ? .string("n\(Int.random(in: 0...2, using: &rng))") : .null
        }
    }

    /// The merge state straight from the definition: a register's heads are the ops writing it that no
    /// op of the set writing it supersedes, sorted by id; a deleting head keeps what it observed.
    static func expected(_ ops: [Op]) -> [String: RecordState] {
        var supersededBy: [OpID: Set<String>] = [:]
        for y in ops { for x in y.supersedes { supersededBy[x, default: []].formUnion(y.fields.keys) } }
        var registers: [String: [String: [RecordState.Head]]] = [:]
        for x in Set(ops) {
            for (field, value) in x.fields where !(supersededBy[x.id]?.contains(field) ?? false) {
                let observed = field == RecordField.deleted && value == true ? x.supersedes : []
                registers[x.key, default: [:]][field, default: []].append(RecordState.Head(id: x.id, value: value, observed: observed))
            }
        }
        return registers.mapValues { RecordState(registers: $0.mapValues { $0.sorted { $0.id < $1.id } }) }
    }

    /// Whether the record `key` is deleted, judged from the ops alone — not by `RecordState`, whose rule it
    /// checks (docs/sync.md: an un-delete beats a concurrent delete, and so does an edit the deleter never
    /// saw). The live writes of a field are the ops writing it that no op writing the same field lists in
    /// its supersedes. The record is deleted when the live writes of `deleted` exist and all say true, and
    /// every live write of every other field is one of those deleting ops or was listed by one of them.
    static func deleted(_ ops: [Op], key: String) -> Bool {
        let onKey = Array(Set(ops.filter { $0.key == key }))
        func live(_ field: String) -> [Op] {
            onKey.filter { x in x.fields[field] != nil && !onKey.contains { $0.fields[field] != nil && $0.supersedes.contains(x.id) } }
        }
        let deleting = live(RecordField.deleted)
        guard !deleting.isEmpty, deleting.allSatisfy({ $0.fields[RecordField.deleted] == true }) else { return false }
        let seen = Set(deleting.flatMap { [$0.id] + $0.supersedes })
        let others = Set(onKey.flatMap(\.fields.keys)).subtracting([RecordField.deleted])
        return others.allSatisfy { field in live(field).allSatisfy { seen.contains($0.id) } }
    }

    /// Applies ops in the given order (duplicates included), as a store does.
    static func merge(_ ops: [Op]) -> [String: RecordState] {
        var states: [String: RecordState] = [:]
        var supersededBy: [OpID: Set<String>] = [:]
        for op in ops {
            states[op.key, default: RecordState()].apply(op, supersededFor: supersededBy[op.id] ?? [])
            for s in op.supersedes { supersededBy[s, default: []].formUnion(op.fields.keys) }
        }
        return states
    }

    @Test(arguments: 1...40)
    func everyOrderGivesTheSameState(seed: Int) {
        let (ops, _) = Self.simulate(seed: UInt64(seed))
        var rng = SeededGenerator(seed: UInt64(seed) &* 7_919)
        let expected = Self.expected(ops)
        let deleted = Dictionary(uniqueKeysWithValues: Self.keys.map { ($0, Self.deleted(ops, key: $0)) })
        var orders: [[Op]] = [ops, ops.reversed(), ops.sorted { $0.id < $1.id }, ops.sorted { $0.id > $1.id }]
        for _ in 0..<16 { orders.append(ops.shuffled(using: &rng)) }
        for _ in 0..<8 {
            // Some ops delivered two or three times, in any order.
            let again = ops.filter { _ in Int.random(in: 0..<3, using: &rng) == 0 }
            orders.append((ops + again + again.filter { _ in Bool.random(using: &rng) }).shuffled(using: &rng))
        }
        for order in orders {
            let merged = Self.merge(order)
            #expect(merged == expected)
            for key in Self.keys {
                #expect(merged[key]?.entry(id: key) == expected[key]?.entry(id: key))
                #expect((merged[key]?.isDeleted ?? false) == deleted[key])
            }
        }
    }

    @Test(arguments: 1...40)
    func replicasConvergeAfterFullSync(seed: Int) {
        var (ops, replicas) = Self.simulate(seed: UInt64(seed))
        var rng = SeededGenerator(seed: UInt64(seed) &+ 1_000)
        let expected = Self.expected(ops)
        for r in replicas.indices {
            for op in ops.shuffled(using: &rng) { replicas[r].receive(op, now: Date(timeIntervalSince1970: 1_795_777_300)) }
            #expect(replicas[r].states == expected)
        }
    }

    @Test(arguments: 1...40)
    func lastWriterWinsIsTheGreatestUnsupersededOp(seed: Int) {
        let (ops, _) = Self.simulate(seed: UInt64(seed))
        var rng = SeededGenerator(seed: UInt64(seed) &+ 5)
        let merged = Self.merge(ops.shuffled(using: &rng))
        for key in Self.keys {
            let onKey = ops.filter { $0.key == key }
            for field in Set(onKey.flatMap(\.fields.keys)) {
                let live = onKey.filter { x in
                    x.fields[field] != nil && !onKey.contains { $0.fields[field] != nil && $0.supersedes.contains(x.id) }
                }
                let top = live.max { $0.id < $1.id }
                #expect(merged[key]?.winner(field) == top?.fields[field])
            }
        }
    }

    /// The simulation produces the cases the rules are about, so the properties above are not vacuous.
    @Test func simulationCoversConcurrencyAndDeletion() {
        var concurrent = 0, deleted = 0, revived = 0, undeleteWins = 0, conflicts = 0
        for seed in 1...40 {
            let (ops, _) = Self.simulate(seed: UInt64(seed))
            for (key, s) in Self.expected(ops) {
                if s.registers.values.contains(where: { $0.count > 1 }) { concurrent += 1 }
                let dh = s.values(RecordField.deleted)
                let isDeleted = Self.deleted(ops, key: key)
                if isDeleted { deleted += 1 }
                if !dh.isEmpty, dh.allSatisfy({ $0.value == true }), !isDeleted { revived += 1 }
                if dh.contains(where: { $0.value == true }), dh.contains(where: { $0.value == false }) { undeleteWins += 1 }
                if let e = s.entry(id: key), !e.conflicts.isEmpty { conflicts += 1 }
            }
        }
        #expect(concurrent > 20)
        #expect(deleted > 5)
        #expect(revived > 5)
        #expect(undeleteWins > 0)
        #expect(conflicts > 5)
    }
}
