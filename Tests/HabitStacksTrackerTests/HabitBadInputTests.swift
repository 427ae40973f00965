import Foundation
@testable import HabitStacksTracker
import Testing
import TendKernel
import TendCLITesting
import TendTesting

/// Every bad input the issue names: one clear sentence, a non-zero exit, nothing on stdout, nothing written.
@Suite("Bad habit and stack input is refused before anything is written")
struct HabitBadInputTests {
    /// A store with the Morning stack, a measurable habit, an archived one and a check-in (seeded
    /// straight into the store).
    private func seeded() throws -> TendHarness {
        let h = HabitFixture.harness()
        try HabitFixture.seedStack(h, "Morning", after: "waking up", habits: ["Run", "Read", "Stretch"], start: "2026-11-22")
        try HabitFixture.seedHabit(h, "Running", goal: .atLeast(5, unit: "km"), start: "2026-11-22")
        let piano = try HabitFixture.seedHabit(h, "Piano", start: "2026-11-22")
        try h.openStore().write(ChangeIntent(action: "habit.archive")) { _ in [.archive(piano)] }
        try HabitFixture.seedCheckIns(h, "h-run", on: ["2026-11-22"])
        return h
    }

    private func expectRefused(_ args: [String], code: Int32, message: String, in given: TendHarness? = nil,
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        let h = try given ?? seeded()
        let before = try h.digest()
        let r = h.run(args)
        #expect(r.code == code, "\(r)", sourceLocation: sourceLocation)
        #expect(r.out.isEmpty, "\(r)", sourceLocation: sourceLocation)
        #expect(r.err == "tend: " + message + "\n", sourceLocation: sourceLocation)
        #expect(try h.digest() == before, "nothing written", sourceLocation: sourceLocation)
    }

    @Test("an unknown habit suggests the closest name")
    func unknownHabit() throws {
        let h = try seeded()
        try expectRefused(["habit", "done", "Rnu"], code: 66, message: "There is no habit named 'Rnu'; did you mean 'Run'?", in: h)
        try expectRefused(["habit", "show", "Stetch"], code: 66, message: "There is no habit named 'Stetch'; did you mean 'Stretch'?", in: h)
        try expectRefused(["stack", "add", "Morning", "Runing"], code: 66,
                          message: "There is no habit named 'Runing'; did you mean 'Running'?", in: h)
        try expectRefused(["habit", "skip", "Zzzzzz"], code: 66,
                          message: "There is no habit named 'Zzzzzz'; see your habits with 'tend habit list'.", in: h)
    }

    @Test("an unknown stack suggests the closest name")
    func unknownStack() throws {
        let h = try seeded()
        try expectRefused(["stack", "done", "Mroning"], code: 66, message: "There is no stack named 'Mroning'; did you mean 'Morning'?", in: h)
        try expectRefused(["stack", "Evening"], code: 66, message: "There is no stack named 'Evening'; see your stacks with 'tend stack'.", in: h)
        try expectRefused(["stack", "remove", "Morning", "Running"], code: 65,
                          message: "Running is not in stack Morning; see its habits with 'tend stack Morning'.", in: h)
    }

    @Test("a duplicate name")
    func duplicateName() throws {
        let h = try seeded()
        try expectRefused(["habit", "new", "run"], code: 65, message: "A habit named run already exists; choose another name.", in: h)
        try expectRefused(["habit", "rename", "Read", "RUN"], code: 65, message: "A habit named RUN already exists; choose another name.", in: h)
        try expectRefused(["stack", "new", "morning", "--after", "coffee"], code: 65,
                          message: "A stack named morning already exists; choose another name.", in: h)
        try expectRefused(["stack", "new", "Evening", "--after", "dinner", "Dishes", "dishes"], code: 65,
                          message: "dishes is named twice; a stack holds each habit once.", in: h)
    }

    @Test("an empty trigger")
    func emptyTrigger() throws {
        let h = try seeded()
        let message = "The trigger is empty; say what the chain follows, like --after \"waking up\"."
        try expectRefused(["stack", "new", "Evening", "--after", "", "Dishes"], code: 65, message: message, in: h)
        try expectRefused(["stack", "new", "Evening", "--after", "  after  ", "Dishes"], code: 65, message: message, in: h)
    }

