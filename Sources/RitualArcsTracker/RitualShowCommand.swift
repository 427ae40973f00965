import ArgumentParser
import TendConsole
import TendKernel
import TendStats

/// `tend ritual show TITLE` (also `tend ritual stats TITLE`): one ritual in detail — its arc, completion,
/// streak, milestones, days active (first, latest, count), habits and arcs.
struct RitualShowCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "show", abstract: trHelp("ritual.show.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("ritual.argument.title.help"), valueName: "title"), completion: NameCompletion.items(tracker: RitualArcsTracker.id, type: Ritual.itemType, field: RitualField.title))
    var title: String

    func execute(_ s: Session) throws -> CommandOutput {
        try Self.report(s, title: title)
    }

    /// One ritual's report (`ritual show` and `ritual stats TITLE`).
    static func report(_ s: Session, title: String) throws -> CommandOutput {
        let book = try RitualBook.load(s.store)
        let r = try RitualInput.ritual(title, in: book)
        let show = try RitualShow.build(book, r, today: s.today, rules: StreakRules(grace: s.graceDays), s.store)
        return CommandOutput(json: JSON(show)) { render(show, style: s.style) }
    }

    /// The text form.
    static func render(_ v: RitualShow, style: Style) -> [String] {
        var out = [style.bold(v.ritual.title), RitualFormat.status(v.ritual)]
        if let n = v.ritual.notes { out.append(tr("ritual.show.notes", ["notes": n])) }
        out.append("")
        let arc = v.arc
        switch v.phase {
        case .running:
            out.append(tr("ritual.show.arc-running", [
                "number": String(arc.number), "day": String(arc.dayNumber(v.today)), "length": String(arc.length),
                "remaining": RitualFormat.days(v.daysRemaining ?? 0), "range": RitualFormat.range(arc),
            ]))
        case .upcoming:
            out.append(tr("ritual.show.arc-upcoming", ["number": String(arc.number), "start": arc.start.iso,
                                                       "length": RitualFormat.days(arc.length)]))
        case .finished:
            out.append(tr("ritual.show.arc-finished", ["number": String(arc.number), "range": RitualFormat.range(arc),
                                                       "title": v.ritual.title]))
        }
        let milestones = v.milestones.map { m in
            FillBar.box(m.reached) + " " + tr("ritual.milestone." + m.kind.rawValue, ["day": String(m.threshold)])
        }
        out += RitualFormat.labelled([
            (tr("ritual.show.completion"), FillBar.percent(v.completion.rate)),
            (tr("ritual.show.streak"), RitualFormat.streak(v.streak.current, longest: v.streak.longest)),
            (tr("ritual.show.milestones"), milestones.joined(separator: " · ")),
            (tr("ritual.insights.days-active"), RitualFormat.daysActive(v.daysActive, first: v.firstCheckIn, latest: v.latestCheckIn)),
        ])
        out.append("")
        var habits = TextTable(columns: [.init(tr("ritual.show.col.habit")), .init(tr("ritual.show.col.rate"), right: true),
                                         .init(tr("ritual.show.col.days"), right: true)])
        habits.rows = v.habits.map { [$0.title, FillBar.percent($0.rate), String($0.doneDays)] }
        out += habits.render(style: style)
        out.append("")
        var arcs = TextTable(columns: [.init(tr("ritual.show.col.arc"), right: true), .init(tr("ritual.show.col.dates")),
                                       .init(tr("ritual.show.col.length"), right: true),
                                       .init(tr("ritual.show.col.rate"), right: true), .init(tr("ritual.show.col.habits"))])
        arcs.rows = v.arcs.map { a in
            [String(a.arc.number), RitualFormat.range(a.arc), String(a.arc.length),
             a.arc.start > v.today ? "–" : FillBar.percent(a.completion.rate), a.habits.joined(separator: ", ")]
        }
        out += arcs.render(style: style)
        return out
    }

    /// The `--json` shape.
    struct JSON: Codable {
        struct Arc: Codable {
            let number: Int
            let start: Day
            let end: Day
            let length: Int
            let current: Bool
            let completionRate: Double
            let habits: [String]
        }
        struct Habit: Codable {
            let title: String
            let doneDays: Int
            let completionRate: Double
        }
        let title: String
        let category: String?
        let color: String?
        let timeOfDay: String
        let notes: String?
        let enabled: Bool
        let archived: Bool
        let phase: ArcPhase
        let arc: Arc
        let day: Int?
        let daysRemaining: Int?
        let completionRate: Double
        let streak: StreakFigures
        let milestones: [Milestone]
        let habits: [Habit]
        let arcs: [Arc]
        let daysActive: Int
        let firstCheckIn: Day?
        let latestCheckIn: Day?

        init(_ v: RitualShow) {
            func arc(_ a: RitualShow.Arc) -> Arc {
                Arc(number: a.arc.number, start: a.arc.start, end: a.arc.end, length: a.arc.length, current: a.arc.id == v.arc.id,
                    completionRate: JSONOutput.round(a.completion.rate), habits: a.habits)
            }
            title = v.ritual.title
            category = v.ritual.category
            color = v.ritual.color
            timeOfDay = v.ritual.timeOfDay.rawValue
            notes = v.ritual.notes
            enabled = v.ritual.enabled
            archived = v.ritual.archived
            phase = v.phase
            arcs = v.arcs.map(arc)
            self.arc = arcs.first { $0.current } ?? arc(RitualShow.Arc(arc: v.arc, habits: [], completion: v.completion))
            day = v.dayNumber
            daysRemaining = v.daysRemaining
            completionRate = JSONOutput.round(v.completion.rate)
            streak = v.streak
            milestones = v.milestones.map {
                Milestone(kind: $0.kind, threshold: $0.threshold, reached: $0.reached, progress: JSONOutput.round($0.progress))
            }
            habits = v.habits.map { Habit(title: $0.title, doneDays: $0.doneDays, completionRate: JSONOutput.round($0.rate)) }
            daysActive = v.daysActive
            firstCheckIn = v.firstCheckIn
            latestCheckIn = v.latestCheckIn
        }
    }
}
