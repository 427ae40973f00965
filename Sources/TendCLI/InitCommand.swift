import ArgumentParser
import TendConsole
import TendKernel

/// `tend init`: onboarding. On a terminal a short wizard (name, trackers, journaling days, reminder
/// time, a first entry — each step skippable); for scripts the same choices as flags (`--yes` asks
/// nothing). When the store already holds synced settings (a second device that joined sync) it says
/// "welcome back", keeps them and asks only for this device's choices. Everything is written as one change.
///
/// Journaling days and the reminder apply to the enabled journals: trackers whose entries are text.
struct InitCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "init", abstract: tr("init.abstract"), discussion: tr("init.discussion"))
    }

    @OptionGroup var common: CommonOptions

    @Option(name: .long, help: ArgumentHelp(tr("init.name.help"), valueName: "name"))
    var name: String?

    @Option(name: .long, help: ArgumentHelp(tr("init.trackers.help"), valueName: "ids"))
    var trackers: String?

    @Option(name: .long, help: ArgumentHelp(tr("init.days.help"), valueName: "schedule"))
    var days: String?

    @Option(name: .long, help: ArgumentHelp(tr("init.remind.help"), valueName: "time"))
    var remind: String?

    @Flag(name: .long, help: ArgumentHelp(tr("init.yes.help")))
    var yes = false

    func run() throws {
        let s = try Session(common)
        let enabledKey = SettingKeys.enabledTrackers(s.registry)
        // Every flag is checked before anything is asked or written.
        let nameValue = try name.map { try Self.flag("--name", SettingKeys.displayName, $0) }
        let trackersValue = try trackers.map { try Self.flag("--trackers", enabledKey, $0) }
        let schedule = try days.map { text -> Schedule in
            guard let sch = try? Schedule(parsing: text) else {
                throw TendError(key: "error.config.value", ["key": "--days", "input": Sanitize.forDisplay(text),
                                                            "accepted": Schedule.acceptedForms], status: .config)
            }
            return sch
        }
        let reminder = try remind.map { text -> ReminderSetting in
            guard let r = ReminderSetting(parsing: text) else {
                throw TendError(key: "error.config.value", ["key": "--remind", "input": Sanitize.forDisplay(text),
                                                            "accepted": tr("init.remind.accepted")], status: .config)
            }
            return r
        }
        var wizard = InitWizard(session: s, interactive: s.invocation.inputIsTerminal && !yes)
        if try !s.store.settings(scope: .synced).isEmpty {
            try wizard.welcomeBack(ignored: [name.map { _ in "--name" }, trackers.map { _ in "--trackers" }, days.map { _ in "--days" }]
                                       .compactMap { $0 }, reminder: reminder)
        } else {
            try wizard.fresh(name: nameValue, trackers: trackersValue, days: schedule, reminder: reminder)
        }
    }

    /// A flag's value through a setting key, refused with the flag's name (exit 78).
    static func flag(_ flag: String, _ key: SettingKey, _ text: String) throws -> FieldValue {
        guard let v = key.parse(text) else {
            throw TendError(key: "error.config.value", ["key": flag, "input": Sanitize.forDisplay(text), "accepted": key.accepted],
                            status: .config)
        }
        return v
    }
}
