import ArgumentParser
import TendConsole

/// `tend stack`: chains of habits after a trigger. Alone (or with a name) it shows today's progress.
struct StackCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "stack", abstract: trHelp("habit.stack.abstract"), discussion: trHelp("habit.stack.discussion"),
            subcommands: [StackShowCommand.self, StackNewCommand.self, StackAddCommand.self, StackRemoveCommand.self,
                          StackMoveCommand.self, StackRenameCommand.self, StackNextCommand.self,
                          StackDoneCommand.self],
            defaultSubcommand: StackShowCommand.self)
    }
}
