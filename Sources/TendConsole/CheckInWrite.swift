import Foundation
import TendKernel

/// The one way a check-in is written, for every tracker whose check-ins are one entry per subject and
/// day (`<tracker>/<subject>/<day>`: a habit's, a ritual habit's). Checking creates the entry, or
/// restores it (and sets its value when it differs) when it was unchecked; unchecking deletes it.
/// Because the kernel keeps a record deleted only while every head of its `deleted` register is
/// `true`, a check made concurrently with an uncheck on another device wins (add-wins), and the key
/// makes a duplicate impossible.
public enum CheckInWrite {
    /// The mutations that give the check-in `id` the value `value` (none when it already has it);
    /// `existing` is the entry as stored (deleted ones included).
    public static func set(_ existing: Entry?, id: String, tracker: String, subject: String, day: Day, value: EntryValue,
                           now: Date) -> [Mutation] {
        guard let e = existing else {
            return [.create(Entry(id: id, tracker: tracker, subject: subject, day: day, value: value, created: now))]
        }
        var out: [Mutation] = []
        if e.deleted { out.append(.restore(.entry, id)) }
        if e.value != value { out.append(.setValue(id, value)) }
        return out
    }

    /// The mutation that unchecks the check-in `id`, or none when it isn't checked.
    public static func clear(_ existing: Entry?, id: String) -> [Mutation] {
        guard let e = existing, !e.deleted else { return [] }
        return [.delete(.entry, id)]
    }
}
