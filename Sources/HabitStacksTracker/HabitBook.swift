import TendConsole
import TendKernel

/// Every habit and stack of the store (archived included, deleted not), with lookups by name.
struct HabitBook: Sendable {
    /// Habits in creation order.
    let habits: [Habit]
    /// Stacks in creation order.
    let stacks: [HabitStack]

    /// Reads the tracker's items (once per store clock: ``StoreMemo``).
    init(_ reader: any StoreReader) throws {
        self = try HabitBook.memo.value(reader) {
            let items = try reader.items(ItemQuery(tracker: HabitStacksTracker.id, includeArchived: true))
            return HabitBook(habits: items.compactMap(Habit.init), stacks: items.compactMap(HabitStack.init))
        }
    }

    /// The last book read from a store.
    private static let memo = StoreMemo<HabitBook>()

    /// A book of given records.
    init(habits: [Habit], stacks: [HabitStack]) {
        self.habits = habits
        self.stacks = stacks
    }

    /// Habits that aren't archived.
    var activeHabits: [Habit] { habits.filter { !$0.archived } }

    // MARK: Lookup

    /// The habit with a name: an exact match, else one ignoring case (the oldest when two share it).
    func habit(named name: String) -> Habit? { HabitBook.find(name, in: habits, \.name) }

    /// The stack with a name, as for habits.
    func stack(named name: String) -> HabitStack? { HabitBook.find(name, in: stacks, \.name) }

    /// The habit a typed name means (``NameMatch``: exact, ignoring case, or a unique beginning).
    func matchHabit(_ name: String) -> NameMatch<Habit> { HabitBook.match(name, HabitBook.oldestFirst(habits), \.name) }

    /// The habit a typed name means, or the error listing the candidates or naming the closest one.
    func requireHabit(_ name: String) throws -> Habit {
        try matchHabit(name).require(ambiguous: { HabitBook.ambiguous("habit.error.ambiguous-habit", name, $0) },
                                     missing: { HabitBook.unknown("habit.error.unknown-habit", name, closest: $0) })
    }

    /// The stack a typed name means, or the error listing the candidates or naming the closest one.
    func requireStack(_ name: String) throws -> HabitStack {
        try HabitBook.match(name, HabitBook.oldestFirst(stacks), \.name)
            .require(ambiguous: { HabitBook.ambiguous("habit.error.ambiguous-stack", name, $0) },
                     missing: { HabitBook.unknown("habit.error.unknown-stack", name, closest: $0) })
    }

    /// The habit with an id.
    func habit(id: String) -> Habit? { habits.first { $0.id == id } }

    /// The live stack a habit belongs to, if any.
    func stack(of habit: Habit) -> HabitStack? {
        guard let sid = habit.stackID else { return nil }
        return stacks.first { $0.id == sid }
    }

    /// A stack's habits in chain order (archived ones left out unless asked for).
    func members(of stack: HabitStack, includeArchived: Bool = false) -> [Habit] {
        habits.filter { $0.stackID == stack.id && (includeArchived || !$0.archived) }
            .sorted { ($0.order, $0.id) < ($1.order, $1.id) }
    }

    /// Habits in no live stack, not archived.
    var looseHabits: [Habit] { activeHabits.filter { stack(of: $0) == nil } }

    /// Whether another habit already has this name (ignoring case).
    func habitNameTaken(_ name: String, except id: String? = nil) -> Bool {
        habits.contains { $0.id != id && $0.name.lowercased() == name.lowercased() }
    }

    /// Whether another stack already has this name (ignoring case).
    func stackNameTaken(_ name: String, except id: String? = nil) -> Bool {
        stacks.contains { $0.id != id && $0.name.lowercased() == name.lowercased() }
    }

    // MARK: Helpers

    /// Records oldest first (ties between two of one name, made on two devices, go to the oldest).
    private static func oldestFirst<T: HabitRecord>(_ list: [T]) -> [T] {
        list.sorted { ($0.created, $0.id) < ($1.created, $1.id) }
    }

    /// The oldest record named exactly `name`, else the oldest named so ignoring case (no sorting: a
    /// target's lookup runs once per history read).
    private static func find<T: HabitRecord>(_ name: String, in list: [T], _ key: KeyPath<T, String>) -> T? {
        func oldest(_ xs: [T]) -> T? { xs.min { ($0.created, $0.id) < ($1.created, $1.id) } }
        if let exact = oldest(list.filter { $0[keyPath: key] == name }) { return exact }
        let lower = name.lowercased()
        return oldest(list.filter { $0[keyPath: key].lowercased() == lower })
    }

    private static func match<T>(_ name: String, _ list: [T], _ key: KeyPath<T, String>) -> NameMatch<T> {
        NameMatch.resolve(name, among: list) { $0[keyPath: key] }
    }

    /// "'R' could be Run, Read or Running; type more of the name."
    static func ambiguous(_ key: String, _ name: String, _ names: [String]) -> TendError {
        TendError(key: key, ["name": Sanitize.forDisplay(name), "names": names.joined(separator: ", ")])
    }

    /// "No habit named 'Rnu'; did you mean 'Run'?" — or the plain form when nothing is close.
    static func unknown(_ key: String, _ name: String, among names: [String]) -> TendError {
        unknown(key, name, closest: ClosestName.find(name, among: names))
    }

    /// The same with the closest name already found.
    static func unknown(_ key: String, _ name: String, closest: String?) -> TendError {
        let shown = Sanitize.forDisplay(name)
        if let close = closest {
            return TendError(key: key + ".suggest", ["name": shown, "suggestion": close], status: .notFound)
        }
        return TendError(key: key, ["name": shown], status: .notFound)
    }
}

/// What habits and stacks share for lookups.
protocol HabitRecord {
    var id: String { get }
    var created: Double { get }
}

extension Habit: HabitRecord {}
extension HabitStack: HabitRecord {}
