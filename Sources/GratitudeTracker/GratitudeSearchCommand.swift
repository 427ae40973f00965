import ArgumentParser
import TendConsole
import TendKernel

/// `tend gratitude search WORD… [--limit N]`: lines containing every word, ignoring case and accents,
/// newest first (``LineSearch``, shared with the five-line journal).
struct GratitudeSearchCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "search", abstract: tr("gratitude.search.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("search.words.help"), valueName: "word"))
    var words: [String]

    @OptionGroup var limit: LimitOption

    func run() throws {
        let n = try limit.value(default: 50)
        try LineSearch.run(try Session(common), tracker: GratitudeTracker.id, words: words, limit: n)
    }
}
