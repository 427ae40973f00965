import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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

    /// A transport for `vault` here (on a relay, `key` gives the token, without which only the vault
    /// description can be read, and `invitation` goes with the call creating the vault).
    func transport(vault: VaultID, key: VaultKey?, invitation: String? = nil) -> any SyncTransport {
        switch self {
        case .folder(let p): return FolderTransport(root: p)
        case .relay(let u):
            return HTTPTransport(relay: u, vault: vault, key: key, invitation: invitation,
                                 environment: Invocation.currentOrNil?.environment ?? [:])
        }
    }

    /// The relay's URL, or `nil` for a folder (for messages worded for a relay).
    var relayText: String? {
        guard case .relay(let u) = self else { return nil }
        return u.absoluteString
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
        guard case .relay(let u) = self, u.scheme?.lowercased() == "http", !SyncLocation.isLoopback(u.host ?? "") else { return nil }
        return tr("sync.warning.plain-http", ["relay": u.absoluteString])
    }

    /// Whether a URL's host is this machine's loopback: `localhost`, an IPv4 address in 127.0.0.0/8
    /// written as four decimal numbers, or `::1` (with or without brackets). A name that merely starts
    /// with `127.` or `localhost` (`127.attacker.example`) is not: it is looked up like any other.
    static func isLoopback(_ host: String) -> Bool {
        var h = host.lowercased()
        if h.hasPrefix("[") && h.hasSuffix("]") { h = String(h.dropFirst().dropLast()) }
        if h == "localhost" { return true }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, h, &v6) == 1 {
            return withUnsafeBytes(of: &v6) { Array($0) } == [UInt8](repeating: 0, count: 15) + [1]
        }
        let parts = h.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return false }
        let numbers = parts.compactMap { p -> Int? in
            guard (1...3).contains(p.count), p.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(p).flatMap { $0 <= 255 ? $0 : nil }
        }
        return numbers.count == 4 && numbers[0] == 127
    }
}
