import ArgumentParser
import TendConsole
import TendKernel

/// `tend gratitude schedule [SCHEDULE]`: shows or sets the journaling days (the synced setting
/// `gratitude.schedule`, so every device computes the same streak).
struct GratitudeScheduleCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "schedule", abstract: trHelp("gratitude.schedule.abstract"),
                             discussion: trHelp("gratitude.schedule.discussion", ["forms": Schedule.acceptedForms]))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("gratitude.schedule.text.help"), valueName: "schedule"))
    var words: [String] = []

    func run() throws {
        let key = SettingKeys.schedule(for: GratitudeTracker().descriptor)
        let given = words.isEmpty ? nil : try Session.schedule(words.joined(separator: " "))
        let s = try Session(common)
        if let given {
            try s.store.write(ChangeIntent(action: "gratitude.schedule", detail: given.text)) { reader in
                let current = try reader.setting(key.name, scope: key.scope)?.string
                return current == given.text ? [] : [.setSetting(key.name, scope: key.scope, .string(given.text))]
            }
        }
        let stored = try s.store.setting(key.name, scope: key.scope)?.string
        let schedule = try GratitudeTracker().schedule(s.context)
        if s.wantsJSON {
            try s.printJSON(GratitudeScheduleJSON(schedule: schedule.text, isDefault: stored == nil))
            return
        }
        let shown = GratitudeScheduleCommand.describe(schedule)
        if given != nil {
            s.print(tr("gratitude.schedule.set", ["schedule": shown]))
        } else {
            s.print(tr(stored == nil ? "gratitude.schedule.default" : "gratitude.schedule.show", ["schedule": shown]))
        }
    }

    /// The schedule in words: `daily`, `Monday, Wednesday and Saturday`, `3/week`.
    static func describe(_ schedule: Schedule) -> String {
        if case .days(let set) = schedule, schedule.text.contains(",") || set.count == 1 {
            let names = set.sorted().map { DayFormat.weekdayName($0) }
            if names.count == 1 { return names[0] }
            return tr("gratitude.list.and", ["list": names.dropLast().joined(separator: ", "), "last": names.last!])
        }
        return schedule.text
    }
}
