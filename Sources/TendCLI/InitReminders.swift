import TendConsole
import TendKernel

/// What `tend init --remind TIME` (or the wizard's reminder answer) sets: every reminder the enabled
/// trackers offer now that takes one time — a journal's, mood's, a habit's, a tracker file's — and, for
/// each enabled tracker that has none, why: reminders one per part of the day keep their own times (a
/// ritual's), and a tracker may have nothing to remind of yet (habits before the first habit).
struct InitReminders {
    /// The trackers whose reminders take the time, with those reminders.
    let takers: [(tracker: any Tracker, slots: [ReminderDefault])]
    /// One sentence per enabled tracker that takes no time, in registry order.
    let reasons: [String]

    /// The plan for `trackers` (the enabled ones).
    static func plan(_ trackers: [any Tracker], _ s: Session) throws -> InitReminders {
        var takers: [(any Tracker, [ReminderDefault])] = []
        var reasons: [String] = []
        let modules = s.invocation.modules
        for t in trackers {
            let id = t.descriptor.id
            let slots = try SettingKeys.reminders(t, modules: modules, s.context).filter { $0.tracker == id && $0.partOfDay == nil }
            if !slots.isEmpty { takers.append((t, slots)); continue }
            let byPart = SettingKeys.reminderDefaults(t, modules: modules).contains { $0.partOfDay != nil }
            reasons.append(tr(byPart ? "init.remind.by-part" : "init.remind.none-yet", ["name": t.descriptor.name]))
        }
        return InitReminders(takers: takers, reasons: reasons)
    }

    /// The takers' names: `Gratitude and Five lines`.
    var names: String { FigureText.list(takers.map(\.tracker.descriptor.name)) }

    /// The device-local settings that give every taker the reminder `r`.
    func mutations(_ r: ReminderSetting) -> [Mutation] {
        takers.flatMap { $0.slots.map { Mutation.setSetting($0.settingKey, scope: .device, r.field) } }
    }

    /// `--remind` refused: nothing enabled can take a time (exit 78, the reasons named).
    func refusal() -> TendError {
        TendError(key: "init.remind.refused", ["reasons": reasons.joined(separator: " ")], status: .config)
    }
}
