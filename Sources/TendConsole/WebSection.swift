import Foundation
import Synchronization
import TendKernel

/// A section of a tracker's page in the browser (``TrackerWebPage``): a heading and what it shows.
public struct WebSection: Sendable {
    /// What a section shows.
    public enum Kind: Sendable {
        /// Groups the tracker builds from its own `--json` reads (``WebReads``), each rendered the same
        /// way: a heading, links to the periods around, a choice, sentences, a list, a progress bar, a
        /// chain, a checklist, a month calendar, bars, charts, tables.
        case groups(@Sendable (WebReads) throws -> [WebGroup])
        /// A journal: a search field whose query runs `search` + `--json -- QUERY` (answering
        /// `{"results": [{"date", "text"}]}`); the week holding a day, its seven days from the week start
        /// (`week` + `--json`, then `--date DAY` for `?week=DAY`); and a month as a calendar of lines per
        /// day with its days' lines (`month` + `--json --month YYYY-MM` for `?month=`). The week and
        /// month answer `{"start"|"from", "end"|"to", "days": [{"date", "entries"|"lines": [{"text"}]}]}`.
        case journal(search: [String], week: [String], month: [String])
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
/// process on its store, and the page's day, search query and other query values (`?month=2026-10`).
public struct WebReads: Sendable {
    /// The page's today.
    public let today: Day
    /// The page's search query (`?q=`), if any.
    public let query: String?
    /// The page's query values by name (the first of a repeated name).
    public let parameters: [String: String]
    /// Runs `tend` with arguments: its standard output when it succeeded, else its refusal's sentence.
    let run: @Sendable ([String]) -> Result<String, WebRefused>
    /// The first refusal of a value the page was given (``first(_:_:)``).
    private let refused = Refused()

    /// Reads for a page of `today`, with `query` and `parameters`, through `run`.
    public init(today: Day, query: String?, parameters: [String: String] = [:],
                run: @escaping @Sendable ([String]) -> Result<String, WebRefused>) {
        self.today = today
        self.query = query
        self.parameters = parameters
        self.run = run
    }

    /// A command's `--json` output decoded as `type`; `nil` when it failed or doesn't decode.
    public func json<T: Decodable>(_ type: T.Type, _ arguments: [String]) -> T? {
        guard case .success(let out) = run(arguments) else { return nil }
        return try? JSONDecoder().decode(type, from: Data(out.utf8))
    }

    /// The first of `tries` that succeeds, decoded: try the page's value first, then the default. The
    /// refusal of a failed try is kept (the first only) and shown above the page, as a query the page
    /// could not show (``refusal``).
    public func first<T: Decodable>(_ type: T.Type, _ tries: [[String]]) -> T? {
        for arguments in tries {
            switch run(arguments) {
            case .success(let out): return try? JSONDecoder().decode(type, from: Data(out.utf8))
            case .failure(let refusal): refused.keep(refusal.sentence)
            }
        }
        return nil
    }

    /// The first refusal ``first(_:_:)`` met, if any.
    public var refusal: String? { refused.first }

    /// The first refusal, kept across the sections' builders.
    private final class Refused: Sendable {
        private let sentence = Mutex<String?>(nil)
        func keep(_ s: String) { sentence.withLock { if $0 == nil { $0 = s } } }
        var first: String? { sentence.withLock { $0 } }
    }
}

/// A command's refusal: its sentence, as the command line prints it (without `tend: `).
public struct WebRefused: Error, Sendable {
    /// The sentence.
    public let sentence: String

    /// A refusal.
    public init(_ sentence: String) { self.sentence = sentence }
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
    /// Links to the periods before and after the one shown.
    public var pager: WebPager?
    /// A choice that shows the page again with another query value (a window of days).
    public var choice: WebChoice?
    /// A list of short facts or findings.
    public var items: [String]
    /// A month as a calendar.
    public var month: WebMonth?
    /// Figures as horizontal bars, named as one image (a table beside them gives the same figures).
    public var bars: WebBars?

    /// A group; name the parts it has.
    public init(heading: String? = nil, pager: WebPager? = nil, choice: WebChoice? = nil, sentences: [String] = [], items: [String] = [],
                progress: WebProgress? = nil, chain: [WebChainStep] = [], checklist: WebChecklist? = nil, month: WebMonth? = nil,
                bars: WebBars? = nil, figures: [WebFigure] = [], tables: [WebTable] = []) {
        self.heading = heading
        self.pager = pager
        self.choice = choice
        self.sentences = sentences
        self.items = items
        self.progress = progress
        self.chain = chain
        self.checklist = checklist
        self.month = month
        self.bars = bars
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
    /// Whether each row's first cell is the row's heading (a weekday, a level).
    public let rowHeadings: Bool

    /// A table.
    public init(caption: String, columns: [String], rows: [[String]], rowHeadings: Bool = false) {
        self.caption = caption
        self.columns = columns
        self.rows = rows
        self.rowHeadings = rowHeadings
    }
}

/// Links to the periods before and after the one a group shows: each shows the page again with one
/// query value (`?month=2026-10`), at the group's section.
public struct WebPager: Sendable {
    /// The links' name as a whole (final text).
    public let label: String
    /// The link to the period before.
    public let previous: WebLink
    /// The link to the period after.
    public let next: WebLink

