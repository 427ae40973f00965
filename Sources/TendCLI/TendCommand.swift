import ArgumentParser
import CustomTrackers
import TendConsole
import TendInsights
import TendRemind
import TendSyncCommands
import TendTransfer

/// The root command. Its subcommands are the platform commands plus each module's command groups;
/// with no subcommand it shows today.
struct TendCommand: ParsableCommand {
    /// The commands that run without a parse when given no words (``LeafParser``): `tend` and `tend today`.
    /// A test checks that every ``RunsWithoutWords`` command of the tree is here.
    static let quickCommands: [any RunsWithoutWords.Type] = [TodayCommand.self]

    static var configuration: CommandConfiguration {
        let modules = Invocation.currentOrNil?.modules ?? []
        return CommandConfiguration(
            commandName: "tend",
            abstract: trHelp("root.abstract"),
            discussion: trHelp("root.discussion"),
            version: TendCLI.versionText(commit: Invocation.currentOrNil?.platform.commit ?? "unknown"),
            subcommands: platformCommands + modules.flatMap(\.commands),
            defaultSubcommand: TodayCommand.self)
    }

    /// Commands that work across every tracker.
    static var platformCommands: [any ParsableCommand.Type] {
        [TodayCommand.self, CompareCommand.self, InsightsCommand.self, InitCommand.self, ConfigCommand.self,
         RemindCommand.self, HistoryCommand.self, UndoCommand.self, DoctorCommand.self, BackupCommand.self, RestoreCommand.self, ResetCommand.self, SyncCommand.self,
         ExportCommand.self, ImportCommand.self, TrackerCommand.self, CustomCommand.self, CompletionsCommand.self, WebCommand.self]
    }
}
