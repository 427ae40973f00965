import ArgumentParser
import TendConsole
import TendKernel

/// `tend mood list [--from D] [--to D] [--limit N] [--tag T]…`: every logged day of a range (the last 30
/// days by default), newest first, each with its mood, tags and whole note — what an import gathered into
/// a day included. `--limit N` alone shows the N newest logged days, however far back.
struct MoodListCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: trHelp("mood.list.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Option(name: .long, help: ArgumentHelp(tr("mood.list.from.help"), valueName: "date"))
    var from: String?

    @Option(name: .long, help: ArgumentHelp(tr("mood.list.to.help"), valueName: "date"))
    var to: String?

    @OptionGroup var limit: LimitOption

    @OptionGroup var tags: TagOption

    /// The days shown without `--from`.
    static let defaultDays = 30

    func checkInput() throws {
        _ = try tags.filter()
        _ = try limit.value(default: Int.max)
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let filter = try tags.filter()
        let cap = try limit.value(default: Int.max)
        let last = try to.map { try s.day($0) } ?? s.today
        var first = try from.map { try s.day($0) } ?? last.adding(days: -(MoodListCommand.defaultDays - 1))
        if from == nil, cap != Int.max {
            // A limit without --from reaches back to the first mood ever logged.
            first = min(first, try s.store.dayCounts(EntryQuery(tracker: MoodTracker.id)).keys.min() ?? first)
        }
        guard first <= last else {
            throw TendError(key: "mood.error.list-range", ["from": first.iso, "to": last.iso], status: .invalidInput)
        }
        let days = Array(try MoodDays.read(s.store, first...last, tags: filter).values.sorted { $0.day > $1.day }.prefix(cap))
        return CommandOutput(json: MoodJSON.List(from: first, to: last, days: days.map { MoodJSON.DayJSON($0.day, $0) })) {
            guard !days.isEmpty else { return [tr("mood.list.none", ["from": first.iso, "to": last.iso])] }
            let format = MoodFormat(style: try MoodStyle.stored(in: s.store), console: s.style)
            var lines: [String] = []
            for d in days {
                guard let level = d.level else { continue }
                var head = s.style.bold(DayFormat.long(d.day)) + "  " + (d.isConflict ? format.either(d.levels) : format.text(level))
                if !d.tags.isEmpty { head += "  " + s.style.dim(d.tags.joined(separator: ", ")) }
                lines.append(head)
                if let note = d.note { lines += note.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 } }
            }
            return lines
        }
    }
}
