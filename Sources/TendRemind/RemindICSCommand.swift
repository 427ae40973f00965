import ArgumentParser
import TendConsole
import TendKernel

/// `tend remind ics [--output FILE]`: this device's reminders as an RFC 5545 calendar (see
/// ``ReminderCalendar``), printed or written to a file.
struct RemindICSCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "ics", abstract: trHelp("remind.ics.abstract"), discussion: trHelp("remind.ics.discussion"))
    }

    @OptionGroup var common: CommonOptions

    @Option(name: .long, help: ArgumentHelp(tr("remind.output.help"), valueName: "file"))
    var output: String?

    func execute(_ s: Session) throws -> CommandOutput {
        let book = try ReminderBook.load(s)
        guard book.reminders.contains(where: \.isOn) else { throw TendError(key: "remind.error.ics-empty", status: .notFound) }
        let text = ReminderCalendar.text(book, s)
        if let output {
            try SVGFile.write(text, to: output, s, written: "remind.ics.written", failed: "remind.error.write")
        } else {
            s.invocation.io.write(text, verbatim: true)
        }
        return .none
    }
}
