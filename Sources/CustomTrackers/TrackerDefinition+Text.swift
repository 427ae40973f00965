import TendConsole
import TendKernel

extension TrackerDefinition {
    /// A value as shown: `done`, `3 glasses`, `7.5 h`, `good`, the text.
    public func display(_ v: EntryValue) -> String {
        switch v {
        case .done: return tr("custom.value.done")
        case .skip: return tr("custom.value.skip")
        case .text(let t): return t
        case .level(let l):
            if case .level(let labels) = value, (1...labels.count).contains(l) { return labels[l - 1] }
            return String(l)
        case .amount(let a): return measure(a)
        }
    }

    /// A day's or period's measure with its unit: `7.5 h`, `3 glasses`, `2 entries`, `good`.
    public func measure(_ x: Double) -> String {
        switch value {
        case .count(let unit, _): return NumberText.format(x) + (unit.map { " " + $0 } ?? "")
        case .amount(let unit, _): return NumberText.format(x) + " " + unit
        case .level(let labels):
            let i = Int(x.rounded())
            if x.rounded() == x, (1...labels.count).contains(i) { return labels[i - 1] }
            return NumberText.format(x)
        case .done:
            return trPlural("custom.times", x, ["count": NumberText.format(x)])
        case .text:
            return trPlural("custom.entries", x, ["count": NumberText.format(x)])
        }
    }

    /// The goal in words: `at least 7 h a day`, `at most 2 a week`.
    public func goalText(_ goal: DefinitionGoal) -> String {
        tr("custom.goal.\(goal.direction.rawValue).\(goal.per.rawValue)", ["amount": measure(goal.target)])
    }

    /// The value in words: `amount in h`, `level: poor, fair, good`, `done`.
    public var valueText: String {
        switch value {
        case .done: return tr("custom.kind.done")
        case .count(let unit, _): return unit.map { tr("custom.kind.count.unit", ["unit": $0]) } ?? tr("custom.kind.count")
        case .amount(let unit, _): return tr("custom.kind.amount.unit", ["unit": unit])
        case .level(let labels): return tr("custom.kind.level.labels", ["labels": labels.joined(separator: ", ")])
        case .text: return tr("custom.kind.text")
        }
    }

    /// `one a day` or `many a day`.
    public var perDayText: String { tr(isOnePerDay ? "custom.per-day.one" : "custom.per-day.many") }

    /// The summary shown when the definition gives none.
    public var summaryText: String { summary ?? tr("custom.summary.default", ["name": name]) }
}

/// Counted words.
enum CustomWords {
    /// `1 day`, `3 days`.
    static func days(_ n: Int) -> String { trPlural("custom.unit.day", n, ["count": String(n)]) }
}