    /// A pager.
    public init(label: String, previous: WebLink, next: WebLink) {
        self.label = label
        self.previous = previous
        self.next = next
    }
}

extension WebPager {
    /// The months before and after the month of `first` (`?month=2026-10`), named as the catalog says.
    public static func months(around first: Day) -> WebPager {
        func link(_ d: Day, _ key: String) -> WebLink {
            WebLink(name: tr(key, ["month": DayFormat.monthYear(d.month, d.year)]), field: "month", value: d.isoMonth)
        }
        return WebPager(label: tr("web.calendar.month-nav"), previous: link(first.adding(months: -1), "web.calendar.previous-month"),
                        next: link(first.adding(months: 1), "web.calendar.next-month"))
    }

    /// The weeks before and after the week `start…end` (`?week=2026-11-09`).
    public static func weeks(_ start: Day, _ end: Day) -> WebPager {
        func link(_ d: Day, _ key: String) -> WebLink {
            WebLink(name: tr(key, ["date": DayFormat.medium(d)]), field: "week", value: d.iso)
        }
        return WebPager(label: tr("web.calendar.week-nav"), previous: link(start.adding(days: -7), "web.calendar.previous-week"),
                        next: link(end.adding(days: 1), "web.calendar.next-week"))
    }
}

/// A link to the tracker's page with `field=value` in its query.
public struct WebLink: Sendable {
    /// Its words.
    public let name: String
    /// The query value's name.
    public let field: String
    /// The query value.
    public let value: String

    /// A link.
    public init(name: String, field: String, value: String) {
        self.name = name
        self.field = field
        self.value = value
    }
}

/// A labelled choice among options and a button, sent as the page's query value ``field`` (a form
/// that GETs the tracker's page); ``keep`` are query values sent along unchanged.
public struct WebChoice: Sendable {
    /// The query value's name.
    public let field: String
    /// The label (final text).
    public let label: String
    /// The options.
    public let options: [WebOption]
    /// The query values kept (name, value).
    public let keep: [WebKept]
    /// The button's words.
    public let button: String

    /// A choice.
    public init(field: String, label: String, options: [WebOption], keep: [WebKept] = [], button: String) {
        self.field = field
        self.label = label
        self.options = options
        self.keep = keep
        self.button = button
    }
}

/// An option of a ``WebChoice``.
public struct WebOption: Sendable {
    /// What it sends.
    public let value: String
    /// Its words.
    public let label: String
    /// Whether it is the one shown.
    public let selected: Bool

    /// An option.
    public init(value: String, label: String, selected: Bool) {
        self.value = value
        self.label = label
        self.selected = selected
    }
}

/// A query value a ``WebChoice`` sends along.
public struct WebKept: Sendable {
    /// Its name.
    public let name: String
    /// Its value.
    public let value: String

    /// A kept value.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// A month as a calendar: weeks from ``weekStart``, each day of the month with its mark (a day
/// without one is shown empty).
public struct WebMonth: Sendable {
    /// Its first day.
    public let first: Day
    /// The weekday each week starts on.
    public let weekStart: Weekday
    /// The table's caption (final text).
    public let caption: String
    /// The marked days.
    public let marks: [Day: WebDayMark]

    /// A month.
    public init(first: Day, weekStart: Weekday, caption: String, marks: [Day: WebDayMark]) {
        self.first = first
        self.weekStart = weekStart
        self.caption = caption
        self.marks = marks
    }
}

/// A day of a ``WebMonth``: its style, its value in words and a note.
public struct WebDayMark: Sendable {
    /// Its style (a class for the style sheet: ``WebStyleName``).
    public let style: WebStyleName
    /// Its value in words (`good`).
    public let value: String?
    /// Its note.
    public let note: String?

    /// A mark.
    public init(style: WebStyleName, value: String?, note: String? = nil) {
        self.style = style
        self.value = value
        self.note = note
    }
}

/// The styles a day or a bar may take: a level of five (`level(1)`…`level(5)`, coloured from bad to
/// good) or none.
public enum WebStyleName: Sendable, Equatable {
    /// Level `n` of five.
    case level(Int)
    /// No value.
    case empty

    /// Its class in the style sheet (`level-4`, `empty`).
    public var className: String {
        switch self {
        case .level(let n): return "level-\(min(max(n, 1), 5))"
        case .empty: return "empty"
        }
    }
}

/// Horizontal bars, named as one image by ``alt``.
public struct WebBars: Sendable {
    /// What they show, in words (every bar's label and value).
    public let alt: String
    /// The bars, top to bottom.
    public let bars: [WebBar]

    /// Bars.
    public init(alt: String, bars: [WebBar]) {
        self.alt = alt
        self.bars = bars
    }
}

/// One of ``WebBars``: a label, the value shown, its length (a fraction 0…1 of the widest) and style.
public struct WebBar: Sendable {
    /// Its label.
    public let label: String
    /// The value shown after it.
    public let value: String
    /// Its length, 0…1.
    public let fraction: Double
    /// Its style.
    public let style: WebStyleName

    /// A bar.
    public init(label: String, value: String, fraction: Double, style: WebStyleName) {
        self.label = label
        self.value = value
        self.fraction = fraction
        self.style = style
    }
}
