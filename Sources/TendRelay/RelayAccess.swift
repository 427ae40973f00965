import Hummingbird

/// Who may create vaults on a relay and how it tells clients apart.
///
/// By default a vault is created only with an invitation (``RelayInvitation``) made by whoever runs
/// the relay (`tend-relay invite`); an open relay (`tend-relay --open`) lets anyone create vaults, up
/// to ``RelayLimits/maxVaults``. Either way every other call needs the vault's token.
public struct RelayAccess: Sendable, Equatable {
    /// Whether anyone may create a vault without an invitation.
    public var open: Bool
    /// A request header holding the client's address, set by a reverse proxy in front of the relay
    /// (e.g. `X-Forwarded-For`; its last address is taken). `nil`: the connection's own address.
    /// Only for a relay reachable through that proxy alone: otherwise a client chooses its own address.
    public var clientAddressHeader: String?

    /// Invitation-only (the default) or open, with the client's address from the connection or a header.
    public init(open: Bool = false, clientAddressHeader: String? = nil) {
        self.open = open
        self.clientAddressHeader = clientAddressHeader
    }
}

extension RelayAccess {
    /// Whether `name` can be an HTTP header's name (for ``clientAddressHeader``).
    public static func isHeaderName(_ name: String) -> Bool { HeaderName(name) != nil }
}

/// A header's name (swift-http-types' `HTTPField.Name`, which Hummingbird does not re-export).
typealias HeaderName = HTTPFields.Element.Name
