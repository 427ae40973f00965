import ArgumentParser
import TendConsole
import TendKernel

/// The mood tracker as `tend` ships it: the kernel tracker, the `tend mood` command group and its strings.
///
/// Commands: `tend mood [show]`, `log`, `month`, `year`, `insights`, `resolve`, `style`. Settings:
/// ``MoodSettings/all`` (`mood.style`).
public struct MoodModule: TrackerModule {
    /// Creates the module.
    public init() {}

    /// The kernel tracker, ``MoodTracker``.
    public var tracker: any Tracker { MoodTracker() }
    /// The `tend mood` command group.
    public var commands: [any ParsableCommand.Type] { [MoodCommand.self] }
    /// Every user-visible string of the module (catalog table `MoodTracker`).
    public var strings: StringTable { MoodStrings.table }

    /// The settings the module adds (for `tend config`).
    public var settingKeys: [SettingKey] { MoodSettings.all }
    /// Daily moods can be imported (Daylio): ``MoodRecords``.
    public var importMappings: [ImportMapping] { [.dailyLevel(MoodRecords())] }
}
