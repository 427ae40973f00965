import Foundation
import TendConsole
import TendKernel

/// The one write of `log` and `resolve`: set a day's value, creating the entry when the day has none.
enum MoodWrite {
    /// What a write did.
    struct Result {
        /// `logged` (a new day), `replaced` (another value), `noted` (same value, new note),
        /// `unchanged` (nothing written), `resolved` (a conflict settled) or `removed`.
        let outcome: String
        /// The day.
        let day: Day
        /// What the day held before (empty for a new day).
        let previous: MoodDay?
        /// What it holds now.
        let current: MoodDay?

        /// The `--json` form.
        var json: MoodJSON.Logged {
            MoodJSON.Logged(outcome: outcome, previous: previous?.values.map(MoodJSON.Value.init) ?? [],
                            day: MoodJSON.DayJSON(day, current))
        }

        /// What a command shows after the write: the `--json` form or the sentence.
        func output(_ s: Session) -> CommandOutput {
            CommandOutput(json: json) { [message(MoodFormat(style: try MoodStyle.stored(in: s.store), console: s.style))] }
        }

        /// The sentence printed after the write.
        func message(_ format: MoodFormat) -> String {
            let date = DayFormat.long(day)
            let now = current?.level.map(format.text) ?? ""
            switch outcome {
            case "replaced":
                return tr("mood.log.replaced", ["date": date, "mood": now, "previous": format.either(previous?.levels ?? [])])
            case "unchanged": return tr("mood.log.unchanged", ["date": date, "mood": now])
            case "noted": return tr("mood.log.noted", ["date": date, "mood": now])
            case "removed":
                return tr("mood.remove.done", ["date": date, "mood": format.either(previous?.levels ?? [])])
            case "resolved":
                return tr("mood.resolve.done", ["date": date, "mood": now, "values": format.either(previous?.levels ?? [])])
            default: return tr("mood.log.saved", ["date": date, "mood": now])
            }
        }
    }

    /// Sets `day` to `level` (and the note, when given) in one change. A value op supersedes every
    /// current value, so it also settles a conflict. Nothing is written when the day already holds
    /// exactly this (and no conflict). `requireConflict` refuses a day without a conflict (resolve).
    /// `tags`, when given, replace the day's tags (``TagText``, as an import stores them); `nil` keeps them.
    static func set(_ s: Session, day: Day, level: MoodLevel, note: NoteChange, tags: [String]? = nil, action: String,
                    requireConflict: Bool = false) throws -> Result {
        let key = MoodTracker.key(day)
        var previous: MoodDay?
        var outcome = "logged"
        var written: Entry?
        let detail = level.name + " · " + day.iso
        try s.store.write(ChangeIntent(action: action, detail: detail)) { reader in
            let existing = try reader.entry(id: key)
            let live = existing.flatMap { $0.deleted ? nil : $0 }
            previous = live.map(MoodDay.init)
            if requireConflict {
                guard let p = previous, p.level != nil else {
                    throw TendError(key: "mood.error.resolve-nothing", ["date": day.iso], status: .notFound)
                }
                guard p.isConflict else {
                    throw TendError(key: "mood.error.resolve-no-conflict", ["date": day.iso, "mood": p.level!.label],
                                    status: .invalidInput)
                }
                outcome = "resolved"
                written = updated(live!, level, note: note, tags: tags)
                return [update(key, level, note: note, tags: tags)]
            }
            guard let live, live.value.level.flatMap(MoodLevel.init(rawValue:)) != nil else {
                let entry = Entry(id: key, tracker: MoodTracker.id, day: day, value: .level(level.rawValue),
                                  note: note.applied(to: nil), tags: tags ?? live?.tags ?? [], source: "cli", created: s.now)
                written = entry
                return [.create(entry)]
            }
            let sameValue = live.value == .level(level.rawValue) && live.conflicts.isEmpty
            let sameNote = note.applied(to: live.note) == live.note
            let sameTags = tags == nil || tags! == live.tags
            if sameValue && sameNote && sameTags {
                outcome = "unchanged"
                written = live
                return []
            }
            outcome = !live.conflicts.isEmpty ? "resolved" : sameValue ? "noted" : "replaced"
            written = updated(live, level, note: note, tags: tags)
            return [update(key, level, note: note, tags: tags)]
        }
        return Result(outcome: outcome, day: day, previous: previous, current: written.map(MoodDay.init))
    }

    /// The entry as ``update(_:_:note:tags:)`` leaves it: the one value (no conflict), the note and tags.
    private static func updated(_ live: Entry, _ level: MoodLevel, note: NoteChange, tags: [String]?) -> Entry {
        var e = live
        e.value = .level(level.rawValue)
        e.conflicts = []
        e.note = note.applied(to: live.note)
        if let tags { e.tags = tags }
        return e
    }

    /// The value (superseding every current one), the note when given and the tags when given, as one mutation.
    private static func update(_ key: String, _ level: MoodLevel, note: NoteChange, tags: [String]?) -> Mutation {
        var fields = Mutation.setValue(key, .level(level.rawValue), note: note).fields
        if let tags { fields[EntryField.tags] = .array(tags.map(FieldValue.string)) }
        return .updateEntry(key, fields)
    }

    /// Removes a day's mood (a tombstone: `tend undo` brings it back). A day without one is refused.
    static func remove(_ s: Session, day: Day) throws -> Result {
        let key = MoodTracker.key(day)
        var previous: MoodDay?
        try s.store.write(ChangeIntent(action: "mood.remove", detail: day.iso)) { reader in
            guard let live = try reader.entry(id: key), !live.deleted, MoodDay(live).level != nil else {
                throw TendError(key: "mood.error.remove-nothing", ["date": DayFormat.long(day)], status: .notFound)
            }
            previous = MoodDay(live)
            return [.delete(.entry, key)]
        }
        return Result(outcome: "removed", day: day, previous: previous, current: nil)
    }
}
