import TendConsole
import TendKernel

/// One thing wrong with a definition: where (a JSON path like `goal.atLeast` or `value.labels[2]`) and what.
public struct DefinitionProblem: Hashable, Sendable, CustomStringConvertible {
    /// The JSON path of the offending value; empty for the definition as a whole.
    public let path: String
    /// What is wrong, already localised (`must be a positive number`).
    public let message: String

    /// Creates a problem from a catalog key.
    public init(_ path: String, _ key: String, _ args: [String: String] = [:]) {
        self.path = path
        self.message = tr(key, args)
    }

    /// `goal.atLeast: must be a positive number`.
    public var description: String { (path.isEmpty ? tr("definition.path.root") : path) + ": " + message }
}

/// Every problem of a refused definition.
public struct DefinitionProblems: Error, Hashable, Sendable {
    /// The problems, in the order of the definition's fields.
    public let problems: [DefinitionProblem]

    /// Creates the error.
    public init(_ problems: [DefinitionProblem]) { self.problems = problems }
}

/// Names a definition's id may not take, and why.
public struct ReservedIDs: Sendable {
    /// Command names of the `tend` build (`today`, `history`, `tracker`…).
    public var commands: Set<String>
    /// Ids of trackers built into the `tend` build.
    public var trackers: Set<String>

    /// Creates the set.
    public init(commands: Set<String> = [], trackers: Set<String> = []) {
        self.commands = commands
        self.trackers = trackers
    }

    /// Nothing reserved (reading stored definitions).
    public static let none = ReservedIDs()

    /// Why `id` can't be used, or `nil` if it can.
    func problem(_ id: String) -> DefinitionProblem? {
        if trackers.contains(id) { return DefinitionProblem("id", "definition.id.tracker", ["input": id]) }
        if commands.contains(id) { return DefinitionProblem("id", "definition.id.command", ["input": id]) }
        return nil
    }
}
