import ArgumentParser
import TendConsole
import TendKernel

/// `tend five rm N [--date D]`: removes line N (the lines after it move up; `tend undo` brings it back).
struct FiveLinesRemoveCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "rm", abstract: trHelp("five.rm.abstract"), aliases: ["remove"])
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    @Argument(help: ArgumentHelp(tr("five.number.help"), valueName: "number"))
    var number: String

    func checkInput() throws { _ = try FiveLinesDay.parseNumber(number) }

    func execute(_ s: Session) throws -> CommandOutput {
        let day = try s.day(date)
        let n = try FiveLinesDay.parseNumber(number)
        var removed = ""
        try s.store.write(ChangeIntent(action: "five.remove", detail: day.iso + " · " + String(n))) { reader in
            let line = try FiveLinesDay.read(day, from: reader).line(n)
            removed = FiveLinesDay.text(line)
            return [.delete(.entry, line.id)]
        }
        return CommandOutput(json: try FiveLinesShowCommand.view(day, s)) {
            [tr("five.rm.done", ["number": String(n), "day": DayFormat.long(day), "text": TextWidth.truncate(removed, to: 60)])]
        }
    }
}
