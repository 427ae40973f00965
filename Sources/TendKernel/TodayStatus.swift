/// A tracker's block in the today view, as values: whether something is due and done, how far along,
/// and what to say, as ``TodayLine``s of catalog phrases, names and states that each front renders (the
/// console in 80 columns, the browser as controls).
public struct TodayStatus: Hashable, Sendable {
    /// Tracker id.
    public var tracker: String
    /// Its title (a catalog phrase, or the user's own name for it: ``Phrase/verbatim(_:)``).
    public var title: Phrase
    /// Whether something is due today.
    public var due: Bool
    /// Whether today's part is done.
    public var done: Bool
    /// Done and total parts, where counting makes sense (3 of 5 lines).
    public var progress: TodayProgress?
    /// What the block says, line by line.
    public var lines: [TodayLine]

    /// The widest a rendered today line may be: the today view fits 80 columns and puts a two-column
    /// status marker (`✓ `, `○ `) before each block.
    public static let lineWidth = 78
    /// Extra machine-readable figures for `--json`.
    public var figures: [String: FieldValue]
    /// The tracker's own highlight, shown by the today view instead of the figure it computes from the
    /// tracker's targets under the user's motivation model.
    public var highlight: TodayOwnHighlight

    /// Creates a status.
    public init(tracker: String, title: Phrase, due: Bool, done: Bool, progress: TodayProgress? = nil,
                lines: [TodayLine], figures: [String: FieldValue] = [:], highlight: TodayOwnHighlight = .platform) {
        self.tracker = tracker
        self.title = title
        self.due = due
        self.done = done
        self.progress = progress
        self.lines = lines
        self.figures = figures
        self.highlight = highlight
    }
}

/// Done and total parts of a today block (3 of 5 lines).
public struct TodayProgress: Hashable, Sendable {
    /// Parts done.
    public var done: Int
    /// Parts in all.
    public var total: Int

    /// `done` of `total`.
    public init(done: Int, total: Int) {
        self.done = done
        self.total = total
    }
}

/// Which figure a today block highlights.
public enum TodayOwnHighlight: Hashable, Sendable {
    /// The platform's: the chosen motivation model's figure of the tracker or its best target.
    case platform
    /// None: the block's lines already carry its figures.
    case none
    /// The tracker's own (a ritual's "Morning calm: day 12 of 30").
    case phrase(Phrase)
}

/// One line of a today block.
public enum TodayLine: Hashable, Sendable {
    /// Phrases one after another, joined by the front's separator (`Gratitude · 3 today`).
    case sentence([Phrase])
    /// A chain of steps after a cue — `After waking up → Run ✓ → Read ▸ · momentum strong 74%` — with
    /// `empty` in place of the steps when there are none, and `tail` after the separator. A front with
    /// little room folds the last steps into "+N more" (`more`: a phrase taking `{count}`).
    case chain(cue: Phrase, steps: [TodayStep], empty: Phrase, more: Phrase, tail: [Phrase])
    /// A phrase whose `{steps}` placeholder lists steps with their marks (`Other habits: Floss ○`).
    case list(Phrase, steps: [TodayStep])
    /// A head, then each step with its count (`Rituals · Morning calm 1/2 · Hydration 0/3`); a step with
    /// `note` set carries it after its count.
    case counts(head: Phrase, steps: [TodayStep])
}

/// A named thing in a today line: a habit of a stack, a ritual running now.
public struct TodayStep: Hashable, Sendable {
    /// The user's name for it.
    public var name: String
    /// What a check-in of it names as its subject (a habit's id), for fronts that check it off.
    public var subject: String?
    /// Its state today.
    public var state: TodayStepState
    /// Parts done and in all, where it has parts (a ritual's habits).
    public var count: TodayProgress?
    /// A word after it (a ritual left from earlier in the day: "earlier").
    public var note: Phrase?

    /// A step.
    public init(name: String, subject: String? = nil, state: TodayStepState, count: TodayProgress? = nil, note: Phrase? = nil) {
        self.name = name
        self.subject = subject
        self.state = state
        self.count = count
        self.note = note
    }
}

/// The state of a ``TodayStep``.
public enum TodayStepState: String, Hashable, Sendable, CaseIterable {
    /// Done.
    case done
    /// Part done (a measurable habit short of its amount).
    case partial
    /// Skipped on purpose.
    case skipped
    /// The next one to do.
    case next
    /// Still to do, after the next one.
    case later
    /// Nothing asked of it today.
    case rest
}
