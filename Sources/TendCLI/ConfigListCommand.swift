import ArgumentParser
import TendConsole
import TendKernel

/// `tend config list`.
struct ConfigListCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: trHelp("config.list.abstract"))
    }

    @OptionGroup var common: CommonOptions

    func execute(_ s: Session) throws -> CommandOutput {
        let views = try s.settingKeys.map { try SettingView($0, s) }
        return CommandOutput(json: views) {
            var table = TextTable(columns: [.init(tr("config.col.key")), .init(tr("config.col.scope")), .init(tr("config.col.value"))])
            for v in views {
                let shown = v.text.isEmpty ? "–" : TextWidth.truncate(v.text, to: 36)
                table.rows.append([v.key, ConfigCommand.scopeName(v.scope), v.isSet ? shown : shown + " " + tr("config.default-mark")])
            }
            return table.render(style: s.style)
        }
    }
}

/// `tend config get KEY`.
struct ConfigGetCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "get", abstract: trHelp("config.get.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @Argument(help: ArgumentHelp(tr("config.key.help"), valueName: "key")) var key: String

    func execute(_ s: Session) throws -> CommandOutput {
        let view = try SettingView(try ConfigCommand.key(key, s), s)
        return CommandOutput(json: view) {
            // An unset value is said on standard error, so standard output stays empty.
            if view.text.isEmpty { s.note(tr("config.not-set", ["key": view.key])); return [] }
            return [view.text]
        }
    }
}
