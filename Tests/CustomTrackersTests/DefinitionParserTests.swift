import Foundation
import Testing
import TendKernel
@testable import CustomTrackers

@Suite("Definition files are read and checked")
struct DefinitionParserTests {
    private func problems(_ json: String, reserved: ReservedIDs = .none) throws -> [String] {
        switch try DefinitionParser.parse(json, reserved: reserved) {
        case .success: return []
        case .failure(let e): return e.problems.map(\.description)
        }
    }

    @Test("a full definition is read with every field")
    func full() throws {
        let d = try Fixture.definition(String(contentsOfFile: Fixture.examplesDirectory + "/sleep-hours.json", encoding: .utf8))
        #expect(d.id == "sleep")
        #expect(d.name == "Sleep")
        #expect(d.value == .amount(unit: "h", max: 24))
        #expect(d.perDay == .one)
        #expect(d.goal == DefinitionGoal(.atLeast, 7, per: .day))
        #expect(d.schedule == .daily)
        #expect(d.stats == [.streak, .momentum, .strength, .milestones])
        #expect(d.reminder == ReminderDefault(time: ClockTime(hour: 8, minute: 30)!, message: "How long did you sleep?"))
    }

    @Test("only id, name and value are required; the rest has defaults")
    func defaults() throws {
        let d = try Fixture.definition(#"{"id": "stretch", "name": " Stretching ", "value": "done"}"#)
        #expect(d == TrackerDefinition(id: "stretch", name: "Stretching", value: .done))
        #expect(d.perDay == .one && d.schedule == .daily && d.stats == [.streak, .momentum] && d.goal == nil)
    }

    @Test("every value kind, short and long forms", arguments: [
        (#""done""#, ValueSpec.done), (#"{"kind": "text"}"#, .text), (#""count""#, .count(unit: nil, max: nil)),
        (#"{"kind": "count", "unit": "pages", "max": 500}"#, .count(unit: "pages", max: 500)),
        (#"{"kind": "amount", "unit": "km"}"#, .amount(unit: "km", max: nil)),
        (#"{"kind": "amount", "unit": "km", "max": 42.2}"#, .amount(unit: "km", max: 42.2)),
        (#"{"kind": "level", "labels": ["low", "high"]}"#, .level(labels: ["low", "high"])),
    ])
    func kinds(json: String, expected: ValueSpec) throws {
        #expect(try Fixture.definition(#"{"id": "x1", "name": "X", "value": \#(json)}"#).value == expected)
    }

    @Test("the canonical form reads back to the same definition")
    func roundTrip() throws {
        for json in [Fixture.done, Fixture.count, Fixture.amount, Fixture.level, Fixture.text] {
            let d = try Fixture.definition(json)
            #expect(try DefinitionParser.check(d.field).get() == d)
            #expect(try DefinitionParser.parse(d.field.jsonText).get() == d)
        }
        for name in ["sleep-hours", "pages-read", "meditation-minutes"] {
            let d = try Fixture.definition(String(contentsOfFile: Fixture.examplesDirectory + "/\(name).json", encoding: .utf8))
            #expect(try DefinitionParser.check(d.field).get() == d)
        }
    }

    @Test("each problem is reported with its JSON path", arguments: [
        (#"{"id": "a1", "name": "A", "value": "done", "goal": {"atLeast": -2, "per": "week"}}"#, "goal.atLeast: must be a positive number"),
        (#"{"id": "a1", "name": "A", "value": "count", "goal": {"atLeast": 0}}"#, "goal.atLeast: must be a positive number"),
        (#"{"id": "a1", "name": "A", "value": "count", "goal": {"atMost": -1}}"#, "goal.atMost: must be a number of 0 or more"),
        (#"{"id": "a1", "name": "A", "value": "count", "goal": {"atLeast": "8"}}"#, "goal.atLeast: must be a number"),
        (#"{"id": "a1", "name": "A", "value": "count", "goal": {"atLeast": 8, "atMost": 9}}"#, "goal: give atLeast or atMost, not both"),
        (#"{"id": "a1", "name": "A", "value": "count", "goal": {"per": "week"}}"#, "goal: must give atLeast or atMost"),
        (#"{"id": "a1", "name": "A", "value": "count", "goal": {"atLeast": 8, "per": "fortnight"}}"#, "goal.per: 'fortnight' is not a period; use day, week or month"),
        (#"{"id": "a1", "name": "A", "value": "count", "goal": {"atLeast": 2.5}}"#, "goal.atLeast: must be a whole number for a count value"),
        (#"{"id": "a1", "name": "A", "value": "done", "goal": {"atLeast": 1}}"#, "goal.per: a done tracker logged once a day is done or not; give a goal per week or month, or use perDay many"),
        (#"{"id": "a1", "name": "A", "value": "done", "goal": {"atLeast": 8, "per": "week"}}"#, "goal.atLeast: can't be more than 7: a tracker logged once a day has at most 7 entries a week"),
        (#"{"id": "a1", "name": "A", "value": {"kind": "amount", "unit": "h", "max": 24}, "goal": {"atLeast": 25}}"#, "goal.atLeast: can't be more than the value's max (24) with one entry a day"),
        (#"{"id": "a1", "name": "A", "value": {"kind": "level", "labels": ["a", "b", "c"]}, "goal": {"atLeast": 4}}"#, "goal.atLeast: must be a level from 1 to 3"),
        (#"{"id": "a1", "name": "A", "value": {"kind": "level", "labels": ["a", "b"]}, "goal": {"atLeast": 2, "per": "week"}}"#, "goal.per: a level goal applies per day; leave per out or use day"),
        (#"{"id": "a1", "name": "A", "value": "done", "goal": {"atLeast": 3, "per": "week"}, "schedule": "mon,wed"}"#, "schedule: must be daily (or left out) with a goal per week: the goal sets the rhythm"),
        (#"{"id": "A b", "name": "A", "value": "done"}"#, "id: 'A b' is not a valid id; use 2 to 32 lowercase letters, digits and dashes, starting with a letter"),
        (#"{"id": "a1", "name": "", "value": "done"}"#, "name: must be 1 to 40 characters"),
        (#"{"id": "a1", "name": "A\nB", "value": "done"}"#, "name: must be one line without control characters"),
        (#"{"id": "a1", "value": "done"}"#, "name: is required"),
        (#"{"id": "a1", "name": "A"}"#, "value: is required"),
        (#"{"id": "a1", "name": "A", "value": "bool"}"#, "value: 'bool' is not a value kind; use done, count, amount, level, text"),
        (#"{"id": "a1", "name": "A", "value": {"kind": "amount"}}"#, "value.unit: is required for an amount (h, km, ml, pages…)"),
        (#"{"id": "a1", "name": "A", "value": {"kind": "amount", "unit": "h", "max": 0}}"#, "value.max: must be a positive number up to 1000000"),
        (#"{"id": "a1", "name": "A", "value": {"kind": "count", "max": 2.5}}"#, "value.max: must be a whole number from 1 to 1000000"),
        (#"{"id": "a1", "name": "A", "value": {"kind": "done", "unit": "h"}}"#, "value.unit: is not a field of a done value; use kind"),
        (#"{"id": "a1", "name": "A", "value": {"kind": "level"}}"#, "value.labels: is required for a level: list 2 to 10 labels, lowest first"),
        (#"{"id": "a1", "name": "A", "value": {"kind": "level", "labels": ["only"]}}"#, "value.labels: lists 1 labels; a level has 2 to 10"),
        (#"{"id": "a1", "name": "A", "value": {"kind": "level", "labels": ["low", "Low"]}}"#, "value.labels[1]: 'Low' is listed twice"),
        (#"{"id": "a1", "name": "A", "value": {"kind": "level", "labels": ["low", 3]}}"#, "value.labels[1]: must be a string"),
        (#"{"id": "a1", "name": "A", "value": {"kind": "level", "labels": ["low", "5"]}}"#, "value.labels[1]: '5' is a number; labels are words (levels are also logged by number)"),
        (#"{"id": "a1", "name": "A", "value": "done", "perDay": "two"}"#, "perDay: 'two' is not accepted; use one or many"),
        (#"{"id": "a1", "name": "A", "value": "done", "schedule": "sometimes"}"#, "schedule: 'sometimes' is not a schedule; use daily, weekdays, weekends, a list of days like mon,wed,sat, 3/week, 4/month, 3/10d, every 2 days"),
        (#"{"id": "a1", "name": "A", "value": "done", "stats": ["streak", "speed"]}"#, "stats[1]: 'speed' is not a stat; use streak, momentum, strength, milestones, completion"),
        (#"{"id": "a1", "name": "A", "value": "done", "stats": ["streak", "streak"]}"#, "stats[1]: 'streak' is listed twice"),
        (#"{"id": "a1", "name": "A", "value": "done", "stats": "streak"}"#, "stats: must be a list"),
        (#"{"id": "a1", "name": "A", "value": "done", "reminder": {"time": "25:00"}}"#, "reminder.time: '25:00' is not a time; use HH:MM like 21:30"),
        (#"{"id": "a1", "name": "A", "value": "done", "reminder": {}}"#, "reminder.time: is required"),
        (#"{"id": "a1", "name": "A", "value": "done", "reminder": {"time": "07:00", "days": "3/week"}}"#, "reminder.days: '3/week' is not a set of days; use daily, weekdays, weekends or days like mon,wed,fri"),
        (#"{"id": "a1", "name": "A", "value": "done", "gaol": {"atLeast": 1}}"#, "gaol: is not a field of a definition; use id, name, summary, value, perDay, goal, schedule, stats, reminder"),
        (#"["id"]"#, "definition: must be a JSON object"),
    ])
    func problem(json: String, expected: String) throws {
        #expect(try problems(json) == [expected])
    }

    @Test("every problem is reported at once, in field order")
    func many() throws {
        let json = #"{"id": "9lives", "name": "", "value": {"kind": "level", "labels": ["ok"]}, "goal": {"atLeast": 0}, "stats": ["fun"], "extra": 1}"#
        #expect(try problems(json) == [
            "extra: is not a field of a definition; use id, name, summary, value, perDay, goal, schedule, stats, reminder",
            "id: '9lives' is not a valid id; use 2 to 32 lowercase letters, digits and dashes, starting with a letter",
            "name: must be 1 to 40 characters",
            "value.labels: lists 1 labels; a level has 2 to 10",
            "goal.atLeast: must be a positive number",
            "stats[0]: 'fun' is not a stat; use streak, momentum, strength, milestones, completion",
        ])
    }

    @Test("ids taken by commands or built-in trackers are refused")
    func reserved() throws {
        let reserved = ReservedIDs(commands: ["today", "tracker"], trackers: ["mood"])
        #expect(try problems(#"{"id": "today", "name": "T", "value": "done"}"#, reserved: reserved)
                == ["id: 'today' is the name of a tend command; choose another id"])
        #expect(try problems(#"{"id": "mood", "name": "M", "value": "done"}"#, reserved: reserved)
                == ["id: 'mood' is a tracker built into tend; choose another id"])
        #expect(try problems(#"{"id": "moods", "name": "M", "value": "done"}"#, reserved: reserved) == [])
    }

    @Test("text that isn't JSON gives the line and column of the first error")
    func notJSON() throws {
        #expect(throws: DefinitionJSONError(reason: "unexpected character", line: 3, column: 11)) {
            try DefinitionParser.json("{\n  \"id\": \"a1\",\n  \"name\": ,\n}")
        }
    }
}
