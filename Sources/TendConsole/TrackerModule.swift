import ArgumentParser
import TendKernel

/// A tracker as the command line sees it: the kernel tracker, its command groups and its strings.
///
/// A package that ships its own `tend` passes its modules to `TendCLI.main(trackers:)`.
public protocol TrackerModule: Sendable {
    /// The kernel tracker.
    var tracker: any Tracker { get }
    /// Its command groups (usually one, named after the tracker id).
    var commands: [any ParsableCommand.Type] { get }
    /// Its user-facing strings.
    var strings: StringTable { get }
    /// Settings of its own that `tend config` lists, validates and sets (default none). Name them
    /// `<tracker id>.<name>` (`mood.display`); the tracker's schedule and reminder keys are added by the
    /// platform.
    var settings: [SettingKey] { get }
}

extension TrackerModule {
    /// No settings of its own.
    public var settings: [SettingKey] { [] }
}
