import ArgumentParser
import TendConsole
import TendKernel
import TendSync

/// `tend sync passphrase`: checks the current passphrase, then re-wraps the vault key under a new one.
/// The cost is the one asked for (`--work-factor` or `TEND_SYNC_SCRYPT`), refused if lower than the
/// vault's; else the standard one, or the vault's own when that is higher: a vault's cost is never
/// lowered. The data is not re-encrypted: the key is the same.
struct SyncPassphraseCommand: SessionCommand, SyncManagedCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "passphrase", abstract: trHelp("sync.passphrase.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var passphrase: PassphraseOptions
    @Option(name: .customLong("new-passphrase-file"), help: ArgumentHelp(tr("sync.new-passphrase-file.help"), valueName: "file"))
    var newPassphraseFile: String?
    @Option(name: .customLong("work-factor"), help: ArgumentHelp(tr("sync.work-factor.help"), valueName: "n"))
    var workFactor: Int?

    func execute(_ s: Session) throws -> CommandOutput {
        let setup = try SyncSetup(s)
        let requested = try setup.requestedScrypt(workFactor: workFactor)
        try SyncError.mapped(relay: (try? setup.files.loadState())?.relay) {
            let state = try setup.files.loadState()
            let transport = try setup.transport(state)
            guard let data = try transport.readVault() else { throw SyncError.noVault(location: transport.location) }
            let descriptor = try VaultDescriptor(jsonData: data, location: transport.location)
            guard descriptor.vault == state.vault else { throw SyncError.otherVault(joined: state.vault, found: descriptor.vault) }
            try SyncSetup.checkCost(descriptor, location: transport.location)
            let current = descriptor.scrypt
            if let requested, !requested.costsAtLeast(current) {
                throw TendError(key: "sync.error.scrypt-lower", ["requested": requested.description, "current": current.description],
                                status: .invalidInput)
            }
            let parameters = requested ?? (ScryptParameters.standard.costsAtLeast(current) ? .standard : current)
            let reader = PassphraseReader(invocation: s.invocation)
            let key = try descriptor.unlock(passphrase: try reader.existing(file: passphrase.passphraseFile, prompt: "sync.prompt.current"))
            let secret = try reader.new(env: "TEND_NEW_PASSPHRASE", file: newPassphraseFile, prompt: "sync.prompt.new",
                                        missingKey: "sync.error.no-new-passphrase")
            let lock = try setup.files.lock()
            defer { lock.release() }
            let rewrapped = try descriptor.rewrapped(key: key, passphrase: secret, parameters: parameters, random: SystemRandomBytes())
            try transport.writeVault(rewrapped.jsonData, replacing: true)
        }
        return .lines(tr("sync.passphrase.done"))
    }
}
