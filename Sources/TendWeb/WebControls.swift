import TendCLI
import TendConsole
import TendKernel

/// The controls a block carries, by tracker: what a tap or a line on the page runs. Each write is a
/// `tend` command, so the page has no write path of its own.
enum WebControls {
    /// The words `tend mood log` takes, level 1 to 5.
    static let moodLevels = ["horrible", "bad", "average", "good", "great"]

    /// The mood control (on the mood tracker's block).
    static func mood(_ text: (String) -> String) -> MoodControlView {
        MoodControlView(legend: text("web.mood.legend"),
                        levels: moodLevels.enumerated().map { LevelButtonView(value: $1, number: $0 + 1, label: text("mood.level.\($0 + 1)")) })
    }

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

    /// The command a form runs, by route: `nil` for a route that writes nothing.
    static func command(_ route: String, _ value: String) -> [String]? {
        switch route {
        case "mood": return ["mood", "log", "--", value]
        case "gratitude": return ["gratitude", "add", "--", value]
        case "five": return ["five", "add", "--", value]
        case "habit": return ["habit", "done", "--", value]
        case "ritual": return ["ritual", "check", "--", value]
        default: return nil
        }
    }

    /// The block of a status, with its controls.
    static func block(_ b: TodayBlock, text: (String) -> String) -> BlockView {
        let s = b.status
        let state = s.done ? "done" : s.due ? "due" : "rest"
        let lines = s.lines.map { TodayText.line($0, style: .plain, width: .max) }
        var habits: HabitControlView?
        if s.tracker == "habit" {
            let steps = checkable(s).map { StepButtonView(subject: $0.subject!, name: $0.name, state: $0.state.rawValue, pressed: $0.state == .done) }
            if !steps.isEmpty { habits = HabitControlView(legend: text("web.habits.legend"), steps: steps) }
        }
        let line: LineControlView? = switch s.tracker {
        case "gratitude": LineControlView(action: "/gratitude", field: "gratitude-text", label: text("web.gratitude.label"), button: text("web.gratitude.add"))
        case "five": LineControlView(action: "/five", field: "five-text", label: text("web.five.label"), button: text("web.five.add"))
        default: nil
        }
        return BlockView(id: s.tracker, href: "/t/" + s.tracker, title: TodayText.title(s), state: state,
                         statusText: text("web.status." + state), progress: s.progress, highlight: b.highlight.flatMap { $0.isEmpty ? nil : $0 },
                         lines: lines, mood: s.tracker == "mood" ? mood(text) : nil, habits: habits, line: line)
    }
}
