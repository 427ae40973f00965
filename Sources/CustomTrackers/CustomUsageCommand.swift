import ArgumentParser
import TendConsole
import TendKernel

/// `tend ID --help`: what a defined tracker records and its commands.
struct CustomUsageCommand: CustomTrackerCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "usage", abstract: trHelp("custom.usage.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var target: TrackerArgument

    func execute(_ s: Session, _ tracker: DefinedTracker) throws -> CommandOutput {
        CommandOutput(text: { Self.lines(tracker.definition) })
    }

    static func lines(_ d: TrackerDefinition) -> [String] {
        let id = d.id
        var out = [d.name + " — " + d.summaryText, "", tr("custom.usage.heading")]
        let rows: [(String, String)] = [
            ("tend \(id) log " + (d.value.kind == .done ? "" : "<value> ") + "[--note <note>] [--date <date>]",
             tr("custom.usage.log", ["example": d.logCommand])),
            ("tend \(id) [show] [--date <date>]", tr("custom.usage.day")),
            ("tend \(id) list [--limit <n>]", tr("custom.usage.list")),
            ("tend \(id) rm [--date <date>]", tr("custom.usage.rm")),
            ("tend \(id) stats", tr("custom.usage.stats")),
            ("tend \(id) month [--month <YYYY-MM>] [--svg <file>]", tr("custom.usage.month")),
        ]
        for (command, what) in rows { out += ["  " + command, "      " + what] }
        out.append(tr("custom.usage.other"))
        out.append("")
        out.append(tr("custom.usage.value", ["value": d.valueText, "perDay": d.perDayText]))
        if let g = d.goal { out.append(tr("custom.usage.goal", ["goal": d.goalText(g)])) }
        out.append(tr("custom.usage.options"))
        out.append(tr("custom.usage.defined", ["id": id]))
        return out
    }
}
