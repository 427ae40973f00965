import Foundation
import TendKernel
import TendStore

/// What a built store holds (saved beside the cached store as JSON).
struct StoreFacts: Codable, Sendable {
    /// Entries per tracker.
    var entries: [String: Int]
    /// Items written at setup.
    var items: Int
    /// Changes (transactions) written.
    var changes: Int
    /// Seconds the build took.
    var buildSeconds: Double
    /// File size in bytes.
    var bytes: Int

    /// All entries.
    var totalEntries: Int { entries.values.reduce(0, +) }
}

/// Builds synthetic stores through the store API (a change per day, or per `daysPerChange` days), and
/// caches them under the bench folder keyed by everything their content depends on.
struct StoreBuilder {
    let folder: String
    let log: (String) -> Void

    /// The cached store for `dataset`, built first if missing. Returns its path and facts.
    func store(_ dataset: Dataset) throws -> (path: String, facts: StoreFacts) {
        let path = folder + "/" + dataset.cacheName
        let factsPath = path + ".json"
        if FileManager.default.fileExists(atPath: path), let data = FileManager.default.contents(atPath: factsPath),
           let facts = try? JSONDecoder().decode(StoreFacts.self, from: data) {
            return (path, facts)
        }
        log("building the \(dataset.name) store (\(dataset.days) days, seed \(dataset.seed)) …")
        let partial = path + ".partial"
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: partial + suffix) }
        var facts = try build(dataset, at: partial)
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: partial + suffix) }
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.moveItem(atPath: partial, toPath: path)
        facts.bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        try JSONEncoder().encode(facts).write(to: URL(fileURLWithPath: factsPath))
        log(String(format: "  %d entries, %d changes, %.1f MB, built in %.1f s", facts.totalEntries, facts.changes,
                   Double(facts.bytes) / 1e6, facts.buildSeconds))
        return (path, facts)
    }

    /// Writes the history into a new store at `path` and closes it.
    func build(_ dataset: Dataset, at path: String) throws -> StoreFacts {
        let started = Date()
        let ids = SeededIDs(seed: dataset.seed)
        let clock = BenchClock(dataset.first.at(hour: 7))
        var facts = StoreFacts(entries: [:], items: 0, changes: 0, buildSeconds: 0, bytes: 0)
        do {
            let store = try SQLiteStore(path: path, clock: clock, ids: ids)
            var sources = HistorySources.all()
            var randoms = sources.indices.map { SeededRandom(seed: dataset.seed, stream: UInt64($0 + 1)) }
            var setup: [Mutation] = []
            for i in sources.indices { setup += sources[i].setup(first: dataset.first, now: clock.now(), ids: ids) }
            if try store.write(ChangeIntent(action: "bench.setup", source: "bench"), { _ in setup }) != nil {
                facts.changes += 1
            }
            facts.items = setup.count
            var day = dataset.first
            while day <= dataset.last {
                let end = min(dataset.last, day.adding(days: dataset.daysPerChange - 1))
                var batch: [Mutation] = []
                for d in day...end {
                    clock.set(d.at(hour: 21))
                    for i in sources.indices {
                        let m = sources[i].record(d, now: clock.now(), ids: ids, random: &randoms[i])
                        facts.entries[sources[i].tracker, default: 0] += m.count
                        batch += m
                    }
                }
                let detail = dataset.daysPerChange == 1 ? day.iso : day.iso + " … " + end.iso
                if try store.write(ChangeIntent(action: "bench.day", detail: detail, source: "bench"), { _ in batch }) != nil {
                    facts.changes += 1
                }
                day = end.adding(days: 1)
            }
        }  // the store closes here, checkpointing its WAL into the file
        facts.buildSeconds = Date().timeIntervalSince(started)
        return facts
    }
}
