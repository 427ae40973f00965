import ArgumentParser
import TendConsole
import TendKernel

/// `tend ID list [--limit N]`: the newest days with entries (7 by default), newest first, each as the
/// day view shows it. `--json`: `{"tracker", "days": [day…]}`, each day as `tend ID --json`.
struct CustomListCommand<Source: TrackerSource>: CustomTrackerCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: trHelp("custom.list.abstract"), usage: "tend " + Source.usageName + " list [--limit <n>]")
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var limit: LimitOption
    @OptionGroup var target: Source

    /// The `--json` shape.
    struct Days: Encodable {
        let tracker: String
        let days: [CustomDayView]
    }

    func checkInput() throws { _ = try limit.value(default: CustomListDays.count) }

    func execute(_ s: Session, _ tracker: DefinedTracker) throws -> CommandOutput {
        let n = try limit.value(default: CustomListDays.count)
        let d = tracker.definition
        let days = try s.store.dayCounts(EntryQuery(tracker: d.id, days: Day.earliest...s.today))
            .filter { $0.value > 0 }.keys.sorted(by: >).prefix(n)
        let views = try days.map { try CustomDayView.build($0, tracker, s) }
        return CommandOutput(json: Days(tracker: d.id, days: views)) {
            if views.isEmpty { return [tr("custom.list.none", ["name": d.name, "command": d.logCommand])] }
            var lines: [String] = []
            for (i, v) in views.enumerated() {
                if i > 0 { lines.append("") }
                lines += v.render(d, style: s.style)
            }
            return lines
        }
    }
}

/// How many days `list` shows without `--limit`.
enum CustomListDays {
    /// Days shown.
    static let count = 7
}

/// `tend ID rm [--date D]` (alias `remove`): removes every entry of a day (tombstones: `tend undo` brings
/// them back); a day with nothing is refused.
struct CustomRemoveCommand<Source: TrackerSource>: CustomTrackerCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "rm", abstract: trHelp("custom.rm.abstract"), usage: "tend " + Source.usageName + " rm [--date <date>]",
                             aliases: ["remove"])
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption
    @OptionGroup var target: Source

    static var writes: Bool { true }

    func execute(_ s: Session, _ tracker: DefinedTracker) throws -> CommandOutput {
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
        return CommandOutput(json: try CustomDayView.build(day, tracker, s)) {
            [trPlural("custom.rm.done", removed,
                ["n": String(removed), "name": d.name, "day": DayFormat.long(day)])]
        }
    }
}
