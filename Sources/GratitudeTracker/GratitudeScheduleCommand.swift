import ArgumentParser
import TendConsole
import TendKernel

/// `tend gratitude schedule [SCHEDULE]`: shows or sets the journaling days (the synced setting
/// `gratitude.schedule`, so every device computes the same streak).
struct GratitudeScheduleCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "schedule", abstract: trHelp("gratitude.schedule.abstract"),
                             discussion: trHelp("gratitude.schedule.discussion", ["forms": Schedule.acceptedForms]))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("gratitude.schedule.text.help"), valueName: "schedule"))
    var words: [String] = []

    func checkInput() throws { _ = try given() }

    /// The schedule given, checked (`nil` when none: show the current one).
    private func given() throws -> Schedule? { words.isEmpty ? nil : try Session.schedule(words.joined(separator: " ")) }

    func execute(_ s: Session) throws -> CommandOutput {
        let key = SettingKeys.schedule(for: GratitudeTracker().descriptor)
        let given = try given()
        if let given {
            try s.store.write(ChangeIntent(action: "gratitude.schedule", detail: given.text)) { reader in
                let current = try reader.setting(key.name, scope: key.scope)?.string
                return current == given.text ? [] : [.setSetting(key.name, scope: key.scope, .string(given.text))]
            }
        }
        // What was written is what is shown: no read after the write.
        let isDefault = try given == nil && s.store.setting(key.name, scope: key.scope) == nil
        let schedule = try given ?? GratitudeTracker().schedule(s.context)
        return CommandOutput(json: GratitudeScheduleJSON(schedule: schedule.text, isDefault: isDefault)) {
            let shown = GratitudeScheduleCommand.describe(schedule)
            if given != nil { return [tr("gratitude.schedule.set", ["schedule": shown])] }
            return [tr(isDefault ? "gratitude.schedule.default" : "gratitude.schedule.show", ["schedule": shown])]
        }
    }

    /// The schedule in words: `daily`, `Monday, Wednesday and Saturday`, `3/week`.
    static func describe(_ schedule: Schedule) -> String {
        if case .days(let set) = schedule, schedule.text.contains(",") || set.count == 1 {
            let names = set.sorted().map { DayFormat.weekdayName($0) }
            if names.count == 1 { return names[0] }
            return tr("gratitude.list.and", ["list": names.dropLast().joined(separator: tr("list.separator")), "last": names.last!])
        }
        return schedule.text
    }
}
