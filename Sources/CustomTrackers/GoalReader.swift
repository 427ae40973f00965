import TendConsole
import TendKernel

/// Reads a definition's `goal` and checks it against the value and the entries per day.
enum GoalReader {
    static func read(_ v: FieldValue?, value: ValueSpec?, perDay: PerDay?, _ r: inout DefinitionReader) -> DefinitionGoal? {
        guard let v, !v.isNull else { return nil }
        guard let o = r.object(v, "goal", allowed: ["atLeast", "atMost", "per"], what: tr("definition.what.goal")) else { return nil }
        let before = r.problems.count
        var per = DefinitionGoal.Period.day
        if let p = r.string(o, "per", "goal") {
            if let period = DefinitionGoal.Period(rawValue: p) { per = period } else {
                r.fail("goal.per", "definition.goal.per", ["input": Sanitize.forDisplay(p, limit: 20)])
            }
        }
        let hasLeast = o["atLeast"] != nil, hasMost = o["atMost"] != nil
        if hasLeast && hasMost { r.fail("goal", "definition.goal.both"); return nil }
        if !hasLeast && !hasMost { r.fail("goal", "definition.goal.none"); return nil }
        let direction: DefinitionGoal.Direction = hasLeast ? .atLeast : .atMost
        let path = "goal." + direction.rawValue
        guard let target = r.number(o, direction.rawValue, "goal") else {
            if o[direction.rawValue]?.isNull == true { r.fail(path, direction == .atLeast ? "definition.goal.positive" : "definition.goal.non-negative") }
            return nil
        }
        if direction == .atLeast && target <= 0 { r.fail(path, "definition.goal.positive") }
        if direction == .atMost && target < 0 { r.fail(path, "definition.goal.non-negative") }
        guard r.problems.count == before else { return nil }
        if let value { check(target, path, direction, per, value, perDay, &r) }
        guard r.problems.count == before else { return nil }
        return DefinitionGoal(direction, target, per: per)
    }

    /// What the value and entries per day allow.
    private static func check(_ target: Double, _ path: String, _ direction: DefinitionGoal.Direction,
                              _ per: DefinitionGoal.Period, _ value: ValueSpec, _ perDay: PerDay?,
                              _ r: inout DefinitionReader) {
        let kind = value.kind.rawValue
        switch value {
        case .level(let labels):
            if per != .day { r.fail("goal.per", "definition.goal.level-per"); return }
            if !(1...Double(labels.count)).contains(target) {
                r.fail(path, "definition.goal.level-range", ["max": String(labels.count)])
            }
            return
        case .done, .text, .count:
            if target.rounded() != target { r.fail(path, "definition.goal.whole", ["kind": kind]); return }
        case .amount:
            break
        }
        guard perDay == .one else { return }
        switch value {
        case .done:
            if per == .day { r.fail("goal.per", "definition.goal.done-daily"); return }
            let most = per == .week ? 7 : 31
            if target > Double(most) { r.fail(path, "definition.goal.over-days", ["max": String(most), "per": per.rawValue]) }
        case .text:
            if per == .day { r.fail("goal.per", "definition.goal.text-daily") }
        case .count, .amount:
            if per == .day, direction == .atLeast, target > value.maximum {
                r.fail(path, "definition.goal.over-max", ["max": NumberText.format(value.maximum)])
            }
        case .level:
            break
        }
    }
}
