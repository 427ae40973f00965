import TendConsole
import TendKernel

/// The mood as the importers write it (``DailyLevelMapping``): a level named as `tend mood log` names
/// it, keyed by its day, with the mood's note limit.
public struct MoodRecords: DailyLevelMapping {
    /// The mapping.
    public init() {}

    /// `mood`.
    public var tracker: String { MoodTracker.id }
    /// ``MoodTracker/noteLimit``.
    public var noteLimit: Int { MoodTracker.noteLimit }

    /// The level `tend mood log` would take for `text` (a name, a word, a number from 1 to 5).
    public func level(named text: String) -> Int? { MoodLevel(parsing: text)?.rawValue }

    /// The level's name (`great`).
    public func name(of level: Int) -> String { MoodLevel(rawValue: level)?.name ?? String(level) }

    /// ``MoodTracker/key(_:)``.
    public func entryID(_ day: Day) -> String { MoodTracker.key(day) }
}
