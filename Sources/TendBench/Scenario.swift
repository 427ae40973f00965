import Foundation

/// What a scenario measures, which decides its targets.
enum ScenarioKind: String, Codable, Sendable {
    /// Process start-up alone (`tend --version`): no target, the floor under every other figure.
    case baseline
    /// A command a person types and waits for.
    case interactive
    /// `tend export` (JSON).
    case export
    /// Importing 100,000 rows into an empty store.
    case importRows = "import"
    /// The first sync of a new device from the ten-year vault.
    case firstSync = "first-sync"
    /// A hand-written piece of the kernel beside the library it stands in for (`tend-bench hand-made`): no
    /// target, the figures are the reason it stays or goes.
    case component

    /// The target for a store: median seconds and peak bytes (`nil`: none).
    func target(store: String) -> (seconds: Double?, bytes: Int?) {
        let stress = store == "stress"
        switch self {
        case .baseline, .component: return (nil, nil)
        case .interactive: return (stress ? 0.060 : 0.030, (stress ? 96 : 64) << 20)
        case .export: return (stress ? 10 : 1, nil)
        case .importRows: return (stress ? nil : 2, nil)
        case .firstSync: return (stress ? nil : 5, nil)
        }
    }
}

/// One process to time: which executable (`tend` or this benchmark), its arguments and extra environment.
struct Command {
    var arguments: [String]
    var environment: [String: String] = [:]
    /// Run `tend-bench` itself (an in-process measurement in a child of its own) instead of `tend`.
    var bench = false
    /// Run on the first core alone (under `taskset -c 0`).
    var pinned = false
}

/// One row of the benchmark: a command timed on each store it applies to.
struct Scenario {
    /// Stable id (`mood-log`), used by `--only` and in the JSON.
    let id: String
    /// The command as a person would type it.
    let title: String
    let kind: ScenarioKind
    /// The stores it runs on (`ten-year`, `stress`).
    var stores: [String] = ["ten-year", "stress"]
    /// A `tend` subcommand that must exist for the scenario to run (probed with `tend SUB --help`);
    /// without it the row reports "not available".
    var requires: String?
    /// Work done once per store before the runs (not timed), e.g. writing an import file.
    var setUp: (ScenarioContext) throws -> Void = { _ in }
    /// The command of run `n` (0 is the warm-up); may prepare files first (not timed).
    let command: (ScenarioContext, Int) throws -> Command

    /// A `tend` command run unchanged on the store's working copy.
    static func tend(_ id: String, _ title: String, _ arguments: [String], kind: ScenarioKind = .interactive) -> Scenario {
        Scenario(id: id, title: title, kind: kind, command: { _, _ in Command(arguments: arguments) })
    }
}

/// What a scenario is run with: the store, the folders, the sizes of this mode.
struct ScenarioContext {
    /// The dataset.
    let dataset: Dataset
    /// The working copy of the dataset's store (`TEND_STORE` of every run unless a command overrides it).
    let store: String
    /// A folder of this scenario's own for scratch files (emptied before the scenario).
    let scratch: String
    /// The `tend` binary.
    let tend: String
    /// Rows the import scenarios write (100,000; quick: 1,000).
    let importRows: Int
    /// The folder the benchmark keeps across runs (cached stores and files).
    let benchFolder: String
    /// Runs `tend` untimed (set-up steps); throws unless it exits 0.
    let runTend: ([String], [String: String]) throws -> Void
}
