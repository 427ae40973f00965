/// What an import adds and what it leaves alone, per tracker — the summary's figures and its `--json`.
public struct ImportCounts: Hashable, Sendable, Codable {
    /// Entries added, by tracker id.
    public var entries: [String: Int] = [:]
    /// Items added, by tracker id.
    public var items: [String: Int] = [:]
    /// Settings set.
    public var settings = 0
    /// Earlier values written before an entry's last one (kept in its history).
    public var history = 0
    /// Entries already in the store (same id), left as they are, by tracker id.
    public var keptEntries: [String: Int] = [:]
    /// Items already in the store, left as they are, by tracker id.
    public var keptItems: [String: Int] = [:]
    /// Settings the store already has, left as they are.
    public var keptSettings = 0
    /// Habits of the store that imported check-ins were added to (matched by name).
    public var matchedHabits: [String] = []
    /// A Tend export's history: changes applied and their ops.
    public var changes = 0
    /// Ops of the changes applied.
    public var ops = 0
    /// Changes the store already had.
    public var knownChanges = 0
    /// Rows read but not written, by reason (`loop-auto`: check-ins Loop inferred…).
    public var skipped: [String: Int] = [:]
    /// Source entries gathered into another record (several Daylio entries of a day into its mood), by tracker.
    public var gathered: [String: Int] = [:]

    /// Creates empty counts.
    public init() {}
}
