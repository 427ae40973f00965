import TendConsole

/// The five-line journal's strings (English base).
enum FiveLinesStrings {
    /// The module's catalog table.
    static let table = StringTable(id: "FiveLinesTracker", english: [
        "five.name": "Five lines",
        "five.summary": "One prompt a day — what did you do today? — answered in at most five short lines.",
        "five.abstract": "The five-line journal: what you did today, in at most five short lines.",
        "five.discussion": "Run 'tend five' to see a day: the week around it, then its lines numbered 1 to 5. There is no 'year' view: use 'month' or 'browse --all'.",
        "five.show.abstract": "Show a day: the week around it and its lines, numbered 1 to 5.",
        "five.number.help": "The line's number within the day (1 to 5).",

        "five.add.abstract": "Add lines to a day, one per argument (at most five a day).",
        "five.add.discussion": "Example: tend five add \"Walked to the river\" \"Fixed the login bug\". A line is one line of at most 280 characters.",
        "five.add.lines.help": "A line of text (one argument per line).",
        "five.add.saved.one": "Added {count} line to {day} ({total} of {limit}).",
        "five.add.saved.other": "Added {count} lines to {day} ({total} of {limit}).",

        "five.edit.abstract": "Replace the text of a line.",
        "five.edit.text.help": "The new text.",
        "five.edit.saved": "Changed line {number} of {day}.",
        "five.edit.unchanged": "Line {number} of {day} already says that; nothing changed.",

        "five.rm.abstract": "Remove a line (bring it back with 'tend undo').",
        "five.rm.done": "Removed line {number} of {day}: {text} (bring it back with 'tend undo').",

        "five.move.abstract": "Move a line to another place in its day.",
        "five.move.to.help": "Its new place (1 to the number of lines).",
        "five.move.done": "Moved line {number} of {day} to place {to}.",
        "five.move.unchanged": "Line {number} of {day} is already in place {to}; nothing changed.",

        "five.list.abstract": "List the newest days with lines, newest first (--limit N of them; 7 by default).",
        "five.month.abstract": "Show a month's days with their lines, newest first.",
        "five.search.abstract": "Find lines containing every word (case and accents ignored), newest first.",
        "five.stats.abstract": "Show days journaled, lines written and this month's days.",
        "five.stats.discussion": "The journal is plain on purpose: no streaks. 'tend config set five.figures on' adds the streak and momentum here, in 'tend today', 'tend compare' and 'tend insights'.",
        "five.stats.none": "No lines yet. Add today's with: tend five add \"LINE\"",
        "five.stats.days": "Days journaled: {days} · lines: {lines} · {perDay} per day",
        "five.stats.month.one": "This month: {days} day",
        "five.stats.month.other": "This month: {days} days",
        "five.stats.first": "First line: {date}",
        "five.stats.streak": "Streak: {current} (longest {longest})",
        "five.stats.momentum": "Momentum: {percent}%",
        "five.browse.header.recent.one": "The newest day",
        "five.browse.header.recent.other": "The newest {n} days",
        "setting.five.figures": "Whether streaks and momentum of the five-line journal are shown: on or off (off by default).",
        "five.browse.abstract": "Browse days with their lines, newest first.",
        "five.browse.discussion": "The week or month is the one containing --date (today by default). Without a period flag, browse shows the week, or every day when searching.",
        "five.browse.week.help": "The week (the default).",
        "five.browse.month.help": "The month.",
        "five.browse.all.help": "Every day (the default with --search).",
        "five.browse.search.help": "Only lines containing this text (case and accents ignored).",
        "five.browse.header.week": "Week {from} – {to} {year}",
        "five.browse.header.month": "{month} {year}",
        "five.browse.header.all": "All days",
        "five.browse.header.search": "{period} · lines matching '{search}'",
        "five.browse.summary": "Days: {days} · lines: {lines}",
        "five.browse.empty": "No lines on these days.",
        "five.browse.no-match": "No lines match '{search}'.",

        "five.prompt.today": "What did you do today?",
        "five.prompt.yesterday": "What did you do yesterday?",
        "five.prompt.past": "What did you do on {day}?",
        "five.prompt.future": "{day} is still ahead.",
        "five.note.over-limit": "This day has {count} lines, more than {limit}: lines added on two devices met in a sync, and all are kept.",

        "five.today.line": "{name} · {count} of {limit} today",
        "five.today.prompt": "{name} · {count} of {limit} today — what did you do today?",
        "five.today.over": "{name} · {count} lines today (more than {limit}, after a sync)",

        "five.error.empty": "A line can't be empty; give each line a few words, one argument per line.",
        "five.error.too-long": "'{text}' is {count} characters long; a line holds at most {max}.",
        "five.error.line-break": "'{text}' contains a line break; give each line as its own argument.",
        "five.error.control": "'{text}' contains a control character (such as a tab); use plain text on one line.",
        "five.error.limit": "{day} already has {count} of {limit} lines and adding {adding} would make {total}, but a day holds at most {limit}; nothing was added.",
        "five.error.number.invalid": "'{input}' is not a line number; use a number from 1 to {max}.",
        "five.error.number.empty": "Line {number} of {day} is empty; use a number from 1 to {count}.",
        "five.error.number.none": "{day} has no lines yet, so there is no line {number}; add one with 'tend five add'.",
        "five.error.to.number": "--to {input} is not a place; use a number from 1 to {max}.",
        "five.error.to.invalid": "--to {input} is past the last line; use a number from 1 to {count}.",
        "five.error.search.empty": "--search needs some text to look for.",

        "history.action.five.add": "Added five-line journal lines",
        "history.action.five.edit": "Edited a five-line journal line",
        "history.action.five.remove": "Removed a five-line journal line",
        "history.action.five.move": "Moved a five-line journal line",
    ])
}
