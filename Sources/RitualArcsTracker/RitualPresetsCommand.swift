import ArgumentParser
import TendConsole
import TendKernel

/// `tend ritual presets`: the library of ready-made rituals, by category.
struct RitualPresetsCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "presets", abstract: trHelp("ritual.presets.abstract"))
    }

    @OptionGroup var common: CommonOptions

    /// The `--json` shape of one preset.
    struct Row: Encodable {
        let name: String
        let slug: String
        let category: String
        let timeOfDay: String
        let days: Int
        let habits: [String]
        let notes: String
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let rows = RitualPresets.all.map {
            Row(name: $0.name, slug: $0.slug, category: $0.category, timeOfDay: $0.timeOfDay.rawValue, days: $0.days,
                habits: $0.habits, notes: $0.notes)
        }
        return CommandOutput(json: rows) { RitualPresetsCommand.lines(s) }
    }

    /// The presets by category, and how to use one.
    private static func lines(_ s: Session) -> [String] {
        var out: [String] = []
        for category in RitualPresets.categories {
            if !out.isEmpty { out.append("") }
            out.append(s.style.bold(category))
            for p in RitualPresets.all where p.category == category {
                out.append("  " + p.name + " · " + RitualFormat.partName(p.timeOfDay) + " · "
                           + RitualFormat.days(p.days) + " · " + p.slug)
                out.append("    " + p.habits.joined(separator: ", "))
            }
        }
        out.append("")
        out.append(tr("ritual.presets.hint"))
        return out
    }
}
