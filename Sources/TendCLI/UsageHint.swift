import ArgumentParser
import CustomTrackers
import TendConsole

/// What a usage error says besides ArgumentParser's message: the command the words reached (so the
/// hint names its own help, `tend mood log --help`, not `tend --help`) and, when a word is not a
/// subcommand there, the closest subcommand ("did you mean 'log'?").
struct UsageHint: Equatable {
    /// The command path as typed (`tend mood log`; a tracker defined by a file: `tend stretch`).
    var path: [String]
    /// The word that is no subcommand of the last command on the path, if any.
    var unknown: String?
    /// The subcommand closest to ``unknown``.
    var suggestion: String?

    /// Walks `arguments` (as rewritten for file-defined trackers) down from `root`.
    static func resolve(_ arguments: [String], root: any ParsableCommand.Type) -> UsageHint {
        var command = root
        var hint = UsageHint(path: [root.configuration.commandName ?? "tend"])
        for word in arguments {
            if word == "--" { break }
            if word.hasPrefix("-") { continue }
            let subs = command.configuration.subcommands
            if subs.isEmpty { break }
            if let next = subs.first(where: { names($0).contains(word) }) {
                command = next
                hint.path.append(word)
                continue
            }
            hint.unknown = word
            hint.suggestion = ClosestName.find(word, among: subs.map(TrackerCollisions.name))
            break
        }
        // A file-defined tracker runs as `custom <verb> <id>`: name it as the user typed it.
        if hint.path.count >= 2, hint.path[1] == CustomDispatch.commandName,
           let i = arguments.firstIndex(of: CustomDispatch.commandName), arguments.count > i + 2 {
            let id = hint.path.count > 2 ? arguments[i + 2] : arguments[i + 1]
            hint.path = [hint.path[0], id] + (hint.path.count > 2 && hint.path[2] != "day" ? [hint.path[2]] : [])
            if hint.unknown == id { hint.unknown = nil; hint.suggestion = nil }
        }
        return hint
    }

    /// A command's name and aliases.
    static func names(_ c: any ParsableCommand.Type) -> [String] {
        [TrackerCollisions.name(c)] + c.configuration.aliases
    }

    /// `tend mood log`.
    var command: String { path.joined(separator: " ") }
}
