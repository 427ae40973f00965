import ArgumentParser
import TendConsole
import TendKernel

/// `tend init`: onboarding. On a terminal a short wizard (name, trackers, journaling days, a preset for
/// trackers that offer them — a ritual —, reminder time, a first entry — each step skippable); for
/// scripts the same choices as flags (`--yes` asks nothing). When the store already holds synced settings
/// (a second device that joined sync) it says "welcome back", keeps them and asks only for this device's
/// choices. Everything is written as one change.
///
/// Journaling days apply to the enabled journals (trackers whose entries are text); the reminder to every
/// enabled tracker that offers one taking a time (``InitReminders``).
struct InitCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "init", abstract: trHelp("init.abstract"), discussion: trHelp("init.discussion"))
    }

    @OptionGroup var common: CommonOptions

    @Option(name: .long, help: ArgumentHelp(tr("init.name.help"), valueName: "name"))
    var name: String?

    @Option(name: .long, help: ArgumentHelp(tr("init.trackers.help"), valueName: "ids"))
    var trackers: String?

    @Option(name: .long, help: ArgumentHelp(tr("init.days.help"), valueName: "schedule"))
    var days: String?

    @Option(name: .long, help: ArgumentHelp(tr("init.preset.help"), valueName: "name"))
    var preset: String?

    @Option(name: .long, help: ArgumentHelp(tr("init.remind.help"), valueName: "time"))
    var remind: String?

    @Flag(name: .long, help: ArgumentHelp(tr("init.yes.help")))
    var yes = false

    /// Every flag that can be checked without the store is checked before it is opened.
    func checkInput() throws {
        _ = try name.map { try Self.flag("--name", SettingKeys.displayName, $0) }
        _ = try schedule()
        _ = try reminder()
    }

    /// `--days`, checked.
    private func schedule() throws -> Schedule? {
        try days.map { text -> Schedule in
            guard let sch = try? Schedule(parsing: text) else {
                throw TendError(key: "error.config.value", ["key": "--days", "input": Sanitize.forDisplay(text),
                                                            "accepted": Schedule.acceptedForms], status: .config)
            }
            return sch
        }
    }

    /// `--remind`, checked.
    private func reminder() throws -> ReminderSetting? {
        try remind.map { text -> ReminderSetting in
            guard let r = ReminderSetting(parsing: text) else {
                throw TendError(key: "error.config.value", ["key": "--remind", "input": Sanitize.forDisplay(text),
                                                            "accepted": tr("init.remind.accepted")], status: .config)
            }
            return r
        }
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let enabledKey = SettingKeys.enabledTrackers(s.registry)
        // Every flag is checked before anything is asked or written.
        let nameValue = try name.map { try Self.flag("--name", SettingKeys.displayName, $0) }
        let trackersValue = try trackers.map { try Self.flag("--trackers", enabledKey, $0) }
        let schedule = try schedule()
        let reminder = try reminder()
        let welcomeBack = try !s.store.settings(scope: .synced).isEmpty
        let enabled = welcomeBack ? try s.enabledTrackers()
            : SettingKeys.enabledIDs(trackersValue ?? .string(SettingKeys.allTrackers), registry: s.registry).compactMap(s.registry.tracker)
        let chosenPreset = try preset.map { try Self.preset($0, among: enabled, s) }
        if reminder != nil, try InitReminders.plan(enabled, s).takers.isEmpty {
            throw try InitReminders.plan(enabled, s).refusal()
        }
        var wizard = InitWizard(session: s, interactive: s.invocation.inputIsTerminal && !yes)
        if welcomeBack {
            try wizard.welcomeBack(ignored: [name.map { _ in "--name" }, trackers.map { _ in "--trackers" }, days.map { _ in "--days" }]
                                       .compactMap { $0 }, preset: chosenPreset, reminder: reminder)
        } else {
            try wizard.fresh(name: nameValue, trackers: trackersValue, days: schedule, preset: chosenPreset, reminder: reminder)
        }
        // The wizard has said what it did, as it went.
        return .none
    }

    /// A flag's value through a setting key, refused with the flag's name (exit 78).
    static func flag(_ flag: String, _ key: SettingKey, _ text: String) throws -> FieldValue {
        guard let v = key.parse(text) else {
            throw TendError(key: "error.config.value", ["key": flag, "input": Sanitize.forDisplay(text), "accepted": key.accepted],
                            status: .config)
        }
        return v
    }

    /// The preset `--preset` names among the enabled trackers' (exit 78 listing them when none matches).
    static func preset(_ text: String, among enabled: [any Tracker], _ s: Session) throws -> InitWizard.Preset {
        let offered = InitWizard.presetSteps(enabled, s)
        for (tracker, step) in offered {
            if let c = step.choice(named: text) { return InitWizard.Preset(tracker: tracker, step: step, choice: c) }
        }
        let known = offered.flatMap { $0.step.choices.map(\.slug) }
        throw TendError(key: "error.config.value", ["key": "--preset", "input": Sanitize.forDisplay(text),
                                                    "accepted": known.isEmpty ? tr("init.preset.none") : known.joined(separator: ", ")],
                        status: .config)
    }
}
