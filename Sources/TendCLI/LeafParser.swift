import ArgumentParser
import TendConsole

/// Parses an invocation by parsing only the command it runs.
///
/// ArgumentParser's parse of the root builds the whole command tree (~120 command types) and reflects,
/// matches and casts its way through it: most of a command's start-up went to the Swift runtime's
/// uncached conformance look-ups for types the invocation never runs (docs/benchmarks.md). Here the
/// command path is found by name — `tend mood log good` is `mood`, then `log` — the way the root's parse
/// finds it (the first remaining word names a subcommand, or else the group's default subcommand runs),
/// and only that command parses the remaining words.
///
/// Whatever the leaf alone cannot settle goes to the whole tree's parse, so help, errors, suggestions,
/// `--version` and completion requests read word for word as before: `help` as the first word,
/// `--version` anywhere, a path that ends on a group without a default, and every argument the leaf
/// rejects (it throws, or answers with help) give `nil`. Groups take no arguments of their own (a test
/// checks it), so their part of the root's parse is their `validate()`, which is run here too.
enum LeafParser {
    /// What the leaf alone settles: a command that runs without a parse, or the parsed command.
    enum Settled {
        /// `tend` or `tend today`: a ``RunsWithoutWords`` command given no words.
        case withoutWords(any RunsWithoutWords.Type)
        /// The command, parsed by itself.
        case parsed(any ParsableCommand)
    }

    /// What `arguments` run, settled by the command they name alone (the path to it walked once): a
    /// command of `quick` given no words runs without a parse, any other is parsed by that command alone.
    /// `nil` when only the parse from `root` can say what they mean, or a group on the way refuses (its
    /// `validate()` throws): the tree's parse then says why.
    ///
    /// The commands that run without words are named (``TendCommand/quickCommands``) and told apart by
    /// identity: `leaf as? any RunsWithoutWords.Type` made the runtime scan every conformance record of the
    /// binary on each start (0.36 M instructions, and as much again for the sync check; docs/benchmarks.md).
    static func settle(_ arguments: [String], root: any ParsableCommand.Type,
                       quick: [any RunsWithoutWords.Type] = TendCommand.quickCommands) -> Settled? {
        let options = arguments.prefix { $0 != "--" }
        guard arguments.first != "help", !options.contains("--version") else { return nil }
        guard let (groups, leaf, rest) = path(arguments, root: root) else { return nil }
        do {
            for group in groups {
                var passed = group.init()
                try passed.validate()
            }
            if rest.isEmpty, let command = quick.first(where: { ObjectIdentifier($0) == ObjectIdentifier(leaf) }) {
                return .withoutWords(command)
            }
            let command = try leaf.parseAsRoot(Array(rest))
            return type(of: command) == leaf ? .parsed(command) : nil
        } catch {
            return nil
        }
    }

    /// The command `arguments` run, parsed by that command alone (even one that could run without a
    /// parse); `nil` when only the parse from `root` can say what they mean.
    static func parse(_ arguments: [String], root: any ParsableCommand.Type) -> (any ParsableCommand)? {
        if case .parsed(let command) = settle(arguments, root: root, quick: []) { return command }
        return nil
    }

    /// The groups the root's parse passes through for `arguments`, the command it ends on, and the
    /// words left for that command; `nil` when it ends on a group that has no default subcommand.
    static func path(_ arguments: [String], root: any ParsableCommand.Type)
        -> (groups: [any ParsableCommand.Type], leaf: any ParsableCommand.Type, rest: ArraySlice<String>)? {
        var groups: [any ParsableCommand.Type] = []
        var node = root
        var rest = arguments[...]
        while true {
            let configuration = node.configuration
            if configuration.subcommands.isEmpty { return (groups, node, rest) }
            groups.append(node)
            if let word = rest.first, let child = configuration.subcommands.first(where: { named($0, word) }) {
                node = child
                rest = rest.dropFirst()
            } else if let fallback = configuration.defaultSubcommand {
                node = fallback
            } else {
                return nil
            }
        }
    }

    /// Whether `word` names `command` (its name or one of its aliases), as ArgumentParser matches it.
    private static func named(_ command: any ParsableCommand.Type, _ word: String) -> Bool {
        command._commandName == word || command.configuration.aliases.contains(word)
    }
}
