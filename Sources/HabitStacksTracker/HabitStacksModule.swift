import ArgumentParser
import TendConsole
import TendKernel

/// The habit-stacks tracker as the command line sees it: the kernel tracker (id `habit`), the command
/// groups `tend habit` and `tend stack`, and the strings.
public enum HabitStacksModule {
    /// The plugin. No tracker-wide reminder: one optional reminder per active habit,
    /// `remind.habit.<habit id>` (so a rename keeps it), named `habit:<Name>` like its target, off until
    /// the user sets a time, on the habit's own schedule; a check-in of that habit silences the day's
    /// reminder. Habits and their check-ins can be imported (Loop, Daylio's activities): ``HabitRecords``.
    public static var plugin: TrackerPlugin {
        TrackerPlugin(tracker: HabitStacksTracker(), commands: [HabitCommand.self, StackCommand.self],
                      strings: HabitStacksStrings.table, settings: [scheduleSetting],
                      reminders: .fromRecords { context, _ in
                          try HabitBook(context.store).activeHabits.map { h in
                              ReminderDefault(id: HabitStacksTracker.id + "." + h.id, tracker: HabitStacksTracker.id, name: h.target.id,
                                              title: h.name, target: h.target.id)
                          }
                      },
                      importMappings: [.habits(HabitRecords())], web: web)
    }

    /// `habit.schedule`: the schedule new habits get when `habit new`, `stack new` or `stack add` is
    /// given none (each habit keeps its own schedule; change one with `habit edit --schedule`).
    static var scheduleSetting: SettingKey {
        SettingKeys.schedule(for: HabitStacksTracker().descriptor, summaryKey: "setting.habit.schedule")
    }
}
