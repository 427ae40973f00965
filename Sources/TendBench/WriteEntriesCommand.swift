import ArgumentParser
import Foundation
import TendKernel
import TendStore

/// `tend-bench write-entries --store PATH --count N`: writes N new gratitude entries (three a day) into a
/// new store as one change, through `Store.write` — the path an import of N rows takes. Run as a child
/// process by the `store-write` scenario, so its time and memory are measured like a `tend` command's.
struct WriteEntriesCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "write-entries", abstract: "Write N entries into a new store as one change.")
    }

    @Option(help: "The store to create.")
    var store: String

    @Option(help: "How many entries.")
    var count: Int = 100_000

    @Option(help: "The seed of the entries' text and ids.")
    var seed: UInt64 = 14

    func run() throws {
        let clock = BenchClock(Dataset.today.at(hour: 8))
        let ids = SeededIDs(seed: seed)
        let rows = JrnlEntries.make(count: count, seed: seed, last: Dataset.today.adding(days: -1))
        let s = try SQLiteStore(path: store, clock: clock, ids: ids)
        try s.write(ChangeIntent(action: "bench.import", detail: "\(count) entries", source: "import")) { _ in
            var position: String?
            var day: Day?
            return rows.map { row in
                if row.day != day { (day, position) = (row.day, nil) }
                position = FractionalIndex.after(position)
                return .create(Entry(id: ids.recordID(), tracker: "gratitude", day: row.day, value: .text(row.text),
                                     position: position!, source: "import", created: clock.now()))
            }
        }
    }
}
