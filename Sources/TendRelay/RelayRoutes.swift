import Foundation
import Hummingbird
import Logging
import Synchronization

/// The relay's calls (docs/relay.md, docs/relay-openapi.yaml), all under `/v1/vaults/{vault}` but
/// `GET /health`. Each call checks, in order: the names in its path (`400`), the token (`401`), the
/// token's rate (`429`), the body's size (`413`), then stores or reads; a write that would pass the
/// vault's size is `507`. Creating a vault on a relay that is not open also needs an invitation
/// (`403`). Nothing is stored on any refusal. A database that can't be reached is `503` with
/// `Retry-After` (``RelayStoreError``), on every call and on `/health`.
final class RelayRoutes: Sendable {
    let storage: any RelayStore
    let limits: RelayLimits
    let access: RelayAccess
    let limiter: RateLimiter
    let logger: Logger
    /// The wall clock (invitations expire).
    let now: @Sendable () -> Date
    /// Token hashes of vaults seen (they never change), so most requests need no read for authorization.
    let hashes = Mutex<[String: [UInt8]]>([:])

    init(storage: any RelayStore, limits: RelayLimits, access: RelayAccess, limiter: RateLimiter, logger: Logger,
         now: @escaping @Sendable () -> Date) {
        self.storage = storage
        self.limits = limits
        self.access = access
        self.limiter = limiter
        self.logger = logger
        self.now = now
    }

    /// Adds every route to `router`.
    func add(to router: Router<BasicRequestContext>) {
        router.get("/health") { [self] request, context in try await self.health(request, context) }
        router.put("/v1/vaults/:vault") { [self] request, context in try await self.createVault(request, context) }
        router.get("/v1/vaults/:vault/descriptor") { [self] request, context in try await self.descriptor(request, context) }
        router.put("/v1/vaults/:vault/descriptor") { [self] request, context in try await self.replaceDescriptor(request, context) }
        router.get("/v1/vaults/:vault/heads") { [self] request, context in try await self.heads(request, context) }
        router.get("/v1/vaults/:vault/numbers") { [self] request, context in try await self.numbers(request, context) }
        router.put("/v1/vaults/:vault/devices/:device/segments/:seq") { [self] request, context in try await self.putSegment(request, context) }
        router.get("/v1/vaults/:vault/devices/:device/segments") { [self] request, context in try await self.segments(request, context) }
        router.delete("/v1/vaults/:vault/devices/:device/segments") { [self] request, context in try await self.removeSegments(request, context) }
        router.get("/v1/vaults/:vault/snapshots") { [self] request, context in try await self.snapshots(request, context) }
        router.put("/v1/vaults/:vault/snapshots/:snapshot") { [self] request, context in try await self.putSnapshot(request, context) }
        router.get("/v1/vaults/:vault/snapshots/:snapshot") { [self] request, context in try await self.snapshot(request, context) }
        router.delete("/v1/vaults/:vault/snapshots/:snapshot") { [self] request, context in try await self.removeSnapshot(request, context) }
        router.get("/v1/vaults/:vault/cursors") { [self] request, context in try await self.cursors(request, context) }
        router.put("/v1/vaults/:vault/cursors/:device") { [self] request, context in try await self.putCursor(request, context) }
    }

    // MARK: Shared steps

    /// The vault named in the path (`400` when malformed).
    func vault(_ context: BasicRequestContext) throws -> String {
        guard let v = context.parameters.get("vault").flatMap({ RelayID.vault(Substring($0)) }) else {
            throw RelayError.badRequest("a vault id is 32 lowercase hex digits")
        }
        return v
    }

    /// The device named in the path (`400` when malformed).
    func device(_ context: BasicRequestContext) throws -> String {
        guard let d = context.parameters.get("device").flatMap({ RelayID.device(Substring($0)) }) else {
            throw RelayError.badRequest("a device id is 16 lowercase hex digits")
        }
        return d
    }

