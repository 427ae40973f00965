import TendConsole

/// Every user-facing string of the ritual arcs module (English base). Commands, options and history
/// actions are here; errors and views in `RitualArcsStrings+Messages.swift`.
public enum RitualArcsStrings {
    /// The module's table, id `RitualArcsTracker`.
    public static let table = StringTable(id: "RitualArcsTracker",
                                          english: commands.merging(messages) { a, _ in a }.merging(views) { a, _ in a })

    /// Registers the table with the catalog (idempotent; hooks call it so they work outside `tend`).
    public static func register() { Catalog.register(table) }

    static let commands: [String: String] = [
        "ritual.name": "Rituals",
        "ritual.summary": "Habits grouped into rituals that run in arcs of 7 to 365 days.",
        "ritual.abstract": "Rituals: habits done together, in arcs of 7 to 365 days.",
        "ritual.discussion": "Run 'tend ritual' to see the rituals of this part of the day, 'tend ritual presets' for ideas.",
        "ritual.today.abstract": "Show the rituals of this part of the day with today's progress.",
        "ritual.today.all.help": "Show every active ritual, whatever the time of day.",
        "ritual.new.abstract": "Create a ritual and start its first arc.",
        "ritual.new.discussion": "Give a title, --days, --time and one --habit per habit, or --preset NAME (see 'tend ritual presets'). The first arc starts today, or on --start.",
        "ritual.new.title.help": "The ritual's title (a preset's name when omitted).",
        "ritual.new.habit.help": "A habit of the ritual (repeat for each, in order).",
        "ritual.new.preset.help": "Create from a preset, by name or slug (see 'tend ritual presets').",
        "ritual.new.start.help": "The first arc's first day (default today).",
        "ritual.option.days.help": "Arc length in days, 7 to 365.",
        "ritual.option.time.help": "Time of day: morning, midday, afternoon, evening, night or anytime.",
        "ritual.option.category.help": "Category: Health, Productivity, Mindfulness, Self-Care or your own.",
        "ritual.option.notes.help": "Notes on the ritual.",
        "ritual.option.ritual.help": "The ritual the habit belongs to (needed when two rituals share a habit title).",
        "ritual.argument.title.help": "The ritual's title.",
        "ritual.argument.habit.help": "The habit's title.",
        "ritual.presets.abstract": "List the preset rituals by category.",
        "ritual.presets.hint": "Create one with: tend ritual new --preset NAME [--days N]",
        "ritual.show.abstract": "Show a ritual: its arc, completion, streak, milestones and habits.",
        "ritual.edit.abstract": "Change a ritual, or the habits of its in-progress arc.",
        "ritual.edit.discussion": "Habit changes apply to the in-progress arc; earlier arcs keep their own habits. --days sets the length of new arcs and of the in-progress arc.",
        "ritual.edit.title.help": "A new title.",
        "ritual.edit.notes.help": "New notes (an empty text clears them).",
        "ritual.edit.days.help": "A new arc length in days, 7 to 365, at least the days the in-progress arc has run.",
        "ritual.edit.add-habit.help": "Add a habit to the in-progress arc (repeatable).",
        "ritual.edit.remove-habit.help": "Remove a habit from the in-progress arc (repeatable).",
        "ritual.edit.rename-habit.help": "Rename this habit of the in-progress arc (with --to).",
        "ritual.edit.to.help": "The habit's new title (with --rename-habit).",
        "ritual.reorder.abstract": "Move a habit of the in-progress arc to another place.",
        "ritual.reorder.to.help": "The new place, from 1.",
        "ritual.enable.abstract": "Enable a disabled ritual again.",
        "ritual.disable.abstract": "Disable a ritual from today: hidden and not counted until enabled.",
        "ritual.archive.abstract": "Archive a ritual from today; its history stays.",
        "ritual.rm.abstract": "Delete a ritual with its arcs and check-ins ('tend undo' brings it back).",
        "ritual.renew.abstract": "Start a ritual's next arc, with the same habits or new ones.",
        "ritual.renew.discussion": "Renew on the in-progress arc's last day (the next arc starts the day after) or later (it starts today). Earlier arcs keep their habits and check-ins.",
        "ritual.renew.days.help": "The new arc's length in days, 7 to 365 (also the length of later arcs).",
        "ritual.renew.habit.help": "A habit of the new arc (repeat for each; default: the current habits).",
        "ritual.check.abstract": "Check a habit in for a day of its arc.",
        "ritual.uncheck.abstract": "Take a habit's check-in back.",
        "ritual.history.abstract": "Show a month calendar of daily completion.",
        "ritual.history.ritual.help": "Only this ritual (default: every arc of every ritual, archived ones included).",
        "ritual.day.abstract": "Show one day: completion, the week's average, streak and habits.",
        "ritual.day.date.help": "The day: 2026-11-21, today, yesterday, 3d, 3 days ago, or a weekday name.",
        "ritual.insights.abstract": "Show insights: streaks, completion, trends and a tip.",
        "history.action.ritual.new": "Created ritual",
        "history.action.ritual.edit": "Edited ritual",
        "history.action.ritual.reorder": "Reordered ritual habits",
        "history.action.ritual.enable": "Enabled ritual",
        "history.action.ritual.disable": "Disabled ritual",
        "history.action.ritual.archive": "Archived ritual",
        "history.action.ritual.rm": "Deleted ritual",
        "history.action.ritual.renew": "Renewed ritual",
        "history.action.ritual.check": "Checked in ritual habit",
        "history.action.ritual.uncheck": "Unchecked ritual habit",
    ]
}