    @Test("--amount on a yes/no habit, or missing on a measurable one")
    func amountMismatch() throws {
        let h = try seeded()
        try expectRefused(["habit", "done", "Read", "--amount", "3"], code: 65,
                          message: "Read is a yes/no habit, so it takes no --amount; check it in with 'tend habit done Read'.", in: h)
        try expectRefused(["habit", "done", "Running"], code: 65,
                          message: "Running is measurable, so a check-in needs an amount (km): add --amount, like --amount 5.", in: h)
    }

    @Test("a negative or non-numeric amount")
    func negativeAmount() throws {
        let h = try seeded()
        try expectRefused(["habit", "done", "Running", "--amount", "-3"], code: 65,
                          message: "'-3' is not an amount; use a number of at least 0, like 5 or 2.5.", in: h)
        try expectRefused(["habit", "done", "Running", "--amount", "lots"], code: 65,
                          message: "'lots' is not an amount; use a number of at least 0, like 5 or 2.5.", in: h)
        try expectRefused(["habit", "new", "Tea", "--at-least", "-1"], code: 65,
                          message: "'-1' is not a target for --at-least; use a number above 0, like 5.", in: h)
    }

    @Test("a check-in on an archived habit")
    func archived() throws {
        let h = try seeded()
        let message = "Piano is archived, so it can't be changed; bring it back first with 'tend habit unarchive Piano'."
        try expectRefused(["habit", "done", "Piano"], code: 65, message: message, in: h)
        try expectRefused(["habit", "skip", "piano"], code: 65, message: message, in: h)
        try expectRefused(["habit", "undo", "Piano"], code: 65, message: message, in: h)
    }

    @Test("a future or unparseable date")
    func badDates() throws {
        let h = try seeded()
        try expectRefused(["habit", "done", "Run", "--date", "tomorrow"], code: 65,
                          message: "2026-11-23 is in the future (today is 2026-11-22); only today or earlier can be recorded.", in: h)
        try expectRefused(["stack", "done", "Morning", "--date", "2027-01-01"], code: 65,
                          message: "2027-01-01 is in the future (today is 2026-11-22); only today or earlier can be recorded.", in: h)
        try expectRefused(["habit", "skip", "Run", "--date", "someday"], code: 65,
                          message: "'someday' is not a date; use YYYY-MM-DD, today, yesterday, 3d, 3 days ago or a weekday name like mon.", in: h)
    }

    @Test("an unknown schedule")
    func badSchedule() throws {
        let h = try seeded()
        try expectRefused(["habit", "new", "Yoga", "--schedule", "fortnightly"], code: 65,
                          message: "'fortnightly' is not a schedule (unknown day 'fortnightly'); use daily, weekdays, weekends, a list of days like mon,wed,sat, 3/week, 4/month, 3/10d, every 2 days.", in: h)
        try expectRefused(["habit", "new", "Yoga", "--schedule", "8/week"], code: 65,
                          message: "'8/week' is not a schedule (the count can't exceed the days in the period); use daily, weekdays, weekends, a list of days like mon,wed,sat, 3/week, 4/month, 3/10d, every 2 days.", in: h)
    }

    @Test("positions out of range, bad names and goals")
    func otherRefusals() throws {
        let h = try seeded()
        try expectRefused(["stack", "move", "Morning", "Run", "--to", "9"], code: 65,
                          message: "--to 9 is out of range; use a position from 1 to 3.", in: h)
        try expectRefused(["stack", "add", "Morning", "Running", "--at", "0"], code: 65,
                          message: "--at 0 is out of range; use a position from 1 to 4.", in: h)
        try expectRefused(["habit", "new", "  "], code: 65,
                          message: "'  ' is not a usable name; use 1 to 40 characters on one line, not starting with '-'.", in: h)
        try expectRefused(["habit", "new", "Tea", "--at-least", "1", "--at-most", "3"], code: 65,
                          message: "A habit can't have both --at-least and --at-most; choose one.", in: h)
        try expectRefused(["habit", "new", "Tea", "--unit", "cups"], code: 65,
                          message: "--unit needs --at-least or --at-most; a yes/no habit has no unit.", in: h)
        try expectRefused(["stack", "add", "Morning", "Piano"], code: 65,
                          message: "Piano is archived, so it can't be changed; bring it back first with 'tend habit unarchive Piano'.", in: h)
    }

    @Test("an unwritable --svg path exits 73 and prints nothing")
    func badSVGPath() throws {
        let path = "/nonexistent-tend-folder/run.svg"
        try expectRefused(["habit", "show", "Run", "--svg", path], code: 73,
                          message: "Can't write the SVG file \(path); give a path in a folder you can write to.")
    }
}
