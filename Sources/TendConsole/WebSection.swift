import Foundation
import TendKernel

/// A section of a tracker's page in the browser (``TrackerWebPage``): a heading and what it shows.
public struct WebSection: Sendable {
    /// What a section shows.
    public enum Kind: Sendable {
        /// Groups the tracker builds from its own `--json` reads (``WebReads``), each rendered the same
        /// way: a heading, sentences, a progress bar, a chain, a checklist, charts, tables.
        case groups(@Sendable (WebReads) throws -> [WebGroup])
        /// A journal: its newest days with lines (`list` + `--json --limit 7`, answering `{"days":
        /// [{"date", "entries"|"lines": [{"text"}]}]}`) and a search field whose query runs `search` +
        /// `--json -- QUERY` (answering `{"results": [{"date", "text"}]}`).
        case journal(list: [String], search: [String])
    }

    /// The id of its heading on the page (letters, digits and `-`; unique on the page).
    public let id: String
    /// The catalog key of its heading.
    public let title: String
    /// The catalog key of the sentence shown when it has no group (`nil`: nothing).
    public let empty: String?
    /// The charts its groups may show (``WebFigure/chart`` names one), served at
    /// `/t/<tracker>/charts/<name>?of=<subject>`.
    public let charts: [WebChart]
    /// What it shows.
    public let kind: Kind

    /// A section.
    public init(id: String, title: String, empty: String? = nil, charts: [WebChart] = [], kind: Kind) {
        self.id = id
        self.title = title
        self.empty = empty
        self.charts = charts
        self.kind = kind
    }
}

/// What a section's groups are built from: the tracker's own `--json` output, run in the page's
/// process on its store, and the page's day and search query.
public struct WebReads: Sendable {
    /// The page's today.
    public let today: Day
    /// The page's search query (`?q=`), if any.
    public let query: String?
    /// Runs `tend` with arguments; its standard output when it succeeded, else `nil`.
    let run: @Sendable ([String]) -> String?

    /// Reads for a page of `today`, with `query`, through `run`.
    public init(today: Day, query: String?, run: @escaping @Sendable ([String]) -> String?) {
        self.today = today
        self.query = query
        self.run = run
    }

    /// A command's `--json` output decoded as `type`; `nil` when it failed or doesn't decode.
    public func json<T: Decodable>(_ type: T.Type, _ arguments: [String]) -> T? {
        guard let out = run(arguments) else { return nil }
        return try? JSONDecoder().decode(type, from: Data(out.utf8))
    }
}

/// A chart a tracker's command draws as SVG into a file (`tend mood year --svg FILE`), for a subject
/// (a habit's name) or none.
public struct WebChart: Sendable {
    /// Its name in the URL (letters, digits and `-`).
    public let name: String
    /// The `tend` arguments that draw it into `file`, for `subject` (empty for a chart of the tracker).
    public let command: @Sendable (_ file: String, _ subject: String) -> [String]

    /// A chart named `name`, drawn by `command`.
    public init(name: String, command: @escaping @Sendable (_ file: String, _ subject: String) -> [String]) {
        self.name = name
        self.command = command
    }
}

/// One group of a section: a ritual, a stack, a habit, a chart. Every part is optional; the texts are
/// final (built in the page's language).
public struct WebGroup: Sendable {
    /// Its heading.
    public var heading: String?
    /// Sentences.
    public var sentences: [String]
    /// A progress bar and its words.
    public var progress: WebProgress?
    /// Steps in order (a chain), each with its state.
    public var chain: [WebChainStep]
    /// Buttons that run a ``WebControl/Kind/checklist`` control.
    public var checklist: WebChecklist?
    /// Charts, each with its text alternative.
    public var figures: [WebFigure]
    /// Tables.
    public var tables: [WebTable]

    /// A group; name the parts it has.
    public init(heading: String? = nil, sentences: [String] = [], progress: WebProgress? = nil, chain: [WebChainStep] = [],
                checklist: WebChecklist? = nil, figures: [WebFigure] = [], tables: [WebTable] = []) {
        self.heading = heading
        self.sentences = sentences
        self.progress = progress
        self.chain = chain
        self.checklist = checklist
        self.figures = figures
        self.tables = tables
    }
}

/// A progress bar: `done` of `total`, and its words ("3 of 5 done").
public struct WebProgress: Sendable {
    /// Done so far.
    public let done: Int
    /// Out of.
    public let total: Int
    /// Its words.
    public let words: String

    /// A progress bar.
    public init(done: Int, total: Int, words: String) {
        self.done = done
        self.total = total
        self.words = words
    }
}

/// A step of a chain: its name, its state (`done`, `next`, `later`, `skipped`, `rest`…: a class for
/// the style sheet) and the state in words.
public struct WebChainStep: Sendable {
    /// The step's name.
    public let name: String
    /// Its state.
    public let state: String
    /// Its state in words.
    public let stateWords: String

    /// A step.
    public init(name: String, state: String, stateWords: String) {
        self.name = name
        self.state = state
        self.stateWords = stateWords
    }
}

/// Buttons, one per item, that post an item's value to the tracker's control reading ``field``.
public struct WebChecklist: Sendable {
    /// The legend (final text).
    public let legend: String
    /// The field of the ``WebControl`` that runs them.
    public let field: String
    /// The buttons.
    public let items: [WebCheckItem]

    /// A checklist.
    public init(legend: String, field: String, items: [WebCheckItem]) {
        self.legend = legend
        self.field = field
        self.items = items
    }
}

/// A checklist's button: named by ``name``, posting ``value``, pressed when ``done``.
public struct WebCheckItem: Sendable {
    /// The button's name.
    public let name: String
    /// What it posts.
    public let value: String
    /// Whether it is done.
    public let done: Bool

    /// A button.
    public init(name: String, value: String, done: Bool) {
        self.name = name
        self.value = value
        self.done = done
    }
}

/// A chart shown in a group: one of the section's ``WebChart``s for a subject, with its text
/// alternative (the image's `alt`) and caption.
public struct WebFigure: Sendable {
    /// The chart's name (``WebChart/name``).
    public let chart: String
    /// Its subject (empty for none).
    public let subject: String
    /// What it shows, in words (the image's text alternative).
    public let alt: String
    /// Its caption.
    public let caption: String

    /// A figure.
    public init(chart: String, subject: String = "", alt: String, caption: String) {
        self.chart = chart
        self.subject = subject
        self.alt = alt
        self.caption = caption
    }
}

/// A table: a caption, column headings, rows of cells.
public struct WebTable: Sendable {
    /// Its caption.
    public let caption: String
    /// The column headings.
    public let columns: [String]
    /// The rows, each as many cells as there are columns.
    public let rows: [[String]]

    /// A table.
    public init(caption: String, columns: [String], rows: [[String]]) {
        self.caption = caption
        self.columns = columns
        self.rows = rows
    }
}
