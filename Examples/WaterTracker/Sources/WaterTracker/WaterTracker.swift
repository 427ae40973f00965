import TendConsole
import TendKernel

/// Water intake: each drink is an entry of millilitres; a day is complete when its drinks reach the
/// daily goal (the synced setting `water.goal`, 2000 ml unless set).
public struct WaterTracker: Tracker {
    /// The id, also the command: `tend water`.
    public static let id = "water"
    /// The goal when none is set, in millilitres.
    public static let defaultGoal = 2000
    /// The goals accepted, in millilitres.
    public static let goals = 500...10_000
    /// The drinks accepted, in millilitres.
    public static let drinks = 1...5000
    /// The setting holding the goal.
    public static let goalSetting = "water.goal"

    /// Creates the tracker. (Its strings are registered by the platform from its plugin.)
    public init() {}

    /// Amounts in ml, many a day, daily.
    public var descriptor: TrackerDescriptor {
        TrackerDescriptor(id: Self.id, name: tr("water.name"), summary: tr("water.summary"), valueKind: .amount,
                          perDay: .many(limit: nil), defaultSchedule: .daily, stats: [.streak, .momentum, .strength])
    }

    /// The daily goal in millilitres.
    public static func goal(_ reader: any StoreReader) throws -> Int {
        try reader.setting(goalSetting, scope: .synced)?.int ?? defaultGoal
    }

    /// One mark per day with drinks: `value` = millilitres, `completion` = the share of the goal (at most 1).
    public func history(of target: TrackerTarget, days: ClosedRange<Day>, _ context: TrackerContext) throws -> TargetHistory {
        let goal = Double(try Self.goal(context.store))
        var marks: [Day: DayMark] = [:]
        for e in try context.store.entries(EntryQuery(tracker: Self.id, days: days)) {
            var m = marks[e.day] ?? DayMark(count: 0, completion: 0, value: 0)
            m.count += 1
            m.value = (m.value ?? 0) + (e.value.amount ?? 0)
            m.completion = min(1, (m.value ?? 0) / goal)
            marks[e.day] = m
        }
        return TargetHistory(target: target, marks: marks)
    }

    /// `Water · 1250 of 2000 ml today`; done once the goal is reached.
    public func today(_ context: TrackerContext) throws -> TodayStatus {
        let day = context.today
        let total = Int(try context.store.entries(EntryQuery(tracker: Self.id, days: day...day)).compactMap(\.value.amount).reduce(0, +))
        let goal = try Self.goal(context.store)
        return TodayStatus(tracker: Self.id, title: .verbatim(descriptor.name), due: true, done: total >= goal,
                           progress: TodayProgress(done: min(total, goal), total: goal),
                           lines: [.sentence([Phrase("water.today", ["total": .int(total), "goal": .int(goal)])])],
                           figures: ["ml": .int(Int64(total)), "goal": .int(Int64(goal))])
    }

    /// A drink of this tracker: an amount of 1 to 5000 ml, no subject.
    public func validate(_ entry: Entry) -> String? {
        if entry.tracker != Self.id { return "entry belongs to tracker '\(entry.tracker)'" }
        if entry.subject != nil { return "a drink has no subject" }
        guard let ml = entry.value.amount, ml.rounded() == ml, Self.drinks.contains(Int(ml)) else {
            return "value is not 1 to 5000 ml"
        }
        return nil
    }

    // Every hook is written out (the compiler checks each); these keep the kernel's defaults.

    /// Itself, on its schedule, from its first drink.
    public func targets(_ context: TrackerContext) throws -> [TrackerTarget] { try TrackerDefaults.targets(self, context) }
    /// Each request's history, in order.
    public func histories(_ requests: [HistoryRequest], _ context: TrackerContext, _ body: (TargetHistory) throws -> Void) throws {
        try TrackerDefaults.histories(self, requests, context, body)
    }
    /// No problems of its own.
    public func checkHealth(_ context: TrackerContext) throws -> [String] { TrackerDefaults.checkHealth() }
    /// No repairs of its own.
    public func repairs(_ context: TrackerContext) throws -> [Mutation] { TrackerDefaults.repairs() }
}
