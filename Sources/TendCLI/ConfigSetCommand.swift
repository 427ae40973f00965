import ArgumentParser
import TendConsole
import TendInsights
import TendKernel

/// `tend config set KEY VALUE`.
struct ConfigSetCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "set", abstract: trHelp("config.set.abstract"), discussion: trHelp("config.set.discussion"))
    }

    @OptionGroup var common: CommonOptions
    @Argument(help: ArgumentHelp(tr("config.key.help"), valueName: "key")) var key: String
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp(tr("config.value.help"), valueName: "value")) var value: [String]

    func validate() throws {
        if value.isEmpty { throw ValidationError(tr("config.error.no-value")) }
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let k = try ConfigCommand.key(key, s)
        let v = try k.value(from: value.joined(separator: " "))
        let args = ["key": k.name, "value": k.show(v), "scope": ConfigCommand.scopeName(k.scope)]
        let change = try s.store.write(ChangeIntent(action: "config.set", detail: k.name + " = " + k.show(v))) { reader in
            try reader.setting(k.name, scope: k.scope) == v ? [] : [.setSetting(k.name, scope: k.scope, v)]
        }
        var lines = [tr(change == nil ? "config.set.unchanged" : "config.set.done", args)]
        if k.name == SettingKeys.motivation.name, let chosen = v.string.flatMap(MotivationModel.init(rawValue:)) {
            // Where the chosen model doesn't apply, say so and what shows instead.
            lines += try s.enabledTrackers().compactMap { MotivationModel.reason(chosen, for: $0.descriptor) }
        }
        return CommandOutput(text: { lines })
    }
}

/// `tend config unset KEY`.
struct ConfigUnsetCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "unset", abstract: trHelp("config.unset.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @Argument(help: ArgumentHelp(tr("config.key.help"), valueName: "key")) var key: String

    func execute(_ s: Session) throws -> CommandOutput {
        let k = try ConfigCommand.key(key, s)
        let change = try s.store.write(ChangeIntent(action: "config.unset", detail: k.name)) { reader in
            try reader.setting(k.name, scope: k.scope) == nil ? [] : [.unsetSetting(k.name, scope: k.scope)]
        }
        let shown = k.show(k.defaultValue)
        return .lines(tr(change == nil ? "config.unset.unchanged" : (shown.isEmpty ? "config.unset.done.none" : "config.unset.done"),
                   ["key": k.name, "default": shown]))
    }
}
