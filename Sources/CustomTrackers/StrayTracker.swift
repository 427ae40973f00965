import TendConsole
import TendKernel

/// Data of a tracker this `tend` does not have — written on another device whose `tend` has a Swift
/// tracker plugin, and synced here. Rather than being invisible, it reads as a defined tracker whose
/// definition is inferred from its entries (the value kind of its newest entries, one or many a day),
/// named so the user sees where it comes from: `tend water`, `tend water month`, `tend water stats`
/// work; writing is refused, since only the tend that has the tracker knows its rules.
enum StrayTracker {
    /// How many of the newest entries the inference reads.
    static let sample = 400

    /// The inferred definition of `id`'s data, or `nil` when the store holds none.
    static func definition(_ id: String, _ store: any StoreReader) throws -> TrackerDefinition? {
        let entries = try store.entries(EntryQuery(tracker: id, newestFirst: true, limit: sample))
        guard let newest = entries.first else { return nil }
        let value: ValueSpec
        switch newest.value {
        case .text: value = .text
        case .done, .skip: value = .done
        case .amount: value = .amount(unit: "", max: nil)
        case .level:
            let top = entries.compactMap { if case .level(let l) = $0.value { return l } else { return nil } }.max() ?? 1
            value = .level(labels: (1...max(1, min(top, 100))).map(String.init))
        }
        var days = Set<Day>()
        let many = entries.contains { !days.insert($0.day).inserted }
        return TrackerDefinition(id: id, name: tr("custom.stray.name", ["id": id]), summary: tr("custom.stray.summary"),
                                 value: value, perDay: many ? .many(limit: nil) : .one)
    }
}
