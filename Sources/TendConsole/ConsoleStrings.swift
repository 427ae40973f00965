/// The console's own strings (options, date words, shared errors).
public enum ConsoleStrings {
    /// English base text.
    public static let table = StringTable(id: "TendConsole", english: DayFormat.strings.merging([
        "option.store.help": "The store file (default $XDG_DATA_HOME/tend/tend.sqlite; also TEND_STORE).",
        "option.json.help": "Print JSON (a documented, stable shape) instead of text.",
        "option.no-color.help": "Never use colour (also NO_COLOR).",
        "option.ascii.help": "Draw charts with ASCII characters only.",
        "option.date.help": "The day: 2026-11-21, today, yesterday, 3d, 3 days ago, or a weekday name (mon…sun).",
        "error.date.invalid": "'{input}' is not a date; use YYYY-MM-DD, today, yesterday, 3d, 3 days ago or a weekday name like mon.",
        "error.date.future": "{day} is in the future (today is {today}); only today or earlier can be recorded.",
        "error.tend-now.invalid": "TEND_NOW='{input}' is not a date; use YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS] in local time.",
        "error.schedule.invalid": "{reason}.",
        "error.config.value": "'{input}' is not a valid value for {key}; use {accepted}.",
        "setting.display-name": "Your name, used in greetings.",
        "setting.week-start": "The first day of the week.",
        "setting.grace-days": "Missed scheduled days a streak forgives (0 = strict).",
        "setting.motivation": "What the today view highlights: streak, momentum or strength.",
        "setting.day-starts-at": "When a new day begins on this device (night owls: 03:00).",
        "setting.theme": "Colour theme on this device: classic (no colour), garden, dusk or ocean.",
        "setting.tracker.schedule": "The days this practice is meant for.",
        "setting.tracker.remind": "When this device reminds you of this practice.",
        "setting.enabled-trackers": "Which trackers today, compare and insights cover.",
        "setting.color": "When this device colours output: auto, always or never (NO_COLOR and --no-color win).",
        "reminder.title.part": "{tracker} · {part}",
        "timeofday.morning": "morning",
        "timeofday.midday": "midday",
        "timeofday.afternoon": "afternoon",
        "timeofday.evening": "evening",
        "timeofday.night": "night",
        "timeofday.anytime": "any time",
    ]) { a, _ in a })
}
