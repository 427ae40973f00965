import Testing
import TendTesting

/// Every bad input the issue names: a clear sentence, a non-zero exit code, nothing on stdout and
/// nothing written.
@Suite("ritual: bad input is refused before anything is written")
struct RitualBadInputTests {
    @Test("--days outside 7–365", arguments: ["6", "366", "0"])
    func daysOutOfRange(_ days: String) throws {
        let h = RitualTest.harness()
        try RitualTest.seed(h)
        try RitualTest.refused(h, ["ritual", "new", "Walk", "--days", days, "--time", "evening", "--habit", "Walk"],
                               code: 65, mentions: "--days \(days) is out of range; an arc lasts 7 to 365 days.")
        try RitualTest.refused(h, ["ritual", "new", "--preset", "Sleep reset", "--days", days],
                               code: 65, mentions: "--days \(days) is out of range")
        try RitualTest.refused(h, ["ritual", "edit", "Morning calm", "--days", days], code: 65, mentions: "7 to 365 days")
    }

    @Test("an unknown time of day")
    func unknownTimeOfDay() throws {
        let h = RitualTest.harness()
        try RitualTest.seed(h)
        try RitualTest.refused(h, ["ritual", "new", "Walk", "--days", "30", "--time", "brunch", "--habit", "Walk"], code: 65,
                               mentions: "'brunch' is not a time of day; use morning, midday, afternoon, evening, night or anytime.")
        try RitualTest.refused(h, ["ritual", "edit", "Morning calm", "--time", "dawn"], code: 65, mentions: "'dawn' is not a time of day")
    }

    @Test("an unknown preset")
    func unknownPreset() throws {
        let h = RitualTest.harness()
        try RitualTest.seed(h)
        try RitualTest.refused(h, ["ritual", "new", "--preset", "Marathon prep"], code: 65,
                               mentions: "'Marathon prep' is not a preset; run 'tend ritual presets' to see the 14 there are.")
    }

    @Test("a check-in outside the arc's dates")
    func checkInOutsideArc() throws {
        let h = RitualTest.harness()
        try RitualTest.seed(h)
        try RitualTest.refused(h, ["ritual", "check", "Meditate", "--date", "2026-11-10"], code: 65,
                               mentions: "2026-11-10 is outside the arcs of 'Morning calm' (2026-11-11 – 2026-12-10); check-ins belong inside an arc.")
        try RitualTest.refused(h, ["ritual", "uncheck", "Meditate", "--ritual", "Morning calm", "--date", "2026-11-01"], code: 65,
                               mentions: "2026-11-01 is outside the arcs of 'Morning calm'")
        try RitualTest.refused(h, ["ritual", "check", "Read ten pages", "--date", "2026-11-19"], code: 65,
                               mentions: "2026-11-19 is outside the arcs of 'Evening wind-down'")
        // A day after today is refused before arcs are looked at.
        try RitualTest.refused(h, ["ritual", "check", "Meditate", "--date", "2026-11-23"], code: 65, mentions: "is in the future")
    }

    @Test("a check-in for a habit not in the ritual")
    func habitNotInRitual() throws {
        let h = RitualTest.harness()
        try RitualTest.seed(h)
        try RitualTest.refused(h, ["ritual", "check", "Read ten pages", "--ritual", "Morning calm"], code: 66,
                               mentions: "'Read ten pages' is not a habit of 'Morning calm'; its habits are: Meditate, Stretch 5 min.")
        try RitualTest.refused(h, ["ritual", "check", "Juggle"], code: 66, mentions: "No ritual has a habit called 'Juggle' on 2026-11-22.")
        try RitualTest.refused(h, ["ritual", "check", "Meditate", "--ritual", "Lunch walk"], code: 66,
                               mentions: "There is no ritual called 'Lunch walk'; the rituals are: Morning calm, Evening wind-down.")
    }

