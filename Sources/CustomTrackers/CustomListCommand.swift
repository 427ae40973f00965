import ArgumentParser
import TendConsole
import TendKernel

/// `tend ID list [--limit N]`: the newest days with entries (7 by default), newest first, each as the
/// day view shows it. `--json`: `{"tracker", "days": [day…]}`, each day as `tend ID --json`.
struct CustomListCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: trHelp("custom.list.abstract"), usage: "tend <tracker> list [--limit <n>]")
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var limit: LimitOption
    @OptionGroup var target: TrackerArgument

    /// Days shown without `--limit`.
    static let defaultDays = 7

    /// The `--json` shape.
    struct Days: Encodable {
        let tracker: String
        let days: [CustomDayView]
    }

    func run() throws {
        let n = try limit.value(default: CustomListCommand.defaultDays)
        let (s, tracker) = try CustomSession.open(target.tracker, common)
        let d = tracker.definition
        let days = try s.store.dayCounts(EntryQuery(tracker: d.id, days: Day.earliest...s.today))
            .filter { $0.value > 0 }.keys.sorted(by: >).prefix(n)
        let views = try days.map { try CustomDayView.build($0, tracker, s) }
        if s.wantsJSON { return try s.printJSON(Days(tracker: d.id, days: views)) }
        if views.isEmpty { return s.print(tr("custom.list.none", ["name": d.name, "command": d.logCommand])) }
        var lines: [String] = []
        for (i, v) in views.enumerated() {
            if i > 0 { lines.append("") }
            lines += v.render(d, style: s.style)
        }
        s.print(lines: lines)
    }
}

/// `tend ID rm [--date D]` (alias `remove`): removes every entry of a day (tombstones: `tend undo` brings
/// them back); a day with nothing is refused.
struct CustomRemoveCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "rm", abstract: trHelp("custom.rm.abstract"), usage: "tend <tracker> rm [--date <date>]",
                             aliases: ["remove"])
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption
    @OptionGroup var target: TrackerArgument

    func run() throws {
        let (s, tracker) = try CustomSession.open(target.tracker, common)
        let d = tracker.definition
        let day = try s.day(date)
        var removed = 0
        try s.store.write(ChangeIntent(action: "custom.remove", detail: d.id + " · " + day.iso)) { reader in
            let entries = try reader.entries(EntryQuery(tracker: d.id, days: day...day))
            guard !entries.isEmpty else {
                throw TendError(key: "custom.rm.nothing", ["name": d.name, "day": DayFormat.long(day)], status: .notFound)
            }
            removed = entries.count
            return entries.map { .delete(.entry, $0.id) }
        }
        if s.wantsJSON { return try s.printJSON(try CustomDayView.build(day, tracker, s)) }
        s.print(tr(removed == 1 ? "custom.rm.done.one" : "custom.rm.done.other",
                   ["n": String(removed), "name": d.name, "day": DayFormat.long(day)]))
    }
}
