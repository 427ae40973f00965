import Foundation
import TendConsole
import TendKernel

/// The one place check-ins are written: done, an amount, a skip, or unchecking.
///
/// A habit's check-in on a day is the entry `habit/<habit id>/<day>`. Checking creates it (or restores it
/// and sets its value, when it was unchecked before); unchecking deletes it. Because the kernel keeps a
/// record deleted only while every head of its `deleted` register is `true`, a check made concurrently
/// with an uncheck on another device wins (add-wins), and the key makes a duplicate impossible.
enum CheckIn {
    /// Refuses a value that doesn't fit the habit: an amount on a yes/no habit, none on a measurable
    /// one, or any change to an archived habit.
    static func check(_ habit: Habit, value: EntryValue) throws {
        if habit.archived {
            throw TendError(key: "habit.error.archived", ["habit": habit.name])
        }
        switch (habit.goal.isMeasurable, value) {
        case (false, .amount):
            throw TendError(key: "habit.error.amount.not-measurable", ["habit": habit.name])
        case (true, .done):
            let unit = habit.goal.unit.map { " (" + $0 + ")" } ?? ""
            throw TendError(key: "habit.error.amount.missing", ["habit": habit.name, "unit": unit])
        default: break
        }
    }

    /// The mutations that give `habit` the value `value` on `day` (empty when it already has it). A
    /// check-in on a day before the habit's start moves the start back to it.
    static func set(_ habit: Habit, _ day: Day, _ value: EntryValue, reader: any StoreReader, now: Date) throws -> [Mutation] {
        try check(habit, value: value)
        let id = habit.entryID(day)
        var out: [Mutation] = []
        if let existing = try reader.entry(id: id) {
            if !existing.deleted && existing.value == value { return [] }
            if existing.deleted { out.append(.restore(.entry, id)) }
            out.append(.setValue(id, value))
        } else {
            out.append(.create(Entry(id: id, tracker: HabitStacksTracker.id, subject: habit.id, day: day, value: value,
                                     created: now)))
        }
        if day < habit.start && !value.isSkip { out.append(.updateItem(habit.id, [Habit.Field.start: .string(day.iso)])) }
        return out
    }

    /// The mutation that unchecks `habit` on `day`, or none when there is no check-in.
    static func clear(_ habit: Habit, _ day: Day, reader: any StoreReader) throws -> [Mutation] {
        if habit.archived { throw TendError(key: "habit.error.archived", ["habit": habit.name]) }
        let id = habit.entryID(day)
        guard let e = try reader.entry(id: id), !e.deleted else { return [] }
        return [.delete(.entry, id)]
    }

    /// The value a `done` with an optional amount means.
    static func value(amount: Double?) -> EntryValue { amount.map(EntryValue.amount) ?? .done }

    /// "Run" or "Running 5 km", for history details and messages.
    static func describe(_ habit: Habit, _ value: EntryValue) -> String {
        if let a = value.amount { return habit.name + " " + HabitInput.quantity(a, unit: habit.goal.unit) }
        return habit.name
    }
}
