import Foundation
import TendConsole
import TendEngine
import TendKernel
import TendSync

/// What every sync command and autosync share: where this store's sync files are, the scrypt
/// parameters in force, and running the engine under the store's sync lock.
public struct SyncSetup {
    /// The store's sync files.
    public let files: LocalSyncFiles
    /// The invocation's environment.
    let environment: [String: String]

    /// The autosync device setting (`on`/`off`, default off).
    static let autosync = SettingKey.choice("autosync", .device, ["on", "off"], default: "off")
    /// The fewest characters a new passphrase may have.
    static let minimumPassphrase = 8

    /// The setup of the store at `storePath`.
    public init(storePath: String, invocation: Invocation) throws {
        guard storePath != ":memory:" else { throw TendError(key: "sync.error.memory-store", status: .config) }
        files = LocalSyncFiles(storePath: storePath, configDirectory: invocation.configDirectory)
        environment = invocation.environment
    }

    /// The setup of a session's store.
    init(_ session: Session) throws {
        try self.init(storePath: session.storePath, invocation: session.invocation)
    }

    /// Seconds a relay request may take in the background work of autosync (a command never waits long).
    static let autosyncTimeout: Double = 5

    /// The transport a state names: its folder, or its relay (with the token derived from `key`, or
    /// from this device's copy of the key when none is given; requests give up after `timeout` s).
    func transport(_ state: SyncState, key: VaultKey? = nil, timeout: Double = 30) throws -> any SyncTransport {
        if let folder = state.folder { return FolderTransport(root: folder) }
        guard let relay = state.relay, let url = HTTPTransport.relayURL(relay) else {
            throw SyncError.damagedFile(path: files.statePath, reason: "it names neither a folder nor a relay")
        }
        let key = try key ?? files.loadKey(vault: state.vault, keyID: state.keyID, device: state.device)
        return HTTPTransport(relay: url, vault: state.vault, key: key, timeout: timeout,
                             environment: Invocation.currentOrNil?.environment ?? [:])
    }

    /// Whether autosync is on for a store.
    static func autosyncOn(_ store: any Store) -> Bool {
        (try? store.setting(autosync.name, scope: .device))?.string == "on"
    }

    /// Runs `body` with an engine on the saved state and this device's copy of the key, holding the
    /// sync lock. Sync errors become ``TendError``s.
    func withEngine<T>(store: any Store, clock: any Clock, timeout: Double = 30, _ body: (SyncEngine) throws -> T) throws -> T {
        try SyncError.mapped(relay: (try? files.loadState())?.relay) {
            let lock = try files.lock()
            defer { lock.release() }
            let state = try files.loadState()
            let key = try files.loadKey(vault: state.vault, keyID: state.keyID, device: state.device)
            let engine = try SyncEngine(store: try store.replicated(), transport: try transport(state, key: key, timeout: timeout), key: key, state: state, clock: clock,
                                        persist: { [files] in try files.save($0) })
            return try body(engine)
        }
    }
}