    /// Checks the bearer token against the vault's hash (`401` for anything but a match, whether or
    /// not the vault exists), then takes one request from the token's rate (`429`).
    func authorize(_ request: Request, vault: String) async throws {
        guard let token = RelayToken.bearer(request.headers[.authorization]) else { throw RelayError.unauthorized }
        let presented = RelayToken.hash(token)
        let stored = try await knownHash(vault)
        guard RelayToken.equal(stored ?? [UInt8](repeating: 0, count: presented.count), presented), stored != nil else {
            throw RelayError.unauthorized
        }
        if let wait = limiter.take(presented) { throw RelayError.rateLimited(retryAfter: wait) }
    }

    /// The vault's token hash, from memory or the database.
    func knownHash(_ vault: String) async throws -> [UInt8]? {
        if let h = hashes.withLock({ $0[vault] }) { return h }
        guard let h = try await stored({ try await storage.tokenHash(vault) }) else { return nil }
        hashes.withLock { $0[vault] = h }
        return h
    }

    /// The request body, refused with `413` past `max` bytes (by its declared length before reading,
    /// else while reading) and with `400` when empty.
    func body(_ request: Request, max: Int) async throws -> [UInt8] {
        if let declared = request.headers[.contentLength].flatMap({ Int($0) }), declared > max { throw RelayError.tooLarge(max: max) }
        var out: [UInt8] = []
        for try await chunk in request.body {
            guard out.count + chunk.readableBytes <= max else { throw RelayError.tooLarge(max: max) }
            out += chunk.readableBytesView
        }
        guard !out.isEmpty else { throw RelayError.badRequest("the body is empty") }
        return out
    }

    /// Runs a storage call. A database that can't be reached is `503` with `Retry-After` (logged as a
    /// warning); any other failure is logged (never with payloads) and answered `500`.
    func stored<T>(_ body: () async throws -> T) async throws -> T {
        do { return try await body() } catch let e as RelayError { throw e } catch let e as RelayStoreError {
            logger.warning("database unavailable", metadata: ["error": "\(e)"])
            throw RelayError.unavailable(retryAfter: RelayRoutes.retryAfter)
        } catch {
            logger.error("storage failed", metadata: ["error": "\(error)"])
            throw RelayError.storage
        }
    }

    /// The seconds a client is asked to wait (`Retry-After`) while the database can't be reached.
    static let retryAfter = 5

    /// `GET /health`: `200 {"database": "ok", "status": "ok"}` when the database answers, else `503`
    /// `{"database": "unreachable", "status": "unavailable"}` with `Retry-After` — for a load balancer,
    /// which sends no request to an instance whose database it can't reach. Needs no token.
    func health(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        do {
            try await storage.ping()
            return RelayJSON.response(["database": "ok", "status": "ok"])
        } catch {
            logger.warning("health: database unreachable", metadata: ["error": "\(error)"])
            var response = RelayJSON.response(["database": "unreachable", "status": "unavailable"], status: .serviceUnavailable)
            response.headers[.retryAfter] = String(RelayRoutes.retryAfter)
            return response
        }
    }

    /// The response to an immutable put: `201`, `200`, or the refusal.
    func answer(_ outcome: BlobOutcome, what: String) throws -> Response {
        switch outcome {
        case .created: return Response(status: .created)
        case .same: return Response(status: .ok)
        case .conflict: throw RelayError.conflict("\(what) already exists with other content")
        case .vaultFull: throw RelayError.vaultFull(max: limits.maxVaultBytes)
        case .missing: throw RelayError.unauthorized
        }
    }

    /// An optional number from the query (`400` when malformed).
    func query(_ request: Request, _ name: String, default value: Int64? = nil) throws -> Int64? {
        guard let text = request.uri.queryParameters.get(name) else { return value }
        guard let n = RelayID.count(Substring(text)) else { throw RelayError.badRequest("\(name) must be a whole number") }
        return n
    }
}
