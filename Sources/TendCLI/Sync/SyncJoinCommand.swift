import ArgumentParser
import TendConsole
import TendKernel
import TendSync

/// `tend sync join --folder PATH`: on another device, checks the passphrase, fetches everything
/// (synced settings included), then sends this store's own changes. A wrong passphrase changes nothing.
struct SyncJoinCommand: ParsableCommand, SyncManagedCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "join", abstract: tr("sync.join.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @Option(name: .long, help: ArgumentHelp(tr("sync.folder.help"), valueName: "path"))
    var folder: String
    @OptionGroup var passphrase: PassphraseOptions

    func run() throws {
        let s = try Session(common)
        let setup = try SyncSetup(s)
        let path = SyncFolder.resolve(folder, invocation: s.invocation)
        let (vault, pull, push) = try SyncError.mapped { () throws -> (VaultID, PullReport, PushReport) in
            let transport = FolderTransport(root: path)
            guard let data = try transport.readVault() else { throw SyncError.noVault(location: path) }
            let descriptor = try VaultDescriptor(jsonData: data, location: path)
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
            let lock = try setup.files.lock()
            defer { lock.release() }
            var state = existing ?? SyncState(vault: key.vault, keyID: key.id, device: s.store.device, folder: path)
            state.folder = path
            // Nothing is saved until everything fetched was opened, checked and applied.
            let fetching = try SyncEngine(store: s.store, transport: transport, key: key, state: state, clock: s.clock)
            let pull = try fetching.pull()
            try setup.files.saveKey(key, device: s.store.device, random: SystemRandomBytes())
            try setup.files.save(fetching.state)
            let engine = try SyncEngine(store: s.store, transport: transport, key: key, state: fetching.state, clock: s.clock,
                                        persist: { [files = setup.files] in try files.save($0) })
            let push = try engine.push()
            try engine.maintain()
            return (key.vault, pull, push)
        }
        s.print(tr("sync.join.done", ["vault": vault.short, "folder": path]))
        s.print(tr(pull.snapshot == nil ? "sync.received" : "sync.received.snapshot", ["count": String(pull.applied)]))
        if push.changes > 0 { s.print(tr("sync.sent", ["count": String(push.changes)])) }
        try SyncOutput.warnings(pull, session: s)
    }
}
