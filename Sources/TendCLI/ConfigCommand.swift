import ArgumentParser
import TendConsole
import TendKernel

/// `tend config list|get KEY|set KEY VALUE|unset KEY`: the settings of this build, each with its scope
/// (synced to every device, or this device only), validated before anything is written.
struct ConfigCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "config", abstract: tr("config.abstract"), discussion: tr("config.discussion"),
                             subcommands: [ConfigListCommand.self, ConfigGetCommand.self, ConfigSetCommand.self, ConfigUnsetCommand.self],
                             defaultSubcommand: ConfigListCommand.self)
    }
}

/// One setting as `config list` and `config get --json` show it.
struct SettingView: Encodable {
    let key: String
    let scope: SettingScope
    let value: FieldValue
    let text: String
    let isSet: Bool
    let defaultValue: FieldValue
    let summary: String
    let accepted: String

    enum CodingKeys: String, CodingKey { case key, scope, value, text, isSet = "set", defaultValue = "default", summary, accepted }

    init(_ key: SettingKey, _ s: Session) throws {
        let stored = try s.store.setting(key.name, scope: key.scope)
        self.key = key.name
        scope = key.scope
        isSet = stored != nil
        value = stored ?? key.defaultValue
        text = key.show(value)
        defaultValue = key.defaultValue
        summary = tr(key.summaryKey)
        accepted = key.accepted
    }
}

extension ConfigCommand {
    /// The key named on the command line, or the error listing the known keys (exit 78).
    static func key(_ name: String, _ s: Session) throws -> SettingKey {
        guard let k = SettingKeys.find(name, registry: s.registry, modules: s.invocation.modules) else {
            throw TendError(key: "config.error.unknown-key",
                            ["input": Sanitize.forDisplay(name), "keys": s.settingKeys.map(\.name).joined(separator: ", ")],
                            status: .config)
        }
        return k
    }

    /// `synced` / `this device`.
    static func scopeName(_ scope: SettingScope) -> String { tr("config.scope.\(scope.rawValue)") }
}

/// `tend config list`.
struct ConfigListCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: tr("config.list.abstract"))
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
        CommandConfiguration(commandName: "get", abstract: tr("config.get.abstract"))
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

/// `tend config set KEY VALUE`.
struct ConfigSetCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "set", abstract: tr("config.set.abstract"), discussion: tr("config.set.discussion"))
    }

    @OptionGroup var common: CommonOptions
    @Argument(help: ArgumentHelp(tr("config.key.help"), valueName: "key")) var key: String
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp(tr("config.value.help"), valueName: "value")) var value: [String]

    func validate() throws {
        if value.isEmpty { throw ValidationError(tr("config.error.no-value")) }
    }

    func run() throws {
        let s = try Session(common)
        let k = try ConfigCommand.key(key, s)
        let v = try k.value(from: value.joined(separator: " "))
        let args = ["key": k.name, "value": k.show(v), "scope": ConfigCommand.scopeName(k.scope)]
        let change = try s.store.write(ChangeIntent(action: "config.set", detail: k.name + " = " + k.show(v))) { reader in
            try reader.setting(k.name, scope: k.scope) == v ? [] : [.setSetting(k.name, scope: k.scope, v)]
        }
        s.print(tr(change == nil ? "config.set.unchanged" : "config.set.done", args))
    }
}

/// `tend config unset KEY`.
struct ConfigUnsetCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "unset", abstract: tr("config.unset.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @Argument(help: ArgumentHelp(tr("config.key.help"), valueName: "key")) var key: String

    func run() throws {
        let s = try Session(common)
        let k = try ConfigCommand.key(key, s)
        let change = try s.store.write(ChangeIntent(action: "config.unset", detail: k.name)) { reader in
            try reader.setting(k.name, scope: k.scope) == nil ? [] : [.unsetSetting(k.name, scope: k.scope)]
        }
        let shown = k.show(k.defaultValue)
        s.print(tr(change == nil ? "config.unset.unchanged" : (shown.isEmpty ? "config.unset.done.none" : "config.unset.done"),
                   ["key": k.name, "default": shown]))
    }
}
