import Testing
@testable import CustomTrackers

@Suite("tend ID … is dispatched to the hidden custom command")
struct CustomDispatchTests {
    private let known: Set<String> = ["today", "history", "tracker", "custom", "help", "mood"]

    @Test("rewrites", arguments: [
        (["sleep"], ["custom", "day", "sleep"]),
        (["sleep", "--date", "yesterday"], ["custom", "day", "sleep", "--date", "yesterday"]),
        (["sleep", "log", "7.5", "--note", "ok"], ["custom", "log", "sleep", "7.5", "--note", "ok"]),
        (["sleep", "stats", "--json"], ["custom", "stats", "sleep", "--json"]),
        (["sleep", "month", "--month", "2026-10"], ["custom", "month", "sleep", "--month", "2026-10"]),
        (["sleep", "day"], ["custom", "day", "sleep"]),
        (["sleep", "--help"], ["custom", "usage", "sleep"]),
        (["sleep", "help"], ["custom", "usage", "sleep"]),
        (["sleep", "frob"], ["custom", "day", "sleep", "frob"]),
    ])
    func rewrites(args: [String], expected: [String]) {
        #expect(CustomDispatch.rewrite(args, known: known) == expected)
    }

    @Test("leaves commands, options and non-ids alone", arguments: [
        ["today"], ["mood", "log", "good"], ["tracker", "add", "x.json"], ["--help"], ["-h"], ["--version"], [],
        ["Sleep"], ["9lives"], ["sl eep"], ["custom", "log", "x"], ["help", "sleep"],
    ])
    func untouched(args: [String]) {
        #expect(CustomDispatch.rewrite(args, known: known) == args)
    }
}
