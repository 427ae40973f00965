import ArgumentParser
import TendConsole
import TendKernel

/// `tend five move N --to M [--date D]`: moves line N to place M; the others keep their order.
struct FiveLinesMoveCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "move", abstract: trHelp("five.move.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    @Argument(help: ArgumentHelp(tr("five.number.help"), valueName: "number"))
    var number: String

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(tr("five.move.to.help"), valueName: "number"))
    var to: String

    func checkInput() throws {
        _ = try FiveLinesDay.parseNumber(number)
        _ = try FiveLinesDay.parseNumber(to, errorKey: "five.error.to.number")
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let day = try s.day(date)
        let n = try FiveLinesDay.parseNumber(number)
        let m = try FiveLinesDay.parseNumber(to, errorKey: "five.error.to.number")
        let change = try s.store.write(ChangeIntent(action: "five.move", detail: "\(day.iso) · \(n) → \(m)")) { reader in
            let lines = try FiveLinesDay.read(day, from: reader)
            _ = try lines.line(n)
            guard m <= lines.lines.count else {
                throw TendError(key: "five.error.to.invalid", ["input": String(m), "count": String(lines.lines.count)],
                                status: .invalidInput)
            }
            return LineOrder.move(lines.lines, from: n - 1, to: m - 1)
        }
        let args = ["number": String(n), "to": String(m), "day": DayFormat.long(day)]
        return CommandOutput(json: try FiveLinesShowCommand.view(day, s)) {
            [tr(change == nil ? "five.move.unchanged" : "five.move.done", args)]
        }
    }
}
