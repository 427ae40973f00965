import ArgumentParser
import TendConsole
import TendKernel

/// `tend sync autosync [on|off]`: shows or sets the device-local autosync setting.
struct SyncAutosyncCommand: SessionCommand, SyncManagedCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "autosync", abstract: trHelp("sync.autosync.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @Argument(help: ArgumentHelp(tr("sync.autosync.value.help"), valueName: "on|off"))
    var value: String?

    func execute(_ s: Session) throws -> CommandOutput {
        let key = SyncSetup.autosync
        guard let value else { return .lines(tr("sync.autosync.now", ["value": try s.setting(key).string ?? "off"])) }
        let v = try key.value(from: value)
        try s.store.write(ChangeIntent(action: "sync.autosync", detail: v.string ?? "")) { _ in
            [Mutation.setSetting(key.name, scope: key.scope, v)]
        }
        return .lines(tr("sync.autosync.set", ["value": v.string ?? "off"]))
    }
}
