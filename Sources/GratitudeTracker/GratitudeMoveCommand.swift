import ArgumentParser
import TendConsole
import TendKernel

/// `tend gratitude move REF --to N [--date D]`: puts a line at number N within its day.
struct GratitudeMoveCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "move", abstract: trHelp("gratitude.move.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    @Argument(help: ArgumentHelp(tr("gratitude.ref.help"), valueName: "ref"))
    var ref: String

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(tr("gratitude.move.to.help"), valueName: "n"))
    var to: Int

    func checkInput() throws {
        _ = try GratitudeRef(parsing: ref)
        guard to >= 1 else {
            throw TendError(key: "gratitude.error.move.target", ["input": String(to)], status: .invalidInput)
        }
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let ref = try GratitudeRef(parsing: ref)
        let day = try s.day(date)
        let dayName = GratitudeWords.dayName(day, today: s.today)
        var moved = false
        var after: [Entry] = []
        try s.store.write(ChangeIntent(action: "gratitude.move", detail: "\(ref.number) → \(to) · \(day.iso)")) { reader in
            let page = try GratitudeDay.read(reader, day)
            let index = try page.resolve(ref, today: s.today).index
            guard to <= page.entries.count else {
                throw TendError(key: "gratitude.error.move.range",
                                ["input": String(to), "day": dayName, "count": String(page.entries.count)],
                                status: .invalidInput)
            }
            after = page.entries
            guard to - 1 != index else { return [] }
            moved = true
            after.insert(after.remove(at: index), at: to - 1)
            return LineOrder.move(page.entries, from: index, to: to - 1)
        }
        return CommandOutput(json: try GratitudeShowCommand.dayJSON(s, day)) {
            [tr(moved ? "gratitude.move.done" : "gratitude.move.unchanged",
                ["ref": String(ref.number), "to": String(to), "day": dayName])]
                + GratitudeDay(day: day, entries: after).lines
        }
    }
}
