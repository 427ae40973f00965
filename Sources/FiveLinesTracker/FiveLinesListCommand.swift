import ArgumentParser
import TendConsole
import TendKernel

/// `tend five list [--limit N] [--tag T]…`: the newest days with lines (7 by default), newest first, each with its
/// lines — the browse view of the most recent days.
struct FiveLinesListCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: trHelp("five.list.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var limit: LimitOption
    @OptionGroup var tags: TagOption

    /// Days shown without `--limit`.
    static let defaultDays = 7

    func checkInput() throws {
        _ = try limit.value(default: FiveLinesListCommand.defaultDays)
        _ = try tags.filter()
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let n = try limit.value(default: FiveLinesListCommand.defaultDays)
        let filter = try tags.filter()
        let view = try FiveLinesBrowseView.build(.all, around: s.today, search: nil, tags: filter, calendar: s.calendar,
                                                 store: s.store)
            .newest(n)
        return CommandOutput(json: view) { view.render(style: s.style) }
    }
}

/// `tend five month [--month YYYY-MM | --date D] [--tag T]…`: the month's days with their lines, newest first.
struct FiveLinesMonthCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "month", abstract: trHelp("five.month.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var month: MonthOption
    @OptionGroup var tags: TagOption

    func checkInput() throws { _ = try tags.filter() }

    func execute(_ s: Session) throws -> CommandOutput {
        let filter = try tags.filter()
        let view = try FiveLinesBrowseView.build(.month, around: try month.firstDay(s), search: nil, tags: filter,
                                                 calendar: s.calendar, store: s.store)
        return CommandOutput(json: view) { view.render(style: s.style) }
    }
}
