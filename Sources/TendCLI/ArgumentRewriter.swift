import ArgumentParser
import CustomTrackers
import TendConsole

/// Rewrites arguments before parsing: `tend ID …` for a tracker defined by a file becomes the hidden
/// `tend custom …` command (see ``CustomDispatch``). Only a first argument that is not a command name
/// is rewritten, and nothing is opened to decide.
enum ArgumentRewriter {
    static func rewrite(_ arguments: [String], invocation: Invocation) -> [String] {
        guard let first = arguments.first, CustomDispatch.looksLikeID(first) else { return arguments }
        return CustomDispatch.rewrite(arguments, known: commandNames)
    }

    /// The root's subcommand names, and `help`.
    static var commandNames: Set<String> {
        TrackerCollisions.names(TendCommand.configuration.subcommands)
    }
}
