import Foundation
import Hummingbird

/// Creating a vault, its descriptor, and its heads.
extension RelayRoutes {
    /// `PUT /v1/vaults/{vault}`: creates the vault with the descriptor as body; the bearer token's hash
    /// becomes the vault's. `201` created, `200` the same descriptor and token again, `409` another
    /// descriptor, `401` another token, `403` no invitation or one not accepted (a relay that is not
    /// open), `507` the relay is full.
    func createVault(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        let vault = try vault(context)
        guard let token = RelayToken.bearer(request.headers[.authorization]) else { throw RelayError.unauthorized }
        let hash = RelayToken.hash(token)
        if let wait = limiter.take(hash) { throw RelayError.rateLimited(retryAfter: wait) }
        let descriptor = try await body(request, max: limits.maxSegmentBytes)
        let admission: RelayAdmission = access.open ? .open
            : .invitation(request.headers[RelayRoutes.invitationField].map { RelayInvitation.hash(Substring($0)) }, now: now())
        let outcome = try await stored {
            try await storage.createVault(vault, tokenHash: hash, descriptor: descriptor, maxVaults: limits.maxVaults,
                                          admission: admission)
        }
        switch outcome {
        case .created:
            hashes.withLock { $0[vault] = hash }
            logger.info("vault created", metadata: ["vault": "\(vault.prefix(8))"])
            return Response(status: .created)
        case .same: return Response(status: .ok)
        case .conflict: throw RelayError.conflict("the vault already exists with another descriptor")
        case .unauthorized: throw RelayError.unauthorized
        case .relayFull: throw RelayError.relayFull
        case .invitationRequired: throw RelayError.invitationRequired
        case .invitation(let problem): throw RelayError.invitationRefused(problem)
        }
    }

    /// The header of ``RelayInvitation/header``.
    static let invitationField = HeaderName(RelayInvitation.header)!

    /// `GET /v1/vaults/{vault}/descriptor`: the wrapped-key descriptor, with no token (a joining device
    /// derives its token from the key this unwraps). `404` when there is no such vault.
    func descriptor(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        let vault = try vault(context)
        if let wait = limiter.take(Array("descriptor/\(vault)".utf8)) { throw RelayError.rateLimited(retryAfter: wait) }
        guard let data = try await stored({ try await storage.descriptor(vault) }) else { throw RelayError.notFound("no such vault") }
        return Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// `PUT /v1/vaults/{vault}/descriptor`: replaces the descriptor (a new passphrase). `200`.
    func replaceDescriptor(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        let vault = try vault(context)
        try await authorize(request, vault: vault)
        let data = try await body(request, max: limits.maxSegmentBytes)
        let outcome = try await stored { try await storage.replaceDescriptor(vault, data, maxVaultBytes: limits.maxVaultBytes) }
        _ = try answer(outcome, what: "the descriptor")
        return Response(status: .ok)
    }

    /// `GET /v1/vaults/{vault}/heads`: `{"heads": {"<device>": highest segment number}}`.
    func heads(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        let vault = try vault(context)
        try await authorize(request, vault: vault)
        return RelayJSON.response(["heads": try await stored { try await storage.heads(vault) }])
    }
}
