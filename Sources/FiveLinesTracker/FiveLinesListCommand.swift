import ArgumentParser
import TendConsole
import TendKernel

/// `tend five list [--limit N]`: the newest days with lines (7 by default), newest first, each with its
/// lines — the browse view of the most recent days.
struct FiveLinesListCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: tr("five.list.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var limit: LimitOption

    /// Days shown without `--limit`.
    static let defaultDays = 7

    func run() throws {
        let n = try limit.value(default: FiveLinesListCommand.defaultDays)
        let s = try Session(common)
        let view = try FiveLinesBrowseView.build(.all, around: s.today, search: nil, calendar: s.calendar, store: s.store)
            .newest(n)
        if s.wantsJSON { try s.printJSON(view) } else { s.print(lines: view.render(style: s.style)) }
    }
}

/// `tend five month [--month YYYY-MM | --date D]`: the month's days with their lines, newest first.
struct FiveLinesMonthCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "month", abstract: tr("five.month.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var month: MonthOption

    func run() throws {
        let s = try Session(common)
        let view = try FiveLinesBrowseView.build(.month, around: try month.firstDay(s), search: nil, calendar: s.calendar,
                                                 store: s.store)
        if s.wantsJSON { try s.printJSON(view) } else { s.print(lines: view.render(style: s.style)) }
    }
}
