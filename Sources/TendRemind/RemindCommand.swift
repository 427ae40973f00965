import ArgumentParser
import TendConsole

/// `tend remind`: this device's reminders and nudges — list (default), set, off, due, ics, install,
/// uninstall. Reminder times are device-local settings (`remind.<id>`, never synced); the journaling
/// schedules they follow are synced.
public struct RemindCommand: ParsableCommand {
    /// Creates the command (ArgumentParser makes it).
    public init() {}

    /// `remind` and its subcommands.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "remind", abstract: trHelp("remind.abstract"), discussion: trHelp("remind.discussion"),
                             subcommands: [RemindListCommand.self, RemindSetCommand.self, RemindOffCommand.self,
                                           RemindDueCommand.self, RemindICSCommand.self, RemindInstallCommand.self,
                                           RemindUninstallCommand.self],
                             defaultSubcommand: RemindListCommand.self)
    }
}