    @Test("renewing an archived ritual")
    func renewArchived() throws {
        let h = RitualTest.harness()
        try RitualTest.seed(h)
        RitualTest.ok(h, "ritual", "archive", "Morning calm")
        try RitualTest.refused(h, ["ritual", "renew", "Morning calm"], code: 65,
                               mentions: "'Morning calm' is archived; archived rituals can't be renewed.")
        h.now = "2026-12-20T09:00"  // also once its arc is over
        try RitualTest.refused(h, ["ritual", "renew", "Morning calm"], code: 65, mentions: "'Morning calm' is archived")
        try RitualTest.refused(h, ["ritual", "check", "Meditate", "--ritual", "Morning calm", "--date", "2026-11-21"], code: 65,
                               mentions: "'Morning calm' is archived; its check-ins can't change.")
    }

    @Test("a duplicate title")
    func duplicateTitle() throws {
        let h = RitualTest.harness()
        try RitualTest.seed(h)
        try RitualTest.refused(h, ["ritual", "new", "  morning CALM ", "--days", "14", "--time", "night", "--habit", "Read"], code: 65,
                               mentions: "A ritual called 'Morning calm' already exists; choose another title.")
        try RitualTest.refused(h, ["ritual", "new", "--preset", "Evening wind-down"], code: 65,
                               mentions: "A ritual called 'Evening wind-down' already exists")
        try RitualTest.refused(h, ["ritual", "edit", "Evening wind-down", "--title", "Morning Calm"], code: 65,
                               mentions: "A ritual called 'Morning calm' already exists")
        // Archived rituals keep their title.
        RitualTest.ok(h, "ritual", "archive", "Morning calm")
        try RitualTest.refused(h, ["ritual", "new", "Morning calm", "--days", "14", "--time", "night", "--habit", "Read"], code: 65,
                               mentions: "already exists")
    }

    @Test("other refusals: renewing early, missing parts, bad habits, nothing to edit")
    func otherRefusals() throws {
        let h = RitualTest.harness()
        try RitualTest.seed(h)
        try RitualTest.refused(h, ["ritual", "renew", "Morning calm"], code: 65,
                               mentions: "'Morning calm' is on day 12 of 30 of arc 1; renew it on its last day (2026-12-10) or later.")
        try RitualTest.refused(h, ["ritual", "new", "Walk", "--days", "30", "--habit", "Walk"], code: 64, mentions: "--time")
        try RitualTest.refused(h, ["ritual", "new", "Walk", "--time", "night", "--habit", "Walk"], code: 64, mentions: "--days")
        try RitualTest.refused(h, ["ritual", "new", "Walk", "--days", "30", "--time", "night"], code: 64, mentions: "at least one habit")
        try RitualTest.refused(h, ["ritual", "new", "Walk", "--days", "30", "--time", "night", "--habit", "Go", "--habit", "go"],
                               code: 65, mentions: "'go' is given twice")
        try RitualTest.refused(h, ["ritual", "new", "", "--days", "30", "--time", "night", "--habit", "Go"], code: 65,
                               mentions: "is not a usable title")
        try RitualTest.refused(h, ["ritual", "edit", "Morning calm"], code: 64, mentions: "Nothing to change")
        try RitualTest.refused(h, ["ritual", "edit", "Morning calm", "--days", "10"], code: 65,
                               mentions: "'Morning calm' is on day 12 of its arc, so --days 10 is too short; give at least 12.")
        try RitualTest.refused(h, ["ritual", "edit", "Morning calm", "--remove-habit", "Meditate", "--remove-habit", "Stretch 5 min"],
                               code: 65, mentions: "would have no habits left")
        try RitualTest.refused(h, ["ritual", "edit", "Morning calm", "--rename-habit", "Meditate"], code: 64, mentions: "--to NEW")
        try RitualTest.refused(h, ["ritual", "edit", "Morning calm", "--add-habit", "meditate"], code: 65, mentions: "given twice")
        try RitualTest.refused(h, ["ritual", "reorder", "Morning calm", "Meditate", "--to", "3"], code: 65, mentions: "use 1 to 2")
        try RitualTest.refused(h, ["ritual", "show", "Nope"], code: 66, mentions: "There is no ritual called 'Nope'")
        try RitualTest.refused(h, ["ritual", "day", "tomorrow"], code: 65, mentions: "is in the future")
        try RitualTest.refused(h, ["ritual", "new", "Walk", "--days", "many", "--time", "night", "--habit", "Go"], code: 64, mentions: "many")
    }
}
