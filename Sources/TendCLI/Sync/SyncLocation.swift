import Foundation
import TendConsole
import TendKernel
import TendSync

/// Where `tend sync init` and `join` put the vault: a shared folder (`--folder PATH`) or a relay
/// (`--relay URL`, with `--vault ID` to join).
enum SyncLocation {
    /// A folder, resolved to an absolute path.
    case folder(String)
    /// A relay's base URL.
    case relay(URL)

    /// Exactly one of `--folder` and `--relay` (usage error otherwise); a relay URL must be http(s).
    static func given(folder: String?, relay: String?, invocation: Invocation) throws -> SyncLocation {
        switch (folder, relay) {
        case (let f?, nil): return .folder(SyncFolder.resolve(f, invocation: invocation))
        case (nil, let r?):
            guard let url = HTTPTransport.relayURL(r) else {
                throw TendError(key: "sync.error.relay-url", ["input": r], status: .invalidInput)
            }
            return .relay(url)
        default: throw TendError(key: "sync.error.location", status: .usage)
        }
    }

    /// The folder path or the relay URL, for messages and the state.
    var text: String {
        switch self {
        case .folder(let p): return p
        case .relay(let u): return u.absoluteString
        }
    }

    /// A transport for `vault` here (on a relay, `key` gives the token; without it only the vault
    /// description can be read).
    func transport(vault: VaultID, key: VaultKey?) -> any SyncTransport {
        switch self {
        case .folder(let p): return FolderTransport(root: p)
        case .relay(let u): return HTTPTransport(relay: u, vault: vault, key: key)
        }
    }

    /// Sets the state's location to this one.
    func apply(to state: inout SyncState) {
        switch self {
        case .folder(let p):
            state.folder = p
            state.relay = nil
        case .relay(let u):
            state.folder = nil
            state.relay = u.absoluteString
        }
    }

    /// A warning for a relay reached over plain HTTP on another machine: the token and the sealed data
    /// cross the network in clear (the data stays encrypted, but the token lets anyone write to the vault).
    var plainHTTPWarning: String? {
        guard case .relay(let u) = self, u.scheme?.lowercased() == "http", let host = u.host?.lowercased(),
              !["localhost", "127.0.0.1", "::1", "[::1]"].contains(host), !host.hasPrefix("127.") else { return nil }
        return tr("sync.warning.plain-http", ["relay": u.absoluteString])
    }
}
