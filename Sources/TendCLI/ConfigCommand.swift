import ArgumentParser
import TendConsole
import TendKernel

/// `tend config list|get KEY|set KEY VALUE|unset KEY`: the settings of this build, each with its scope
/// (synced to every device, or this device only), validated before anything is written.
struct ConfigCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "config", abstract: trHelp("config.abstract"), discussion: trHelp("config.discussion"),
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
