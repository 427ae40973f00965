/// What a tracker shows in the browser (`tend web`, docs/web.md): the controls on its block (on Today
/// and on its own page) and the sections of its page at `/t/<tracker id>`. The browser front renders
/// whatever is declared here and knows no tracker by name.
///
/// Everything is declared as the command line: a control names the `tend` arguments a tap or a line
/// runs (the page has no write path of its own), and a section reads the tracker's own `--json` output
/// (``WebReads``). A tracker that declares nothing (``generic``) still gets a page: its today block and
/// its newest entries.
public struct TrackerWebPage: Sendable {
    /// The controls on the tracker's block, in order.
    public let controls: [WebControl]
    /// The sections of its page after the block, in order (the newest entries always come last).
    public let sections: [WebSection]

    /// A page with these controls and sections.
    public init(controls: [WebControl] = [], sections: [WebSection] = []) {
        self.controls = controls
        self.sections = sections
    }

    /// Nothing declared: the generic page (today block and newest entries), no control.
    public static let generic = TrackerWebPage()

    /// The control that reads `field` from a posted form, if one does.
    public func control(field: String) -> WebControl? { controls.first { $0.field == field } }
}

/// A control: a form posted to `/<tracker id>` that runs `tend` ``arguments`` `--` the value of its
/// ``field``.
public struct WebControl: Sendable {
    /// How the control looks and what it posts.
    public enum Kind: Sendable {
        /// A labelled text field and a button (catalog keys): the value is the line typed.
        case line(label: String, button: String)
        /// One button per level, in order, under a legend (catalog key): the value is the level's word.
        case levels(legend: String, levels: [WebLevel])
        /// One button per step of the today block that names a subject (``TodayStep/subject``), named by
        /// the step, under a legend (catalog key): the form posts the subject and the command gets the
        /// step's name.
        case steps(legend: String)
        /// The buttons of a section's checklist (``WebChecklist``): nothing on the block; the value is
        /// the item's.
        case checklist
    }

    /// The form field that carries the value (unique among the tracker's controls).
    public let field: String
    /// How it looks.
    public let kind: Kind
    /// The `tend` arguments it runs, before `--` and the value (`["mood", "log"]`).
    public let arguments: [String]

    /// A control posting `field`, running `arguments -- value`.
    public init(field: String, kind: Kind, arguments: [String]) {
        self.field = field
        self.kind = kind
        self.arguments = arguments
    }

    /// The command a value runs: the arguments, `--`, the value (so a value never reads as an option).
    public func command(_ value: String) -> [String] { arguments + ["--", value] }
}

/// One level of a ``WebControl/Kind/levels`` control.
public struct WebLevel: Sendable {
    /// The word the command takes (`good`).
    public let value: String
    /// The catalog key of the button's name.
    public let label: String

    /// A level.
    public init(value: String, label: String) {
        self.value = value
        self.label = label
    }
}
