import ArgumentParser
import TendConsole
import TendKernel

/// `tend five add "line" ["line" …] [--date D]`: one line per argument, at most five a day. A line
/// that would be the sixth refuses the whole command, so none of its lines are written.
struct FiveLinesAddCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "add", abstract: trHelp("five.add.abstract"), discussion: trHelp("five.add.discussion"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    @Argument(help: ArgumentHelp(tr("five.add.lines.help"), valueName: "line"))
    var lines: [String]

    func checkInput() throws { _ = try lines.map(FiveLinesText.accept) }

    func execute(_ s: Session) throws -> CommandOutput {
        let day = try s.day(date)
        let texts = try lines.map(FiveLinesText.accept)
        let now = s.now, ids = s.ids
        var total = 0
        let detail = day.iso + " · " + TextWidth.truncate(texts[0], to: 40) + (texts.count > 1 ? " (+\(texts.count - 1))" : "")
        try s.store.write(ChangeIntent(action: "five.add", detail: detail)) { reader in
            let existing = try FiveLinesDay.read(day, from: reader).lines
            total = existing.count + texts.count
            guard total <= FiveLinesTracker.limit else {
                throw TendError(key: "five.error.limit",
                                ["day": DayFormat.long(day), "count": String(existing.count),
                                 "adding": String(texts.count), "total": String(total),
                                 "limit": String(FiveLinesTracker.limit)], status: .invalidInput)
            }
            let positions = LineOrder.appending(texts.count, after: existing.map(\.position))
            return zip(texts, positions).map { text, position in
                .create(Entry(id: ids.recordID(), tracker: FiveLinesTracker.id, day: day, value: .text(text),
                              position: position, source: "cli", created: now))
            }
        }
        return CommandOutput(json: try FiveLinesShowCommand.view(day, s)) {
            [trPlural("five.add.saved", texts.count, ["count": String(texts.count), "day": DayFormat.long(day), "total": String(total),
                      "limit": String(FiveLinesTracker.limit)])]
        }
    }
}
