import ArgumentParser
import TendConsole
import TendKernel

/// `tend five browse [--week | --month | --all] [--search TEXT] [--date D]`: days with their lines,
/// newest first. The week (by the week-start setting) or month is the one containing the date (today
/// by default); without a period flag it is the week, or everything when searching.
struct FiveLinesBrowseCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "browse", abstract: trHelp("five.browse.abstract"),
                             discussion: trHelp("five.browse.discussion"))
    }

    /// The period flags.
    enum PeriodFlag: String, EnumerableFlag {
        case week, month, all

        static func help(for value: PeriodFlag) -> ArgumentHelp? {
            ArgumentHelp(tr("five.browse.\(value.rawValue).help"))
        }
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    @Flag var period: PeriodFlag?

    @Option(name: .long, help: ArgumentHelp(tr("five.browse.search.help"), valueName: "text"))
    var search: String?

    func checkInput() throws { _ = try query() }

    /// The search text, trimmed; empty text is refused.
    private func query() throws -> String? {
        guard let search else { return nil }
        let t = Sanitize.trimmed(search)
        guard !t.isEmpty else { throw TendError(key: "five.error.search.empty", status: .invalidInput) }
        return t
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let day = try s.day(date, allowFuture: true)
        let query = try query()
        let chosen: FiveLinesBrowseView.Period
        switch period {
        case .week?: chosen = .week
        case .month?: chosen = .month
        case .all?: chosen = .all
        case nil: chosen = query == nil ? .week : .all
        }
        let view = try FiveLinesBrowseView.build(chosen, around: day, search: query, calendar: s.calendar, store: s.store)
        return CommandOutput(json: view) { view.render(style: s.style) }
    }
}
