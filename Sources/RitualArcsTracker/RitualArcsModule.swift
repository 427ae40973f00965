import ArgumentParser
import TendConsole
import TendKernel

/// The ritual arcs module: the `ritual` tracker, its `tend ritual` command group and its strings.
public struct RitualArcsModule: TrackerModule {
    /// Creates the module.
    public init() {}

    /// The kernel tracker.
    public var tracker: any Tracker { RitualArcsTracker() }

    /// `tend ritual`.
    public var commands: [any ParsableCommand.Type] { [RitualCommand.self] }

    /// One reminder per part of the day (`remind.ritual.morning` 07:30 … `remind.ritual.night` 21:30).
    public var reminderDefaults: [ReminderDefault] {
        ReminderDefault.byTimeOfDay(RitualArcsTracker().descriptor, times: RitualReminderTimes.defaults)
    }

    /// The reminders that apply now: one per part of the day that has an active, enabled ritual (no
    /// rituals, no ritual reminders).
    public func reminders(_ context: TrackerContext) throws -> [ReminderDefault] {
        let parts = Set(try RitualBook.rituals(context.store).filter { !$0.archived && $0.enabled }.map(\.timeOfDay))
        return reminderDefaults.filter { r in parts.contains { RitualReminderTimes.settingKey($0) == r.settingKey } }
    }

    /// Every user-facing string of the module.
    public var strings: StringTable { RitualArcsStrings.table }

    /// Onboarding's ritual step: start a ritual from the preset library (its first arc from today).
    public var setupPresets: SetupPresets? {
        RitualArcsStrings.register()
        let choices = RitualPresets.all.map { p in
            SetupPresets.Choice(slug: p.slug, title: p.name, detail: tr("ritual.setup.detail", [
                "category": p.category, "part": RitualFormat.partName(p.timeOfDay), "days": String(p.days)]))
        }
        return SetupPresets(label: tr("ritual.setup.label"), question: tr("ritual.setup.question"), choices: choices) { slug, id, today, now, reader in
            guard let p = RitualPresets.named(slug) else { return [] }
            return try Ritual.creation(id: id, title: p.name, part: p.timeOfDay, category: p.category, notes: p.notes,
                                       days: p.days, habits: p.habits, start: today, now: now, reader: reader)
        }
    }
}
