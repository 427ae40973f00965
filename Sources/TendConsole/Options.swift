import ArgumentParser

/// `--store PATH` (also `TEND_STORE`).
public struct StoreOptions: ParsableArguments {
    /// The store path given on the command line.
    @Option(name: .long, help: ArgumentHelp(tr("option.store.help"), valueName: "path"))
    public var store: String?

    /// Creates empty options.
    public init() {}
}

/// `--json`, `--no-color`, `--ascii`.
public struct OutputOptions: ParsableArguments {
    /// Print JSON instead of text.
    @Flag(name: .long, help: ArgumentHelp(tr("option.json.help")))
    public var json = false

    /// Never colour (also `NO_COLOR`).
    @Flag(name: .customLong("no-color"), help: ArgumentHelp(tr("option.no-color.help")))
    public var noColor = false

    /// Draw charts with ASCII only.
    @Flag(name: .long, help: ArgumentHelp(tr("option.ascii.help")))
    public var ascii = false

    /// Creates default options.
    public init() {}
}

/// The options every command takes: the store and the output style.
public struct CommonOptions: ParsableArguments {
    /// Store options.
    @OptionGroup public var storeOptions: StoreOptions
    /// Output options.
    @OptionGroup public var output: OutputOptions

    /// Creates default options.
    public init() {}

    /// What was given, as plain values (read only once parsed).
    public var values: CommonValues {
        CommonValues(store: storeOptions.store, json: output.json, noColor: output.noColor, ascii: output.ascii)
    }
}

/// The common options' values — what a ``Session`` needs of them — for a session opened with or
/// without ArgumentParser's parse (``CommonValues/defaults`` is what parsing no words gives).
public struct CommonValues: Hashable, Sendable {
    /// `--store PATH`, if given.
    public var store: String?
    /// `--json`.
    public var json: Bool
    /// `--no-color`.
    public var noColor: Bool
    /// `--ascii`.
    public var ascii: Bool

    /// Values as given.
    public init(store: String? = nil, json: Bool = false, noColor: Bool = false, ascii: Bool = false) {
        self.store = store
        self.json = json
        self.noColor = noColor
        self.ascii = ascii
    }

    /// No option given.
    public static let defaults = CommonValues()
}

/// `--date D`: a date word.
public struct DateOption: ParsableArguments {
    /// The date word as typed.
    @Option(name: .long, help: ArgumentHelp(tr("option.date.help"), valueName: "date"))
    public var date: String?

    /// Creates an empty option.
    public init() {}
}
