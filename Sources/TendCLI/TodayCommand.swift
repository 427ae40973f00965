import ArgumentParser
import TendConsole

/// `tend` / `tend today`: a greeting, then one block per enabled tracker — what is due, what is done,
/// one highlight per the motivation model — and the next reminder.
struct TodayCommand: RunsWithoutWords {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "today", abstract: trHelp("today.abstract"), discussion: trHelp("today.discussion"))
    }

    @OptionGroup var common: CommonOptions

    static func output(_ s: Session) throws -> CommandOutput {
        let view = try TodayView.build(s)
        return CommandOutput(json: view) { view.render(style: s.style) }
    }
}
