import TendCLI
import TendConsole
import TendKernel

/// The controls a block carries, as its tracker declares them (``TrackerWebPage/controls``): what a tap
/// or a line on the page runs. Each write is a `tend` command, so the page has no write path of its own.
enum WebControls {
    /// The steps of a block that can be checked off (they name a subject), each once, in order.
    static func checkable(_ status: TodayStatus) -> [TodayStep] {
        var seen = Set<String>()
        var out: [TodayStep] = []
        for line in status.lines {
            let steps: [TodayStep]
            switch line {
            case .sentence: steps = []
            case .chain(_, let s, _, _, _), .list(_, let s), .counts(_, let s): steps = s
            }
            for step in steps where step.subject != nil && step.state != .rest && seen.insert(step.subject!).inserted { out.append(step) }
        }
        return out
    }

    /// The declared page of a tracker: its plugin's, or the generic one (a tracker defined by a file).
    static func page(_ tracker: String, modules: [TrackerPlugin]) -> TrackerWebPage {
        modules.first { $0.id == tracker }?.web ?? .generic
    }

    /// The form action of a tracker's controls.
    static func action(_ tracker: String) -> String { "/" + tracker }

    /// The view of one declared control on a block (`nil`: nothing to show there).
    static func view(_ control: WebControl, _ b: TodayBlock, text: (String) -> String) -> ControlView? {
        let tracker = b.status.tracker
        switch control.kind {
        case .line(let label, let button):
            return ControlView(line: LineControlView(action: action(tracker), field: control.field, input: tracker + "-" + control.field,
                                                     label: text(label), button: text(button)))
        case .levels(let legend, let levels):
            return ControlView(levels: LevelsControlView(action: action(tracker), field: control.field, legend: text(legend),
                                                         buttons: levels.enumerated().map { LevelButtonView(value: $1.value, number: $0 + 1, label: text($1.label)) }))
        case .steps(let legend):
            let steps = checkable(b.status).map { StepButtonView(subject: $0.subject!, name: $0.name, state: $0.state.rawValue, pressed: $0.state == .done) }
            guard !steps.isEmpty else { return nil }
            return ControlView(steps: StepsControlView(action: action(tracker), field: control.field, legend: text(legend), buttons: steps))
        case .checklist:
            return nil
        }
    }

    /// The block of a status, with the controls its tracker declares.
    static func block(_ b: TodayBlock, page: TrackerWebPage, text: (String) -> String) -> BlockView {
        let s = b.status
        let state = s.done ? "done" : s.due ? "due" : "rest"
        let lines = s.lines.map { TodayText.line($0, style: .plain, width: .max) }
        return BlockView(id: s.tracker, href: "/t/" + s.tracker, title: TodayText.title(s), state: state,
                         statusText: text("web.status." + state), progress: s.progress, highlight: b.highlight.flatMap { $0.isEmpty ? nil : $0 },
                         lines: lines, controls: page.controls.compactMap { view($0, b, text: text) })
    }

    /// What a posted form runs for a tracker.
    enum Posted: Equatable {
        /// This command.
        case command([String])
        /// The form names a step that isn't on today's block.
        case unknownStep
        /// No declared control reads any of the form's fields.
        case noControl
    }

    /// The command a posted form runs for `tracker`: the first declared control whose field the form
    /// carries, with its value (a step's subject becomes the step's name).
    static func posted(_ tracker: String, form: [String: String], bridge: TendBridge) -> Posted {
        guard let (control, value) = page(tracker, modules: bridge.modules).controls.lazy
            .compactMap({ c in form[c.field].map { (c, $0) } }).first else { return .noControl }
        guard case .steps = control.kind else { return .command(control.command(value)) }
        // The form names the step by its subject (a habit's id); the command takes its name.
        let block = (try? bridge.today())?.blocks.first { $0.status.tracker == tracker }
        guard let step = block.map({ checkable($0.status) })?.first(where: { $0.subject == value }) else { return .unknownStep }
        return .command(control.command(step.name))
    }
}
