import TendKernel

/// One day's mood as the views show it: the value, any concurrent values, the note and tags.
struct MoodDay: Hashable, Sendable {
    /// One value of the day and the op (hence the device) that wrote it.
    struct Value: Hashable, Sendable {
        /// The level.
        let level: MoodLevel
        /// The op that wrote a concurrent value (`nil` for the current value).
        let op: OpID?
        /// Whether this is the current value (the last writer's).
        var isCurrent: Bool { op == nil }
    }

    /// The day.
    let day: Day
    /// The current value (the last writer's, when there is a conflict).
    let level: MoodLevel?
    /// Every value the day holds, lowest level first: one, or several in a conflict.
    let values: [Value]
    /// The note.
    let note: String?
    /// Tags (Daylio activities, for one).
    let tags: [String]

    /// Reads an entry.
    init(_ entry: Entry) {
        day = entry.day
        level = entry.value.level.flatMap(MoodLevel.init(rawValue:))
        note = entry.note
        tags = entry.tags
        var vs = entry.conflicts.compactMap { c in c.value.level.flatMap(MoodLevel.init(rawValue:)).map { Value(level: $0, op: c.op) } }
        if let level { vs.append(Value(level: level, op: nil)) }
        values = vs.sorted { $0.level < $1.level }
    }

    /// Whether two devices wrote different values that nobody has settled yet.
    var isConflict: Bool { values.count > 1 }

    /// The levels of the day, lowest first.
    var levels: [MoodLevel] { values.map(\.level) }
}
