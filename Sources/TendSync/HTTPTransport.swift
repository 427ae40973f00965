import Foundation
import TendKernel

/// A vault on a `tend-relay` (docs/relay.md), used exactly like a folder: each call of
/// ``SyncTransport`` is one or a few HTTP requests under `<relay>/v1/vaults/<vault>`, blocking until
/// answered. Only ``readVault()`` works without the key (a joining device fetches the wrapped key
/// first); every other call carries the bearer token ``token(for:)`` derived from the vault key.
///
/// Answers map to the transport rules: `201`/`200` on a put are ``PutOutcome/created`` /
/// ``PutOutcome/alreadyPresent``, `409` is ``SyncError/deviceClash(device:seq:)``, `401` is
/// ``SyncError/relayDenied(location:)``, `413`/`429`/`507` are ``SyncError/relayRefused(location:status:message:)``
/// (a `429` is first waited out while the wait fits `rateLimitWait`), and a network failure, a `5xx`
/// or an address that is not a relay is ``SyncError/unreachable(location:reason:)``. Redirects are
/// never followed: a request, and its token, goes only to the relay named.
///
/// Requests go through a ``RelayExchange``: by default `tend-sync-http`, the HTTP client (swift-server's
/// AsyncHTTPClient: SwiftNIO, TLS by BoringSSL inside the binary) run as its own executable
/// (``RelayHelperExchange``), so that only a sync with a relay loads it, not every `tend` command
/// (docs/benchmarks.md). The relay's tools pass TendSyncHTTP's in-process `NIORelayExchange`.
public final class HTTPTransport: SyncTransport {
    /// The relay's base URL (scheme, host, port and an optional path prefix; no trailing slash).
    public let relay: URL
    /// The vault.
    public let vault: VaultID
    let token: String?
    /// The invitation code sent when creating the vault (a relay that is not open needs one).
    let invitation: String?
    let timeout: TimeInterval
    let rateLimitWait: TimeInterval
    /// What sends the requests.
    public let exchange: any RelayExchange

    /// A transport for `vault` on `relay`; without `key` only ``readVault()`` can be used.
    /// - Parameters:
    ///   - invitation: an invitation code, sent with the call that creates the vault.
    ///   - timeout: seconds before a request with no answer is given up as unreachable.
    ///   - rateLimitWait: the most seconds spent in total waiting out `429` answers before failing.
    ///   - environment: where a proxy is set (TendSyncHTTP's `RelayProxy`); none: a direct connection.
    ///   - exchange: what sends the requests; by default `tend-sync-http` beside the running executable.
    public init(relay: URL, vault: VaultID, key: VaultKey?, invitation: String? = nil, timeout: TimeInterval = 30,
                rateLimitWait: TimeInterval = 10, environment: [String: String] = [:], exchange: (any RelayExchange)? = nil) {
        self.relay = relay
        self.vault = vault
        token = key.map(HTTPTransport.token(for:))
        self.invitation = invitation
        self.timeout = timeout
        self.rateLimitWait = rateLimitWait
        self.exchange = exchange ?? RelayHelperExchange(settings: RelayClientSettings(relay: relay.absoluteString, timeout: timeout,
                                                                                     environment: environment))
    }

    /// The relay URL, for messages.
    public var location: String { relay.absoluteString }

    /// The bearer token for a vault's relay: `HKDF-SHA256(vault key, salt = vault id, info
    /// "tend/relay-token/v1")`, 32 bytes as 64 hex digits. The relay stores only its SHA-256.
    public static func token(for key: VaultKey) -> String {
        Hex.encode(key.derive(label: "tend/relay-token/v1", salt: key.vault.bytes))
    }

    /// A relay address as given by a person, checked and normalised: `http` or `https`, a host, no
    /// query or fragment, no trailing slash. `nil` when it is not one.
    public static func relayURL(_ text: String) -> URL? {
        var s = text.trimmingWhitespace()
        while s.hasSuffix("/") { s.removeLast() }
        guard let c = URLComponents(string: s), let scheme = c.scheme?.lowercased(), ["http", "https"].contains(scheme),
              let host = c.host, !host.isEmpty, c.query == nil, c.fragment == nil, c.user == nil else { return nil }
        return c.url
    }

    // MARK: Vault

    /// `GET …/descriptor` (no token): the descriptor, or `nil` when the relay has no such vault.
    public func readVault() throws -> Data? {
        let r = try send("GET", "/descriptor", authorized: false)
        switch r.status {
        case 200: return r.body
        case 404 where r.isRelay: return nil
        default: throw failure(r)
        }
    }

    /// Creates the vault (`PUT /v1/vaults/{vault}`, which also registers the token's hash; with the
    /// invitation, if any, in `Tend-Invitation`), or with `replacing` replaces its descriptor (`PUT …/descriptor`).
    public func writeVault(_ data: Data, replacing: Bool) throws {
        let headers = replacing ? [:] : invitation.map { ["Tend-Invitation": $0] } ?? [:]
        let r = try send("PUT", replacing ? "/descriptor" : "", body: Array(data), contentType: "application/json", headers: headers)
        switch r.status {
        case 200, 201: return
        case 409 where !replacing, 401 where !replacing: throw SyncError.vaultExists(location: location)
        default: throw failure(r)
        }
    }
}
