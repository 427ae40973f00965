import ArgumentParser
import TendConsole
import TendEngine
import TendKernel
import TendSync

/// `tend sync join --folder PATH` or `--relay URL --vault ID`: on another device, checks the
/// passphrase, fetches everything (synced settings included), then sends this store's own changes.
/// A wrong passphrase changes nothing.
struct SyncJoinCommand: SessionCommand, SyncManagedCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "join", abstract: trHelp("sync.join.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @Option(name: .long, help: ArgumentHelp(tr("sync.folder.help"), valueName: "path"))
    var folder: String?
    @Option(name: .long, help: ArgumentHelp(tr("sync.relay.help"), valueName: "url"))
    var relay: String?
    @Option(name: .long, help: ArgumentHelp(tr("sync.vault.help"), valueName: "id"))
    var vault: String?
    @OptionGroup var passphrase: PassphraseOptions

    func execute(_ s: Session) throws -> CommandOutput {
        let setup = try SyncSetup(s)
        let location = try SyncLocation.given(folder: folder, relay: relay, invocation: s.invocation)
        let named = try vaultID(location)
        if let warning = location.plainHTTPWarning { s.note(warning) }
        let (joined, pull, push) = try SyncError.mapped(relay: location.relayText) { () throws -> (VaultID, PullReport, PushReport) in
            let reader = location.transport(vault: named ?? VaultID(bytes: [UInt8](repeating: 0, count: 16))!, key: nil)
            guard let data = try reader.readVault() else { throw SyncError.noVault(location: location.text) }
            let descriptor = try VaultDescriptor(jsonData: data, location: location.text)
            try SyncSetup.checkCost(descriptor, location: location.text)
            if let named, descriptor.vault != named {
                throw SyncError.damagedFile(path: location.text, reason: "the relay answered for vault \(descriptor.vault.short), not \(named.short)")
            }
            var existing: SyncState?
            if setup.files.isSetUp {
                let st = try setup.files.loadState()
                guard st.vault == descriptor.vault else {
                    throw SyncError.alreadySetUp(vault: st.vault, location: st.folder ?? st.relay ?? "")
                }
                existing = st
            }
            let secret = try PassphraseReader(invocation: s.invocation).existing(file: passphrase.passphraseFile)
            let key = try descriptor.unlock(passphrase: secret)
            let transport = location.transport(vault: key.vault, key: key)
            let lock = try setup.files.lock()
            defer { lock.release() }
            var state = existing ?? SyncState(vault: key.vault, keyID: key.id, device: s.store.device, folder: nil)
            location.apply(to: &state)
            // Nothing is saved until everything fetched was opened, checked and applied.
            let fetching = try SyncEngine(store: try s.store.replicated(), transport: transport, key: key, state: state, clock: s.clock)
            let pull = try fetching.pull()
            try setup.files.saveKey(key, device: s.store.device, random: SystemRandomBytes())
            try setup.files.save(fetching.state)
            let engine = try SyncEngine(store: try s.store.replicated(), transport: transport, key: key, state: fetching.state, clock: s.clock,
                                        persist: { [files = setup.files] in try files.save($0) })
            let push = try engine.push()
            try engine.maintain()
            return (key.vault, pull, push)
        }
        var lines: [String]
        switch location {
        case .folder(let path): lines = [tr("sync.join.done", ["vault": joined.short, "folder": path])]
        case .relay(let url): lines = [tr("sync.join.done.relay", ["vault": joined.short, "relay": url.absoluteString])]
        }
        lines.append(tr(pull.snapshot == nil ? "sync.received" : "sync.received.snapshot", ["count": String(pull.applied)]))
        if push.changes > 0 { lines.append(tr("sync.sent", ["count": String(push.changes)])) }
        let place = SyncOutput.place(location.text)
        return CommandOutput(text: { lines }).then {
            try SyncOutput.warnings(pull, pushed: push, place: place, session: s)
            try SyncOutput.failOnRefusal(pull, place: place, session: s)
        }
    }

    /// The `--vault` id: required with `--relay` (a relay holds many vaults), not used with `--folder`.
    private func vaultID(_ location: SyncLocation) throws -> VaultID? {
        switch (location, vault) {
        case (.folder, nil): return nil
        case (.folder, _?): throw TendError(key: "sync.error.vault-with-folder", status: .usage)
        case (.relay, nil): throw TendError(key: "sync.error.vault-missing", status: .usage)
        case (.relay, let text?):
            guard let id = VaultID(text.lowercased()) else { throw TendError(key: "sync.error.vault-id", ["input": text], status: .invalidInput) }
            return id
        }
    }
}
