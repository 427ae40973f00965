/// The words synthetic journal lines are made of. Lines read like real ones (a subject, a detail, a
/// place or person), vary in length like real ones (20–90 characters), and one word — ``searchWord`` —
/// appears in about one line in a hundred, so searches have a known, small number of hits.
enum Corpus {
    /// The word the search scenarios look for.
    static let searchWord = "lighthouse"

    static let openers = [
        "A quiet", "The first", "A long", "An unexpected", "A slow", "A warm", "The last", "A short",
        "A good", "A cheerful", "A kind", "An honest", "A calm", "A bright", "A simple", "A funny",
    ]
    static let things = [
        "coffee", "walk", "conversation", "breakfast", "call from mum", "run", "book chapter", "bike ride",
        "dinner", "message from a friend", "nap", "swim", "evening", "morning", "lunch break", "train ride",
        "rain shower", "sunrise", "game of chess", "letter", "song", "hug", "cup of tea", "bath",
    ]
    static let details = [
        "with Sam", "in the park", "by the river", "after work", "before the meeting", "at the market",
        "with the kids", "on the balcony", "in the garden", "at the old cafe", "with my sister",
        "near the harbour", "under the trees", "on the way home", "in the kitchen", "with the neighbours",
    ]
    static let endings = [
        "", "", "", "and nobody was in a hurry", "that made the day", "which I needed", "and it was enough",
        "without looking at the phone", "and the light was lovely", "that lasted longer than planned",
    ]
    static let doings = [
        "Fixed", "Wrote", "Reviewed", "Planned", "Cleaned", "Read", "Cooked", "Called", "Finished",
        "Started", "Repaired", "Sorted", "Drafted", "Tested", "Painted", "Booked",
    ]
    static let objects = [
        "the bike", "the report", "the garden shed", "two chapters", "the tax papers", "a new recipe",
        "the kitchen shelf", "the slides for Monday", "the holiday plan", "the leaking tap", "old photos",
        "the budget", "a letter to Grandpa", "the balcony plants", "the bug in the parser", "the attic",
    ]

    /// A gratitude line.
    static func gratitude(_ r: inout SeededRandom) -> String {
        var words = [r.pick(openers), r.pick(things), r.pick(details)]
        if r.chance(0.01) { words.append("by the " + searchWord) }
        let end = r.pick(endings)
        if !end.isEmpty { words.append(end) }
        return words.joined(separator: " ")
    }

    /// A five-lines journal line.
    static func fiveLine(_ r: inout SeededRandom) -> String {
        var line = r.pick(doings) + " " + r.pick(objects)
        if r.chance(0.5) { line += " " + r.pick(details) }
        if r.chance(0.01) { line += " near the " + searchWord }
        return line
    }
}
