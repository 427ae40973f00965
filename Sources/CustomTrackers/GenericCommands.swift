import ArgumentParser
import TendConsole
import TendKernel

/// A tracker written in Swift whose entries follow a ``TrackerDefinition`` (a value kind, a unit, one
/// or many a day, a goal): its command group can take the generic commands every definition-file
/// tracker has (``GenericCommands``), and write only the ones it does differently.
///
/// Rules: `definition.id` is the tracker's id (``id``), and the definition describes what the
/// tracker's own commands write — the generic `log` writes entries shaped by it (keyed by the day with
/// one a day, one entry per log otherwise), which ``Tracker/validate(_:)`` must accept.
public protocol DefinitionBacked: Tracker {
    /// The tracker id, also its command group's name.
    static var id: String { get }
    /// The definition its entries follow.
    var definition: TrackerDefinition { get }
}

/// The generic commands of a tracker — `log`, `show` (alias `day`), `list`, `rm` (alias `remove`),
/// `stats` and `month` — the same code that serves `tend ID …` for trackers defined by files.
///
/// A Swift tracker starts from them and overrides only what it needs:
/// ```swift
/// subcommands: [WaterDrinkCommand.self] + GenericCommands<WaterTracker>.except("log")
/// ```
public enum GenericCommands<T: DefinitionBacked> {
    /// Every generic command, the tracker fixed to `T`.
    public static var all: [any ParsableCommand.Type] { GenericVerbs.commands(FixedTracker<T>.self) }

    /// Every generic command but those named (the ones the tracker writes itself), by name or alias:
    /// `except("show")` leaves out `day` (alias `show`).
    public static func except(_ names: String...) -> [any ParsableCommand.Type] {
        let skipped = Set(names)
        return all.filter { c in
            let config = c.configuration
            return skipped.isDisjoint(with: [config.commandName ?? ""] + config.aliases)
        }
    }
}

/// The generic verbs, for trackers found through a ``TrackerSource``: one list serves `tend custom …`
/// (the id typed) and ``GenericCommands`` (the id fixed).
enum GenericVerbs {
    /// `log`, `show`, `list`, `rm`, `stats`, `month` for trackers found through `Source`.
    static func commands<Source: TrackerSource>(_: Source.Type) -> [any ParsableCommand.Type] {
        [CustomLogCommand<Source>.self, CustomDayCommand<Source>.self, CustomListCommand<Source>.self,
         CustomRemoveCommand<Source>.self, CustomStatsCommand<Source>.self, CustomMonthCommand<Source>.self]
    }
}

/// A Swift tracker's id, fixed: the source of its generic commands.
struct FixedTracker<T: DefinitionBacked>: TrackerSource {
    var trackerID: String { T.id }
    static var usageName: String { T.id }
}
