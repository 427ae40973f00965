import ArgumentParser
import TendConsole
import TendKernel

/// `tend ritual presets`: the library of ready-made rituals, by category.
struct RitualPresetsCommand: ParsableCommand {
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

    func run() throws {
        let s = try Session(common)
        if s.wantsJSON {
            try s.printJSON(RitualPresets.all.map {
                Row(name: $0.name, slug: $0.slug, category: $0.category, timeOfDay: $0.timeOfDay.rawValue, days: $0.days,
                    habits: $0.habits, notes: $0.notes)
            })
            return
        }
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
        s.print(lines: out)
    }
}
