import ArgumentParser
import TendConsole
import TendKernel

/// `tend five edit N "text" [--date D]`: replaces the text of line N.
struct FiveLinesEditCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "edit", abstract: trHelp("five.edit.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    @Argument(help: ArgumentHelp(tr("five.number.help"), valueName: "number"))
    var number: String

    @Argument(help: ArgumentHelp(tr("five.edit.text.help"), valueName: "text"))
    var text: String

    func checkInput() throws {
        _ = try FiveLinesDay.parseNumber(number)
        _ = try FiveLinesText.accept(text)
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let day = try s.day(date)
        let n = try FiveLinesDay.parseNumber(number)
        let newText = try FiveLinesText.accept(text)
        let change = try s.store.write(ChangeIntent(action: "five.edit", detail: day.iso + " · " + String(n))) { reader in
            let line = try FiveLinesDay.read(day, from: reader).line(n)
            return line.value == .text(newText) ? [] : [.setValue(line.id, .text(newText))]
        }
        let args = ["number": String(n), "day": DayFormat.long(day)]
        return CommandOutput(json: try FiveLinesShowCommand.view(day, s)) {
            [tr(change == nil ? "five.edit.unchanged" : "five.edit.saved", args)]
        }
    }
}
