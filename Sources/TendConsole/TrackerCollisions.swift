import ArgumentParser
import TendKernel

/// The one check that no two parts of a `tend` build claim the same name: a tracker id taken twice (a
/// Swift tracker `mood` beside the built-in one), a tracker id that is a platform command or a
/// reserved word (``ReservedNames``), a command group name given twice (a plugin's `stack` hidden by the
/// built-in one), and a tracker defined by a file with the id of a tracker built in (their data would
/// mix). The scaffold's reserved names, the conformance kit, `tend` at start-up and `tend doctor` use
/// it, so a collision is reported rather than one side silently dropped.
public enum TrackerCollisions {
    /// The name a command is typed by.
    public static func name(_ c: any ParsableCommand.Type) -> String { c.configuration.commandName ?? c._commandName }

    /// The names of `commands`, and `help` (ArgumentParser's own).
    public static func names(_ commands: [any ParsableCommand.Type]) -> Set<String> { Set(commands.map(name)).union(["help"]) }

    /// Problems among the build's plugins and the platform's own command names; empty when none.
    public static func check(_ plugins: [TrackerPlugin], platformCommands: Set<String>) -> [String] {
        var problems: [String] = []
        var trackerOwner: [String: Int] = [:]
        var commandOwner: [String: String] = [:]
        for name in platformCommands { commandOwner[name] = tr("collision.platform") }
        for (i, p) in plugins.enumerated() {
            let id = p.id
            if ReservedNames.contains(id) || platformCommands.contains(id) {
                problems.append(tr("collision.reserved", ["id": id]))
            }
            if let first = trackerOwner[id] {
                problems.append(tr("collision.tracker", ["id": id, "first": String(first + 1), "second": String(i + 1)]))
            } else {
                trackerOwner[id] = i
            }
            for c in p.commands {
                let name = Self.name(c)
                let owner = tr("collision.owner", ["id": id])
                if let other = commandOwner[name] {
                    if other != owner { problems.append(tr("collision.command", ["name": name, "first": other, "second": owner])) }
                } else {
                    commandOwner[name] = owner
                }
            }
        }
        return problems
    }

    /// Problems between trackers defined by files in a store and the build's trackers: each file-defined
    /// id that a built-in (or plugin) tracker already has.
    public static func check(defined: [TrackerDescriptor], builtIn: [String]) -> [String] {
        let taken = Set(builtIn)
        return defined.filter { taken.contains($0.id) }.map { tr("collision.defined", ["id": $0.id]) }
    }
}
