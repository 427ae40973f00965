import ArgumentParser
import TendConsole
import TendKernel

/// `tend config list`.
struct ConfigListCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: trHelp("config.list.abstract"))
    }

    @OptionGroup var common: CommonOptions

    func run() throws {
        let s = try Session(common)
        let views = try s.settingKeys.map { try SettingView($0, s) }
        if s.wantsJSON { try s.printJSON(views); return }
        var table = TextTable(columns: [.init(tr("config.col.key")), .init(tr("config.col.scope")), .init(tr("config.col.value"))])
        for v in views {
            let shown = v.text.isEmpty ? "–" : TextWidth.truncate(v.text, to: 36)
            table.rows.append([v.key, ConfigCommand.scopeName(v.scope), v.isSet ? shown : shown + " " + tr("config.default-mark")])
        }
        s.print(lines: table.render(style: s.style))
    }
}

/// `tend config get KEY`.
struct ConfigGetCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "get", abstract: trHelp("config.get.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @Argument(help: ArgumentHelp(tr("config.key.help"), valueName: "key")) var key: String

    func run() throws {
        let s = try Session(common)
        let view = try SettingView(try ConfigCommand.key(key, s), s)
        if s.wantsJSON { try s.printJSON(view); return }
        if view.text.isEmpty { s.note(tr("config.not-set", ["key": view.key])) } else { s.print(view.text) }
    }
}
