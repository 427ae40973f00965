import Foundation
import TendConsole
import TendKernel

/// Reads and checks a definition file, reporting every problem with its JSON path.
public enum DefinitionParser {
    /// The fields of a definition, in file order.
    public static let fields = ["id", "name", "summary", "value", "perDay", "goal", "schedule", "stats", "reminder"]

    /// Parses JSON text (see ``json(_:)``) and checks it (see ``check(_:reserved:)``).
    public static func parse(_ text: String, reserved: ReservedIDs = .none) throws -> Result<TrackerDefinition, DefinitionProblems> {
        check(try json(text), reserved: reserved)
    }

    /// The JSON value of a file's text.
    /// - Throws: ``DefinitionJSONError`` with the line and column of the first syntax error.
    public static func json(_ text: String) throws -> FieldValue {
        do { return try FieldValue(jsonText: text) } catch let e as JSONParseError {
            let prefix = Array(text.utf8.prefix(e.offset))
            let line = prefix.filter { $0 == 10 }.count + 1
            let lineStart = prefix.lastIndex(of: 10).map { $0 + 1 } ?? 0
            let column = String(decoding: prefix[lineStart...], as: UTF8.self).count + 1
            throw DefinitionJSONError(reason: e.reason, line: line, column: column)
        }
    }

    /// Checks a JSON value: a definition, or every problem found.
    public static func check(_ json: FieldValue, reserved: ReservedIDs = .none) -> Result<TrackerDefinition, DefinitionProblems> {
        Catalog.register(CustomStrings.table)
        var r = DefinitionReader()
        guard let o = r.object(json, "", allowed: fields, what: tr("definition.what.definition")) else {
            return .failure(DefinitionProblems(r.problems))
        }
        let id = readID(o, &r, reserved)
        let name = r.line(o, "name", "", required: true, range: 1...40)
        let summary = r.line(o, "summary", "", range: 1...120)
        let value = ValueReader.read(o["value"], &r)
        let perDay = readPerDay(o, &r)
        let schedule = readSchedule(o, &r)
        let goal = GoalReader.read(o["goal"], value: value, perDay: perDay, &r)
        if let goal, goal.per != .day, let schedule, schedule != .daily {
            r.fail("schedule", "definition.schedule.with-period", ["per": goal.per.rawValue])
        }
        let stats = readStats(o, &r)
        let reminder = readReminder(o, &r)
        guard r.problems.isEmpty, let id, let name, let value, let perDay, let schedule, let stats else {
            return .failure(DefinitionProblems(r.problems))
        }
        return .success(TrackerDefinition(id: id, name: name, summary: summary, value: value, perDay: perDay,
                                          goal: goal, schedule: schedule, stats: stats, reminder: reminder))
    }

    private static func readID(_ o: [String: FieldValue], _ r: inout DefinitionReader, _ reserved: ReservedIDs) -> String? {
        guard let id = r.string(o, "id", "", required: true) else { return nil }
        guard TrackerDescriptor.isValidID(id) else {
            r.fail("id", "definition.id.invalid", ["input": Sanitize.forDisplay(id, limit: 40)])
            return nil
        }
        if let p = reserved.problem(id) { r.problems.append(p); return nil }
        return id
    }

    private static func readPerDay(_ o: [String: FieldValue], _ r: inout DefinitionReader) -> PerDay? {
        guard let v = o["perDay"], !v.isNull else { return .one }
        guard let s = v.string else { r.fail("perDay", "definition.not-string"); return nil }
        switch s {
        case "one": return .one
        case "many": return .many(limit: nil)
        default:
            r.fail("perDay", "definition.perDay", ["input": Sanitize.forDisplay(s, limit: 20)])
            return nil
        }
    }

    private static func readSchedule(_ o: [String: FieldValue], _ r: inout DefinitionReader) -> Schedule? {
        guard let v = o["schedule"], !v.isNull else { return .daily }
        guard let s = v.string else { r.fail("schedule", "definition.not-string"); return nil }
        do { return try Schedule(parsing: s) } catch {
            r.fail("schedule", "definition.schedule", ["input": Sanitize.forDisplay(s, limit: 30), "accepted": Schedule.acceptedForms])
            return nil
        }
    }

    private static func readStats(_ o: [String: FieldValue], _ r: inout DefinitionReader) -> [StatKind]? {
        guard let v = o["stats"], !v.isNull else { return TrackerDefinition.defaultStats }
        guard let list = v.array else { r.fail("stats", "definition.not-array"); return nil }
        var out: [StatKind] = []
        let accepted = StatKind.allCases.map(\.rawValue).joined(separator: ", ")
        for (i, item) in list.enumerated() {
            let p = "stats[\(i)]"
            guard let s = item.string else { r.fail(p, "definition.not-string"); continue }
            guard let k = StatKind(rawValue: s) else {
                r.fail(p, "definition.stats.unknown", ["input": Sanitize.forDisplay(s, limit: 20), "accepted": accepted])
                continue
            }
            if out.contains(k) { r.fail(p, "definition.duplicate", ["input": s]); continue }
            out.append(k)
        }
        return out
    }

    private static func readReminder(_ o: [String: FieldValue], _ r: inout DefinitionReader) -> ReminderDefault? {
        guard let v = o["reminder"], !v.isNull else { return nil }
        guard let ro = r.object(v, "reminder", allowed: ["time", "days", "message"], what: tr("definition.what.reminder")) else { return nil }
        var time: ClockTime?
        if let t = r.string(ro, "time", "reminder", required: true) {
            time = ClockTime(parsing: t)
            if time == nil { r.fail("reminder.time", "definition.reminder.time", ["input": Sanitize.forDisplay(t, limit: 20)]) }
        }
        var days: Schedule?
        if let d = r.string(ro, "days", "reminder") {
            switch try? Schedule(parsing: d) {
            case .daily?: days = .daily
            case .days(let set)?: days = .days(set)
            default: r.fail("reminder.days", "definition.reminder.days", ["input": Sanitize.forDisplay(d, limit: 30)])
            }
        }
        let message = r.line(ro, "message", "reminder", range: 1...120)
        guard let time else { return nil }
        return ReminderDefault(time: time, days: days, message: message)
    }
}

/// A definition file that isn't JSON: where the first syntax error is.
public struct DefinitionJSONError: Error, Hashable, Sendable {
    /// What was wrong.
    public let reason: String
    /// 1-based line.
    public let line: Int
    /// 1-based column (in characters).
    public let column: Int
}
