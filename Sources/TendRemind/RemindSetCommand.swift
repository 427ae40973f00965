import ArgumentParser
import TendConsole
import TendKernel

/// `tend remind set NAME TIME [--days DAYS]`: sets a reminder on this device (the device-local setting
/// `remind.<id>`; never synced, so another device keeps its own time).
struct RemindSetCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "set", abstract: trHelp("remind.set.abstract"), discussion: trHelp("remind.set.discussion"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("remind.name.help"), valueName: "tracker"), completion: NameCompletion.trackers)
    var name: String

    @Argument(help: ArgumentHelp(tr("remind.time.help"), valueName: "time"))
    var time: String

    @Option(name: .long, help: ArgumentHelp(tr("remind.days.help"), valueName: "days"))
    var days: String?

    func checkInput() throws { _ = try setting() }

    /// The time and days given, checked.
    private func setting() throws -> ReminderSetting {
        ReminderSetting(time: try Self.time(time), days: try days.map(Self.days))
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let value = try setting()
        let r = try ReminderBook.load(s).find(name)
        let key = r.slot.settingKey
        let change = try s.store.write(ChangeIntent(action: "remind.set", detail: r.slot.name + " " + value.text)) { reader in
            try reader.setting(key, scope: .device) == value.field ? [] : [.setSetting(key, scope: .device, value.field)]
        }
        let book = try ReminderBook.load(s)
        let now = try book.find(r.slot.name)
        let next = try ReminderNext.find(now, in: book, s, marks: ShownMarks(storePath: s.storePath, lock: false))
        let args = ["title": r.slot.title, "time": value.time.description, "days": ReminderText.days(now),
                    "next": next.map { ReminderText.when($0.day, value.time, daysAhead: $0.daysAhead) } ?? tr("remind.next.none")]
        return .lines(tr(change == nil ? "remind.set.unchanged" : "remind.set.done", args))
    }

    /// A reminder time, or the clear refusal (exit 65).
    static func time(_ text: String) throws -> ClockTime {
        guard let t = ClockTime(parsing: text) else {
            throw TendError(key: "remind.error.time", ["input": Sanitize.forDisplay(text)])
        }
        return t
    }

    /// Reminder days in the schedule syntax, or the clear refusal (exit 65).
    static func days(_ text: String) throws -> Schedule {
        do { return try Schedule(parsing: text) } catch let e as ScheduleError {
            throw TendError(key: "remind.error.days", ["reason": e.description])
        }
    }
}

/// `tend remind off NAME`: turns a reminder off on this device (a reminder on by default is stored as
/// `off`; one without a default is unset).
struct RemindOffCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "off", abstract: trHelp("remind.off.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("remind.name.help"), valueName: "tracker"), completion: NameCompletion.trackers)
    var name: String

    func execute(_ s: Session) throws -> CommandOutput {
        let r = try ReminderBook.load(s).find(name)
        let key = r.slot.settingKey
        let change = try s.store.write(ChangeIntent(action: "remind.off", detail: r.slot.name)) { reader in
            let stored = try reader.setting(key, scope: .device)
            if r.slot.time != nil {
                return stored.map(ReminderSetting.isOff) == true ? [] : [.setSetting(key, scope: .device, ReminderSetting.offValue)]
            }
            return stored == nil ? [] : [.unsetSetting(key, scope: .device)]
        }
        return .lines(tr(change == nil ? "remind.off.unchanged" : "remind.off.done", ["title": r.slot.title, "name": r.slot.name]))
    }
}
