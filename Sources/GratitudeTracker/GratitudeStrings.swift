import TendConsole

/// Every user-visible string of the gratitude journal (English base).
public enum GratitudeStrings {
    /// The module's catalog table.
    public static let table = StringTable(id: "GratitudeTracker", englishOnFirstUse: [
        // Command group and help
        "tracker.name.gratitude": "Gratitude",
        "tracker.summary.gratitude": "A few lines a day on what you are thankful for.",
        "gratitude.abstract": "A gratitude journal: a few lines a day on what you are thankful for.",
        "gratitude.discussion": "Run 'tend gratitude' alone to see today's lines. Each line has a number within its day, used by edit, rm and move (with --date for another day). There is no 'year' view: use 'month', 'list' or 'stats'.",
        "gratitude.list.abstract": "Show a day's lines with their numbers (the default).",
        "gratitude.add.abstract": "Add one line per argument to today (or --date).",
        "gratitude.add.discussion": "Quote each line: tend gratitude add \"Morning coffee\" \"Call with Sam\". Lines are trimmed and kept in the order written; past days are allowed, future days are not.",
        "gratitude.add.text.help": "What you are grateful for: one quoted line per entry.",
        "gratitude.edit.abstract": "Replace the text of a line.",
        "gratitude.edit.text.help": "The new text.",
        "gratitude.rm.abstract": "Remove a line ('tend undo' brings it back).",
        "gratitude.move.abstract": "Move a line to another place within its day.",
        "gratitude.move.to.help": "The line's new number within the day (1 = first).",
        "gratitude.ref.help": "The line's number within the day, as 'tend gratitude' shows it.",
        "gratitude.week.abstract": "Show a week of lines, from your week start.",
        "gratitude.recent.abstract": "List the newest days with lines, newest first (--limit N of them; 7 by default).",
        "gratitude.recent.title.one": "The newest day",
        "gratitude.recent.title.other": "The newest {n} days",
        "gratitude.recent.none": "Nothing written yet. Add a line: tend gratitude add \"…\"",
        "gratitude.month.abstract": "Show a month's days with their lines, newest first.",
        "gratitude.month.title": "{month} {year}",
        "gratitude.search.abstract": "Find lines containing every word (case and accents ignored), newest first.",
        "gratitude.schedule.abstract": "Show or set your journaling days (streaks count only these).",
        "gratitude.schedule.discussion": "Accepted: {forms}. The setting syncs, so every device counts the same streak.",
        "gratitude.schedule.text.help": "The new schedule, e.g. daily, mon,wed,sat or 3/week.",
        "gratitude.stats.abstract": "Show streaks, totals, charts and milestones.",
        "gratitude.stats.discussion": "Streaks follow your journaling days and forgive missed days (the grace-days setting); today never counts as missed until it is over.",

        // Today view
        "gratitude.title": "Gratitude",
        "gratitude.today.count": "{n} today",
        "gratitude.today.prompt": "what are you grateful for today?",
        "gratitude.today.rest": "not a journaling day",

        // Days and headers
        "gratitude.day.today": "today",
        "gratitude.day.yesterday": "yesterday",
        "gratitude.header.today": "Today I am grateful for…",
        "gratitude.header.yesterday": "Yesterday I was thankful for…",
        "gratitude.header.past": "On {date} I was grateful for…",
        "gratitude.list.empty-today": "Nothing yet. Add a line: tend gratitude add \"…\"",
        "gratitude.list.empty-past": "Nothing was written on this day.",
        "gratitude.list.and": "{list} and {last}",

        // Writing
        "gratitude.add.saved": "Saved for {day}:",
        "gratitude.edit.saved": "Updated line {ref} for {day}: {text}",
        "gratitude.edit.unchanged": "Line {ref} for {day} already says that; nothing changed.",
        "gratitude.rm.done": "Removed line {ref} for {day}: {text} ('tend undo' brings it back).",
        "gratitude.move.done": "Moved line {ref} to {to} for {day}:",
        "gratitude.move.unchanged": "Line {ref} is already number {to} for {day}:",
        "gratitude.schedule.set": "Journaling days: {schedule}. Streaks count only these days.",
        "gratitude.schedule.show": "Journaling days: {schedule}.",
        "gratitude.schedule.default": "Journaling days: {schedule} (the default).",

        // Week and search
        "gratitude.week.title": "Week of {date}",
        "gratitude.week.today": "(today)",
        "gratitude.week.nothing": "–",
        "gratitude.week.summary": "{entries} on {days} this week.",

        // Stats
        "gratitude.stats.title": "Gratitude · {date}",
        "gratitude.stats.schedule": "Journaling days: {schedule}",
        "gratitude.stats.streak": "Streak: {current} (longest {longest})",
        "gratitude.stats.momentum": "Momentum: {bucket} ({percent}%)",
        "gratitude.stats.totals": "Written: {entries} on {days}, {average} a day journaled",
        "gratitude.stats.week-chart": "Last 7 days",
        "gratitude.stats.series": "lines",
        "gratitude.stats.less": "Less",
        "gratitude.stats.more": "More",
        "gratitude.stats.levels": "Shades: 1, 2, 3, 4 or more lines a day.",
        "gratitude.momentum.dormant": "dormant",
        "gratitude.momentum.building": "building",
        "gratitude.momentum.flowing": "flowing",
        "gratitude.momentum.strong": "strong",
        "gratitude.momentum.onFire": "on fire",
        "gratitude.milestone.col.kind": "Milestones",
        "gratitude.milestone.col.now": "So far",
        "gratitude.milestone.col.reached": "Reached",
        "gratitude.milestone.col.next": "Next",
        "gratitude.milestone.col.progress": "Progress",
        "gratitude.milestone.entries": "Entries recorded",
        "gratitude.milestone.days": "Days journaled",
        "gratitude.milestone.time": "Time since first line",
        "gratitude.milestone.all": "all reached",

        // Units
        "gratitude.unit.entry.one": "{n} line",
        "gratitude.unit.entry.other": "{n} lines",
        "gratitude.unit.day.one": "{n} day",
        "gratitude.unit.day.other": "{n} days",
        "gratitude.unit.week.one": "{n} week",
        "gratitude.unit.week.other": "{n} weeks",
        "gratitude.unit.month.one": "{n} month",
        "gratitude.unit.month.other": "{n} months",
        "gratitude.unit.year.one": "{n} year",
        "gratitude.unit.year.other": "{n} years",
        "gratitude.unit.period": "{n} × {days} days",

        // Errors
        "gratitude.error.empty": "The text is empty; write what you are grateful for, e.g. tend gratitude add \"Morning coffee\".",
        "gratitude.error.newline": "A line can't contain a line break; give one quoted argument per entry, e.g. tend gratitude add \"First\" \"Second\".",
        "gratitude.error.control": "The text contains a control character; use plain text (tabs are fine).",
        "gratitude.error.too-long": "The text is {count} characters long; a line holds at most {max}.",
        "gratitude.error.ref.invalid": "'{input}' is not a line number; use the number shown beside the line by 'tend gratitude' (1, 2, …).",
        "gratitude.error.ref.empty-day": "There is no line {ref} for {day}: nothing is written on that day.",
        "gratitude.error.ref.unknown": "There is no line {ref} for {day}; use a number from 1 to {count}.",
        "gratitude.error.move.target": "--to {input} is not a place in the day; use a number from 1 up.",
        "gratitude.error.move.range": "--to {input} is past the end of {day}; use a number from 1 to {count}.",

        // History
        "history.action.gratitude.add": "Added gratitude",
        "history.action.gratitude.edit": "Edited gratitude",
        "history.action.gratitude.rm": "Removed gratitude",
        "history.action.gratitude.move": "Reordered gratitude",
        "history.action.gratitude.schedule": "Set gratitude journaling days",
    ])
}
