import ArgumentParser
import TendConsole
import TendKernel
import TendStats

/// `tend stack [NAME] [--date D]`: each chain's progress on the day — done ✓, next ▸, later · — with the
/// stack's momentum.
struct StackShowCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "show", abstract: trHelp("habit.stack.show.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    @Argument(help: ArgumentHelp(tr("habit.stack.show.name.help"), valueName: "stack"), completion: NameCompletion.items(tracker: HabitStacksTracker.id, type: HabitStack.type))
    var name: String?

    /// A stack in `--json`: `name`, `trigger`, `day`, `habits [{position, name, state, amount}]`, `done`
    /// (goal met), `due`, `next`, `momentum {score, bucket}`.
    struct Report: Codable {
        struct Link: Codable {
            let position: Int
            let name: String
            let state: LinkState
            let amount: Double?
        }

        let name: String
        let trigger: String
        let day: String
        let habits: [Link]
        let done: Int
        let due: Int
        let next: String?
        let momentum: Momentum
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let day = try s.day(date, allowFuture: true)
        let book = try HabitBook(s.store)
        let stacks = try name.map { [try book.requireStack($0)] } ?? book.stacks
        let window = HabitStats.momentumWindow(day)
        let values = try HabitStats.values(s.store, book.activeHabits, days: window)
        var reports: [Report] = []
        var lines: [String] = []
        let glyphs = HabitGlyphs(s.style)
        for stack in stacks {
            let members = book.members(of: stack)
            let progress = StackProgress(stack, members: members, values: values, day: day)
            let momentum = HabitStats.rounded(Momentum.compute(
                HabitStats.stackHistory(stack, members: members, values: values, days: window), today: day))
            let links = progress.links.enumerated().map { i, l in
                Report.Link(position: i + 1, name: l.habit.name, state: l.state, amount: values[l.habit.id]?[day]?.amount)
            }
            reports.append(Report(name: stack.name, trigger: stack.trigger, day: day.iso, habits: links,
                                  done: progress.doneCount, due: progress.due.count, next: progress.next?.name,
                                  momentum: momentum))
            if !lines.isEmpty { lines.append("") }
            lines += render(progress, links: links, momentum: momentum, glyphs: glyphs, style: s.style)
        }
        return CommandOutput(json: reports) { stacks.isEmpty ? [tr("habit.stack.none")] : lines }
    }

    /// A stack's block: its name, its chain, one line per habit, then the day's count and momentum.
    private func render(_ p: StackProgress, links: [Report.Link], momentum: Momentum, glyphs: HabitGlyphs, style: Style) -> [String] {
        var out = [style.bold(p.stack.name), "  " + p.chain(style, width: 78)]
        let width = links.map { TextWidth.of($0.name) }.max() ?? 0
        let numberWidth = String(links.count).count
        for (l, link) in zip(p.links, links) {
            var word = tr("habit.link." + l.state.rawValue)
            if let a = link.amount { word += " (" + HabitInput.quantity(a, unit: l.habit.goal.unit) + ")" }
            let number = TextWidth.pad(String(link.position), to: numberWidth, right: true)
            out.append("  " + number + ". " + TextWidth.pad(l.habit.name, to: width) + "  " + glyphs.link(l.state) + " " + word)
        }
        out.append("  " + tr("habit.stack.show.summary", ["done": String(p.handled), "due": String(p.due.count)])
                   + glyphs.separator + tr("habit.stack.show.momentum", ["momentum": HabitText.momentum(momentum)]))
        return out
    }

    /// A stack's progress on a day, reading that day's check-ins.
    static func progress(_ stack: HabitStack, book: HabitBook, store: any StoreReader, day: Day) throws -> StackProgress {
        let members = book.members(of: stack)
        return StackProgress(stack, members: members, values: try HabitStats.values(store, members, days: day...day), day: day)
    }

    /// After a change to a chain: the message, then the chain's new order (`members`, the names the write
    /// left in the chain: the store is not read again).
    static func change(_ s: Session, stack: HabitStack, members: [String], action: String, message: String, habit: String,
                       changed: Bool = true) -> CommandOutput {
        WriteResult(action: action, changed: changed, message: message, habit: habit, stack: stack.name)
            .output(extra: [chain(s, trigger: stack.trigger, members: members)])
    }

    /// `  After waking up → Run → Read`.
    static func chain(_ s: Session, trigger: String, members: [String]) -> String {
        "  " + tr("habit.chain.after", ["trigger": trigger]) + members.map { HabitGlyphs(s.style).arrow + $0 }.joined()
    }
}
