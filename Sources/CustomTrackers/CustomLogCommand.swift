import ArgumentParser
import TendConsole
import TendKernel

/// `tend ID log VALUE [--note TEXT] [--date D]`: records a value. With one entry a day, logging again
/// replaces the day's value; with many, each log adds an entry.
struct CustomLogCommand<Source: TrackerSource>: CustomTrackerCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "log", abstract: trHelp("custom.log.abstract"),
                             usage: "tend " + Source.usageName + " log [<value> ...] [--note <note>] [--date <date>]",
                             discussion: trHelp("custom.log.discussion"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption
    @OptionGroup var target: Source

    @Argument(help: ArgumentHelp(tr("custom.log.value.help"), valueName: "value"))
    var value: [String] = []

    @Option(name: .long, help: ArgumentHelp(tr("custom.log.note.help"), valueName: "note"))
    var note: String?

    static var writes: Bool { true }

    func execute(_ s: Session, _ tracker: DefinedTracker) throws -> CommandOutput {
        let d = tracker.definition
        let v = try d.entryValue(from: value)
        let n = try d.note(note)
        let day = try s.day(date)
        let outcome = try CustomLog.write(v, note: n, day: day, definition: d, session: s)
        let view = try CustomDayView.build(day, tracker, s)
        return CommandOutput(json: view) {
            let args = ["name": d.name, "day": DayFormat.long(day), "value": d.display(v),
                        "old": outcome.replaced.map(d.display) ?? "", "total": d.measure(view.measure)]
            let line: String
            switch outcome {
            case .unchanged: line = tr("custom.log.unchanged", args)
            case .created where d.isOnePerDay: line = tr("custom.log.saved", args)
            case .created: line = tr("custom.log.added", args)
            case .replaced: line = tr("custom.log.replaced", args)
            }
            return [line] + (view.goalLine(d).map { [$0] } ?? [])
        }
    }
}

/// What `log` did.
enum CustomLog {
    case created
    case replaced(EntryValue)
    case unchanged

    /// The value replaced, if any.
    var replaced: EntryValue? { if case .replaced(let v) = self { return v }; return nil }

    /// Writes the value in one change (`custom.log`). A one-a-day tracker's entry is keyed by the day:
    /// logging again sets its value (and note, when given); the same value again writes nothing.
    static func write(_ v: EntryValue, note: String?, day: Day, definition d: TrackerDefinition, session s: Session) throws -> CustomLog {
        var outcome = CustomLog.created
        let now = s.now, ids = s.ids
        let detail = d.id + " · " + TextWidth.truncate(d.display(v), to: 30) + " · " + day.iso
        try s.store.write(ChangeIntent(action: "custom.log", detail: detail)) { reader in
            if d.isOnePerDay {
                let key = EntryKey.daily(d.id, day)
                if let e = try reader.entry(id: key), !e.deleted {
                    if e.value == v && (note == nil || note == e.note) { outcome = .unchanged; return [] }
                    outcome = .replaced(e.value)
                    return [.setValue(key, v, note: note.map(NoteChange.set) ?? .keep)]
                }
                return [.create(Entry(id: key, tracker: d.id, day: day, value: v, note: note, source: "cli", created: now))]
            }
            let last = try reader.entries(EntryQuery(tracker: d.id, days: day...day, includeDeleted: true, newestFirst: true, limit: 1)).first
            return [.create(Entry(id: ids.recordID(), tracker: d.id, day: day, value: v, note: note,
                                  position: FractionalIndex.after(last?.position), source: "cli", created: now))]
        }
        return outcome
    }
}
