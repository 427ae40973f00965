import Foundation

/// The benchmark's rows: one line per command. Add a command here when it lands; a row whose `requires`
/// subcommand doesn't exist in the `tend` being measured reports "not available".
enum Scenarios {
    static let passphrase = "bench passphrase 14"

    static func all() -> [Scenario] {
        [
            .tend("start-up", "tend --version", ["--version"], kind: .baseline),
            .tend("mood-log", "tend mood log good", ["mood", "log", "good"]),
            .tend("gratitude-add", "tend gratitude add TEXT", ["gratitude", "add", "The first coffee on the balcony"]),
            .tend("today", "tend", []),
            .tend("habit-show", "tend habit show Meditate", ["habit", "show", "Meditate"]),
            .tend("gratitude-stats", "tend gratitude stats", ["gratitude", "stats"]),
            .tend("mood-year", "tend mood year", ["mood", "year"]),
            .tend("compare", "tend compare", ["compare"]),
            .tend("gratitude-search", "tend gratitude search \(Corpus.searchWord)", ["gratitude", "search", Corpus.searchWord]),
            export(),
            storeWrite(),
            importJrnl(),
            firstSync(),
            historyAfterImport(),
            undoAfterImport(),
        ] + handMade()
    }

    /// Entries of the large change the history and undo rows put in the log (quick: the import size).
    static func largeChange(_ c: ScenarioContext) -> Int { c.importRows >= 100_000 ? 60_000 : c.importRows }

    /// Once per store: a copy of it with one import of ``largeChange(_:)`` entries (through the write path
    /// `write-entries` times) and then a mood logged, so the import is an earlier change, not the latest.
    static func storeWithImport(_ c: ScenarioContext) throws {
        let path = c.scratch + "/with-import.sqlite"
        removeStore(path)
        try FileManager.default.copyItem(atPath: c.store, toPath: path)
        let write = try WriteEntriesCommand.parse(["--store", path, "--count", String(largeChange(c)), "--seed", "60"])
        try write.run()
        try c.runTend(["mood", "log", "good"], ["TEND_STORE": path])
    }

    /// `tend history` with a 60,000-entry import among the last changes: its cost must not grow with the
    /// size of that change.
    static func historyAfterImport() -> Scenario {
        Scenario(id: "history-after-import", title: "tend history (after a 60,000-entry import)", kind: .interactive,
                 stores: ["ten-year"], setUp: storeWithImport) { c, _ in
            Command(arguments: ["history"], environment: ["TEND_STORE": c.scratch + "/with-import.sqlite"])
        }
    }

    /// `tend undo` of the change after a 60,000-entry import, each run on a fresh copy of that store.
    static func undoAfterImport() -> Scenario {
        Scenario(id: "undo-after-import", title: "tend undo (after a 60,000-entry import)", kind: .interactive,
                 stores: ["ten-year"], setUp: storeWithImport) { c, _ in
            let path = c.scratch + "/undo.sqlite"
            removeStore(path)
            try FileManager.default.copyItem(atPath: c.scratch + "/with-import.sqlite", toPath: path)
            return Command(arguments: ["undo"], environment: ["TEND_STORE": path])
        }
    }

    /// `tend export` of everything, as JSON, to a file.
    static func export() -> Scenario {
        Scenario(id: "export", title: "tend export --format json", kind: .export, requires: "export") { c, _ in
            Command(arguments: ["export", "--format", "json", "--output", c.scratch + "/export.json"])
        }
    }

    /// The store's own write path: one change of 100,000 new entries into an empty store, in a child
    /// `tend-bench write-entries` process (what an import costs below its parsing).
    static func storeWrite() -> Scenario {
        Scenario(id: "store-write", title: "store: one change of N new entries", kind: .importRows, stores: ["ten-year"]) { c, _ in
            let path = c.scratch + "/written.sqlite"
            removeStore(path)
            return Command(arguments: ["write-entries", "--store", path, "--count", String(c.importRows)], bench: true)
        }
    }

    /// `tend import jrnl FILE --into gratitude` of 100,000 jrnl JSON entries into an empty store.
    static func importJrnl() -> Scenario {
        Scenario(
            id: "import", title: "tend import jrnl FILE --into gratitude", kind: .importRows, stores: ["ten-year"],
            requires: "import",
            setUp: { c in
                let entries = JrnlEntries.make(count: c.importRows, seed: c.dataset.seed, last: Dataset.today.adding(days: -1))
                try JrnlEntries.json(entries).write(to: URL(fileURLWithPath: c.scratch + "/import.json"))
            }
        ) { c, _ in
            let path = c.scratch + "/imported.sqlite"
            removeStore(path)
            return Command(arguments: ["import", "jrnl", c.scratch + "/import.json", "--into", "gratitude"],
                           environment: ["TEND_STORE": path])
        }
    }

    /// `tend sync join` of a new device, from a folder the store's device pushed everything to.
    static func firstSync() -> Scenario {
        Scenario(
            id: "first-sync", title: "tend sync join --folder VAULT (new device)", kind: .firstSync, stores: ["ten-year"],
            setUp: { c in
                let origin = c.scratch + "/origin.sqlite"
                try FileManager.default.copyItem(atPath: c.store, toPath: origin)
                try c.runTend(["sync", "init", "--folder", c.scratch + "/vault"],
                              ["TEND_STORE": origin, "XDG_CONFIG_HOME": c.scratch + "/origin-config", "TEND_PASSPHRASE": passphrase])
            }
        ) { c, _ in
            let fm = FileManager.default
            let vault = c.scratch + "/run-vault", store = c.scratch + "/new.sqlite", config = c.scratch + "/new-config"
            try? fm.removeItem(atPath: vault)
            try? fm.removeItem(atPath: config)
            try? fm.removeItem(atPath: store + ".sync")
            removeStore(store)
            try fm.copyItem(atPath: c.scratch + "/vault", toPath: vault)
            return Command(arguments: ["sync", "join", "--folder", vault],
                           environment: ["TEND_STORE": store, "XDG_CONFIG_HOME": config, "TEND_PASSPHRASE": passphrase])
        }
    }

    /// Deletes a store file and its WAL and shared-memory files.
    static func removeStore(_ path: String) {
        for suffix in ["", "-wal", "-shm", "-journal"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }
}
