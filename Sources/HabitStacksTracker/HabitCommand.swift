import ArgumentParser
import TendConsole

/// `tend habit`: create habits, check them in, and see how they are going. Alone it lists the habits.
struct HabitCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: HabitStacksTracker.id, abstract: trHelp("habit.abstract"), discussion: trHelp("habit.discussion"),
            subcommands: [HabitListCommand.self, HabitNewCommand.self, HabitDoneCommand.self, HabitUncheckCommand.self,
                          HabitSkipCommand.self, HabitShowCommand.self, HabitStatsCommand.self, HabitEditCommand.self,
                          HabitRenameCommand.self, HabitArchiveCommand.self, HabitUnarchiveCommand.self, HabitRemoveCommand.self],
            defaultSubcommand: HabitListCommand.self)
    }
}

