import TendConsole
import TendKernel

/// Where a measure stands against a goal: met or not, and the words for it.
public struct GoalProgress: Hashable, Sendable, Encodable {
    /// `atLeast` or `atMost`.
    public let direction: String
    /// The goal's target.
    public let target: Double
    /// `day`, `week` or `month`.
    public let per: String
    /// The measure of the day or of the period so far.
    public let measure: Double
    /// Whether the goal is met (at most: so far).
    public let met: Bool
    /// 0…1.
    public let completion: Double
    /// The period measured (the day itself for a daily goal).
    public let from: Day
    /// Its last day.
    public let to: Day

    /// Creates the progress of `measure` against `goal` over `range`.
    public init(_ goal: DefinitionGoal, measure: Double, range: ClosedRange<Day>) {
        direction = goal.direction.rawValue
        target = goal.target
        per = goal.per.rawValue
        self.measure = JSONOutput.round(measure)
        met = goal.isMet(measure)
        completion = JSONOutput.round(goal.completion(measure))
        from = range.lowerBound
        to = range.upperBound
    }

    /// `goal met`, `3 glasses to go`, `within the goal`, `1 cup over the goal`.
    public func status(_ definition: TrackerDefinition) -> String { PhraseText.render(statusPhrase(definition)) }

    /// The status as a phrase (``status(_:)``).
    public func statusPhrase(_ definition: TrackerDefinition) -> Phrase {
        if direction == DefinitionGoal.Direction.atLeast.rawValue {
            if met { return Phrase("custom.status.met") }
            if case .level = definition.value { return Phrase("custom.status.not-met") }
            return Phrase("custom.status.to-go", ["amount": .text(definition.measure(target - measure))])
        }
        if met { return Phrase("custom.status.within") }
        return Phrase("custom.status.over", ["amount": .text(definition.measure(measure - target))])
    }
}
