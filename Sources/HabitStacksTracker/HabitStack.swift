import TendKernel

/// A stack: habits chained to an existing trigger ("after waking up"), read from its item (type `stack`).
///
/// The order of its habits is not stored on the stack: each habit holds its stack's id (`stack`) and a
/// fractional position within it (`order`). Under last-writer-wins per field this merges better than an
/// ordered id list on the stack: two devices adding or moving *different* habits write different
/// registers, so both edits survive (a list would be one register: one device's edit would be lost),
/// and since a habit has one `stack` register it can never end up in two stacks.
struct HabitStack: Hashable, Sendable {
    /// Item fields a stack uses.
    enum Field {
        static let name = "name"
        static let trigger = "trigger"
    }

    /// The item type.
    static let type = "stack"

    let id: String
    var name: String
    /// What the chain follows: "waking up".
    var trigger: String
    /// Creation order among stacks.
    var position: String
    /// Ties between two stacks of one name go to the oldest.
    var created: Double

    /// Reads a stack item; `nil` if it isn't one.
    init?(_ item: Item) {
        guard item.type == HabitStack.type, let name = item.string(Field.name) else { return nil }
        id = item.id
        self.name = name
        trigger = item.string(Field.trigger) ?? ""
        position = item.position
        created = item.created.timeIntervalSince1970
    }

    /// The item fields of a new stack.
    static func fields(name: String, trigger: String) -> [String: FieldValue] {
        [Field.name: .string(name), Field.trigger: .string(trigger)]
    }

    /// The target the platform sees: `stack:<Name>`, daily, from the first member's start.
    func target(members: [Habit]) -> TrackerTarget {
        TrackerTarget(id: "stack:" + name, tracker: HabitStacksTracker.id, name: name, schedule: .daily,
                      start: members.map(\.start).min())
    }
}
