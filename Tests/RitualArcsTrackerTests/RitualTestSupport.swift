import Foundation
import RitualArcsTracker
import Testing
import TendKernel
import TendCLITesting
import TendTesting

/// Shared set-up of the ritual tests: a harness with only this module, seeding through the CLI, and the
/// bad-input check (message, exit code, empty stdout, nothing written).
enum RitualTest {
    /// A harness running only the ritual module.
    static func harness(_ now: String = "2026-11-22T09:00") -> TendHarness {
        TendHarness(now: now, modules: [RitualArcsModule.plugin])
    }

    /// Runs a command that must succeed.
    @discardableResult
    static func ok(_ h: TendHarness, _ args: String..., sourceLocation: SourceLocation = #_sourceLocation) -> TendHarness.Result {
        let r = h.run(args)
        #expect(r.code == 0, "\(args): \(r)", sourceLocation: sourceLocation)
        #expect(r.err.isEmpty, "\(args): \(r)", sourceLocation: sourceLocation)
        return r
    }

    /// Runs `args` and checks the refusal: exit code, one line on stderr containing `mentions`, empty
    /// stdout, and an unchanged store digest.
    static func refused(_ h: TendHarness, _ args: [String], code: Int32, mentions: String,
                        sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try h.digest()
        let r = h.run(args)
        #expect(r.code == code, "\(r)", sourceLocation: sourceLocation)
        #expect(r.out.isEmpty, "\(r)", sourceLocation: sourceLocation)
        #expect(r.err.hasPrefix("tend: "), "\(r)", sourceLocation: sourceLocation)
        #expect(r.err.filter { $0 == "\n" }.count == 1, "one line: \(r.err)", sourceLocation: sourceLocation)
        #expect(r.err.contains(mentions), "\(r.err)", sourceLocation: sourceLocation)
        #expect(try h.digest() == before, "nothing written", sourceLocation: sourceLocation)
    }

    /// "Morning calm" (morning, 30 days from 2026-11-11, Meditate + Stretch) and the "Evening wind-down"
    /// preset from 2026-11-20, with a few check-ins.
    static func seed(_ h: TendHarness) throws {
        ok(h, "ritual", "new", "Morning calm", "--days", "30", "--time", "morning", "--category", "Mindfulness",
           "--notes", "Begin from stillness.", "--habit", "Meditate", "--habit", "Stretch 5 min", "--start", "2026-11-11")
        ok(h, "ritual", "new", "--preset", "evening-wind-down", "--start", "2026-11-20")
        var checks: [(String, String)] = []
        for d in ["2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21"] { checks += [("Meditate", d), ("Stretch 5 min", d)] }
        checks += [("Meditate", "2026-11-22"), ("Read ten pages", "2026-11-21")]
        try checkIn(h, checks)
    }

    /// Writes check-ins (habit title, ISO day) straight through the store in one change, as
    /// `tend ritual check` would (faster than one run each).
    static func checkIn(_ h: TendHarness, _ checks: [(habit: String, day: String)]) throws {
        let store = try h.openStore()
        let book = try RitualBook.load(store)
        var entries: [Entry] = []
        for c in checks {
            let day = try #require(Day(iso: c.day))
            let habit = try #require(book.rituals.lazy.compactMap { r in
                book.arc(of: r, on: day).flatMap { book.habit(titled: c.habit, in: $0) }
            }.first, "no habit \(c.habit) on \(c.day)")
            entries.append(Entry(id: habit.checkInID(day), tracker: "ritual", subject: habit.id, day: day, value: .done,
                                 created: h.clock.now()))
        }
        try store.write(ChangeIntent(action: "ritual.check", detail: "seed")) { _ in entries.map(Mutation.create) }
    }

    /// The ritual book of the harness store.
    static func book(_ h: TendHarness) throws -> RitualBook { try RitualBook.load(try h.openStore()) }

    /// Parses JSON output.
    static func json(_ r: TendHarness.Result) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(r.out.utf8))
        return try #require(object as? [String: Any], "\(r)")
    }
}
