import ArgumentParser
import TendConsole
import TendKernel

/// The ritual arcs module: the `ritual` tracker, its `tend ritual` command group and its strings.
public enum RitualArcsModule {
    /// The plugin. One reminder per part of the day (`remind.ritual.morning` 07:30 …
    /// `remind.ritual.night` 21:30); the ones that apply are those of the parts of the day that have an
    /// active, enabled ritual (no rituals, no ritual reminders). Onboarding's ritual step starts a ritual
    /// from the preset library (its first arc from today).
    public static var plugin: TrackerPlugin {
        TrackerPlugin(tracker: RitualArcsTracker(), commands: [RitualCommand.self], strings: RitualArcsStrings.table,
                      settings: [scheduleSetting],
                      reminders: .fromRecords(defaults: { ReminderDefault.byTimeOfDay($0, times: RitualReminderTimes.defaultTime) }) { context, defaults in
                          let parts = Set(try RitualBook.rituals(context.store).filter { !$0.archived && $0.enabled }.map(\.timeOfDay))
                          return defaults.filter { r in parts.contains { RitualReminderTimes.settingKey($0) == r.settingKey } }
                      },
                      setup: { setup }, web: web)
    }

    /// `ritual.schedule`: the days the ritual reminders remind on (they follow the tracker's schedule);
    /// rituals themselves run every day of their arcs.
    static var scheduleSetting: SettingKey {
        SettingKeys.schedule(for: RitualArcsTracker().descriptor, summaryKey: "setting.ritual.schedule")
    }

    /// The step `tend init` offers: the preset library.
    static var setup: SetupPresets {
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
