import ArgumentParser

/// A command that runs on a session. The kit's ``run()`` owns the common options, refuses bad input
/// before the store is opened (a refused command never creates a store), opens the session, and shows
/// what the command returns as JSON or text in one place (``Session/show(_:)``). Errors are thrown as
/// they are; `TendCLI` maps them to a sentence and an exit code. A command writes only what it does.
public protocol SessionCommand: ParsableCommand {
    /// `--store`, `--json`, `--no-color`, `--ascii`.
    var common: CommonOptions { get }
    /// Refuses bad input before anything is opened or written (default: nothing to check).
    func checkInput() throws
    /// Opens the session (default: ``Session/init(_:invocation:)`` with ``common``).
    func openSession() throws -> Session
    /// Does the work and returns what to show.
    func execute(_ s: Session) throws -> CommandOutput
}

extension SessionCommand {
    /// Nothing to check.
    public func checkInput() throws {}

    /// The session of ``common``.
    public func openSession() throws -> Session { try Session(common) }

    /// Checks the input, opens the session, executes and shows the output.
    public func run() throws {
        try checkInput()
        // The option groups that can check their own text (a date word, a month, a year) do so here too.
        for child in Mirror(reflecting: self).children {
            try (child.value as? any CheckedOptionGroup)?.checkText()
        }
        let s = try openSession()
        try s.show(try execute(s))
    }
}

/// A session command whose only options are the common ones (``CommonOptions``): what it shows depends
/// on the session alone. Given no words it runs without ArgumentParser's parse, with the session of the
/// default options; given any word (an option, help) it is parsed as every command is. So a conformer
/// keeps ``SessionCommand``'s `checkInput()` and `openSession()` as they are: without words, neither runs.
///
/// ArgumentParser's first parse in a process reflects the command's option groups and instantiates its
/// generic types, each checked by an uncached conformance look-up: 18.6 M of the 90.8 M instructions `tend`
/// (today, the command run most) took on the ten-year store (docs/benchmarks.md, issue 32).
public protocol RunsWithoutWords: SessionCommand {
    /// What the command shows, run on `s`.
    static func output(_ s: Session) throws -> CommandOutput
    /// Whether the command syncs by itself, so that autosync stays off around it (what
    /// `SyncManagedCommand` says of a parsed command; asked here without a cast, see `TendCLI`).
    static var managesSync: Bool { get }
}

extension RunsWithoutWords {
    /// `false`: autosync runs around the command.
    public static var managesSync: Bool { false }

    /// ``output(_:)``.
    public func execute(_ s: Session) throws -> CommandOutput { try Self.output(s) }

    /// What ``run()`` does after a parse of no words: opens the session of the default options (nothing to
    /// check, no option group with text) and shows ``output(_:)``.
    public static func runWithoutWords() throws {
        let s = try Session(values: .defaults)
        try s.show(try output(s))
    }
}

/// What a command shows: a JSON value for `--json` and lines of text otherwise. Both are built only
/// when shown, so a command pays for (and reads the store for) the form asked for only.
public struct CommandOutput {
    /// The `--json` value; `nil` when the command has no JSON form (then its text is shown).
    let json: (() throws -> any Encodable)?
    /// The lines of text.
    let text: () throws -> [String]
    /// What runs once the output is shown: warnings on standard error, or the error (and exit status)
    /// for a problem the output reports.
    private(set) var afterwards: (() throws -> Void)?

    /// Output with a JSON form and a text form.
    public init(json: @autoclosure @escaping () throws -> any Encodable, text: @escaping () throws -> [String]) {
        self.json = json
        self.text = text
    }

    /// Output with a text form only (shown with or without `--json`).
    public init(text: @escaping () throws -> [String]) {
        self.json = nil
        self.text = text
    }

    /// Lines of text only.
    public static func lines(_ lines: String...) -> CommandOutput {
        CommandOutput(text: { lines })
    }

    /// This output, then `step` once it is shown (``afterwards``).
    public func then(_ step: @escaping () throws -> Void) -> CommandOutput {
        var out = self
        out.afterwards = step
        return out
    }

    /// Nothing more to show (what the command printed while it ran, if anything, is all).
    public static var none: CommandOutput { CommandOutput(text: { [] }) }
}

extension Session {
    /// Shows a command's output: its JSON form under `--json` (when it has one), else its text; then
    /// runs what comes after it (``CommandOutput/then(_:)``).
    public func show(_ output: CommandOutput) throws {
        if wantsJSON, let json = output.json {
            try printJSON(try json())
        } else {
            print(lines: try output.text())
        }
        try output.afterwards?()
    }
}

/// Options whose text can be checked before the store is opened (``SessionCommand/run()`` does it for
/// every option group of a command). What needs the store (today, for a future day) is checked when used.
public protocol CheckedOptions: ParsableArguments {
    /// Refuses text no value could have.
    func checkText() throws
}

/// An option group whose options check their own text (found by reflection in ``SessionCommand/run()``).
protocol CheckedOptionGroup {
    /// Checks the group's text.
    func checkText() throws
}

extension OptionGroup: CheckedOptionGroup where Value: CheckedOptions {
    func checkText() throws { try wrappedValue.checkText() }
}

extension DateOption: CheckedOptions {
    /// An unreadable `--date`.
    public func checkText() throws {
        if let date { try DateWord.check(date) }
    }
}

extension MonthOption: CheckedOptions {
    /// Both `--month` and `--date`, an unreadable month or date.
    public func checkText() throws {
        if month != nil && date != nil { throw TendError(key: "error.month.both") }
        if let month { _ = try Self.parse(month) }
        if let date { try DateWord.check(date) }
    }
}

extension YearOption: CheckedOptions {
    /// Both `--year` and `--date`, an unreadable year or date.
    public func checkText() throws {
        if year != nil && date != nil { throw TendError(key: "error.year.both") }
        if let year { _ = try Self.parse(year) }
        if let date { try DateWord.check(date) }
    }
}
