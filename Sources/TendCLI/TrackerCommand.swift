import ArgumentParser
import CustomTrackers
import TendConsole
import TendKernel

/// `tend tracker add FILE | list | show ID | remove ID [--purge]`: trackers defined by files.
struct TrackerCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "tracker", abstract: trHelp("tracker.abstract"), discussion: trHelp("tracker.discussion"),
                             subcommands: [TrackerAddCommand.self, TrackerListCommand.self, TrackerShowCommand.self,
                                           TrackerRemoveCommand.self],
                             defaultSubcommand: TrackerListCommand.self)
    }

    /// Names a definition's id may not take: every command of this build (and those the platform
    /// reserves for later), and every tracker built into it.
    static func reserved(_ invocation: Invocation) -> ReservedIDs {
        ReservedIDs(commands: ArgumentRewriter.commandNames.union(ReservedNames.commands),
                    trackers: Set(invocation.registry.ids))
    }
}

/// `tend tracker add FILE [--replace]`.
struct TrackerAddCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "add", abstract: trHelp("tracker.add.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("tracker.add.file.help"), valueName: "file"))
    var file: String

    @Flag(name: .long, help: ArgumentHelp(tr("tracker.add.replace.help")))
    var replace = false

    func checkInput() throws { _ = try definition() }

    /// The definition file, read and checked.
    private func definition() throws -> TrackerDefinition { try DefinitionFile.read(file, reserved: TrackerCommand.reserved(.current)) }

    func execute(_ s: Session) throws -> CommandOutput {
        let d = try definition()
        let outcome = try TrackerAdmin.add(d, replace: replace, session: s)
        return CommandOutput(json: d.field) {
            let args = ["name": d.name, "id": d.id, "value": d.valueText, "perDay": d.perDayText, "command": d.logCommand]
            switch outcome {
            case .added: return [tr("tracker.add.added", args)]
            case .replaced: return [tr("tracker.add.replaced", args)]
            case .unchanged: return [tr("tracker.add.unchanged", args)]
            }
        }
    }
}

/// `tend tracker list`.
struct TrackerListCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: trHelp("tracker.list.abstract"))
    }

    @OptionGroup var common: CommonOptions

    func execute(_ s: Session) throws -> CommandOutput {
        let view = try TrackerListView.build(s.registry, context: s.context)
        return CommandOutput(json: view.trackers) { view.render(style: s.style) }
    }
}
