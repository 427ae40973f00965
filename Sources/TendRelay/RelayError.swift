import Foundation
import Hummingbird

/// A refusal, answered as its status with a JSON body `{"error": code, "message": sentence}`.
/// `401` reads the same whether the vault exists or not.
enum RelayError: HTTPResponseError, Equatable {
    /// `400`: a malformed name, number or body.
    case badRequest(String)
    /// `401`: no token, a malformed one, a wrong one, or no such vault — indistinguishable.
    case unauthorized
    /// `403`: creating a vault on a relay that is not open, without an invitation.
    case invitationRequired
    /// `403`: the invitation presented is unknown, used up or expired.
    case invitationRefused(InvitationProblem)
    /// `404`: no such snapshot, or no such vault for the one unauthenticated call (the descriptor).
    case notFound(String)
    /// `409`: other bytes are already stored there.
    case conflict(String)
    /// `413`: the body is larger than allowed.
    case tooLarge(max: Int)
    /// `429`: this token made too many requests; retry after that many seconds.
    case rateLimited(retryAfter: Int)
    /// `429`: this client address failed authentication too often; retry after that many seconds.
    case addressLimited(retryAfter: Int)
    /// `507`: the write would pass the vault's size limit.
    case vaultFull(max: Int64)
    /// `507`: the relay holds as many vaults as it may.
    case relayFull
    /// `500`: storage failed (logged without payloads).
    case storage
    /// `503`: the database can't be reached now; retry after that many seconds.
    case unavailable(retryAfter: Int)

    var status: HTTPResponse.Status {
        switch self {
        case .badRequest: return .badRequest
        case .unauthorized: return .unauthorized
        case .invitationRequired, .invitationRefused: return .forbidden
        case .notFound: return .notFound
        case .conflict: return .conflict
        case .tooLarge: return .contentTooLarge
        case .rateLimited, .addressLimited: return .tooManyRequests
        case .vaultFull, .relayFull: return .init(code: 507, reasonPhrase: "Insufficient Storage")
        case .storage: return .internalServerError
        case .unavailable: return .serviceUnavailable
        }
    }

    /// The stable code in the body.
    var code: String {
        switch self {
        case .badRequest: return "bad-request"
        case .unauthorized: return "unauthorized"
        case .invitationRequired: return "invitation-required"
        case .invitationRefused: return "invitation-refused"
        case .notFound: return "not-found"
        case .conflict: return "conflict"
        case .tooLarge: return "too-large"
        case .rateLimited, .addressLimited: return "rate-limited"
        case .vaultFull: return "vault-full"
        case .relayFull: return "relay-full"
        case .storage: return "storage"
        case .unavailable: return "unavailable"
        }
    }

    /// One sentence for people.
    var message: String {
        switch self {
        case .badRequest(let why): return why
        case .unauthorized: return "missing or wrong token for this vault"
        case .invitationRequired: return "this relay creates vaults only with an invitation from whoever runs it"
        case .invitationRefused(.unknown): return "this relay has no such invitation"
        case .invitationRefused(.usedUp): return "this invitation has been used up"
        case .invitationRefused(.expired): return "this invitation has expired"
        case .notFound(let what): return what
        case .conflict(let what): return what
        case .tooLarge(let max): return "the body is larger than this relay accepts (\(max) bytes)"
        case .rateLimited(let s): return "too many requests for this vault; retry in \(s) s"
        case .addressLimited(let s): return "too many failed attempts from this address; retry in \(s) s"
        case .vaultFull(let max): return "the vault would pass this relay's limit of \(max) bytes"
        case .relayFull: return "this relay holds as many vaults as it may"
        case .storage: return "the relay could not read or write its storage"
        case .unavailable(let s): return "the relay can't reach its database; retry in \(s) s"
        }
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers: HTTPFields = [.contentType: "application/json"]
        if self == .unauthorized { headers[.wwwAuthenticate] = "Bearer" }
        if case .rateLimited(let s) = self { headers[.retryAfter] = String(s) }
        if case .addressLimited(let s) = self { headers[.retryAfter] = String(s) }
        if case .unavailable(let s) = self { headers[.retryAfter] = String(s) }
        let body = RelayJSON.encode(["error": code, "message": message])
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}

/// JSON bodies: sorted keys, bytes as base64.
enum RelayJSON {
    /// Encodes a value (never fails for the relay's own shapes).
    static func encode(_ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array((try? encoder.encode(value)) ?? Data("{}".utf8))
    }

    /// A `200` (or other) JSON response.
    static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "application/json"],
                 body: .init(byteBuffer: ByteBuffer(bytes: encode(value))))
    }
}
