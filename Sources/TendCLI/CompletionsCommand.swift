import ArgumentParser
import TendConsole

/// `tend completions bash|zsh|fish`: prints a shell completion script.
struct CompletionsCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "completions", abstract: trHelp("completions.abstract"),
                             discussion: trHelp("completions.discussion"))
    }

    @Argument(help: ArgumentHelp(tr("completions.shell.help"), valueName: "shell"))
    var shell: String

    func run() throws {
        guard let kind = CompletionShell(rawValue: shell) else {
            throw TendError(key: "completions.shell.invalid", ["input": Sanitize.forDisplay(shell)], status: .invalidInput)
        }
        Invocation.current.io.write(Invocation.describingCommands { TendCommand.completionScript(for: kind) })
    }
}
