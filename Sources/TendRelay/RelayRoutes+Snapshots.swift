import Foundation
import Hummingbird

/// Snapshots (listed, put once, read, removed) and cursors (one per device, replaced).
extension RelayRoutes {
    /// The snapshot named in the path, in canonical form (`400` when malformed).
    func snapshotID(_ context: BasicRequestContext) throws -> String {
        guard let id = context.parameters.get("snapshot").flatMap({ RelayID.snapshot(Substring($0)) }) else {
            throw RelayError.badRequest("a snapshot id is <16 hex digits>-<number>")
        }
        return id
    }

    /// `GET …/snapshots`: `{"snapshots": ["<device>-<total>", …]}`.
    func snapshots(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        let vault = try vault(context)
        try await authorize(request, vault: vault)
        return RelayJSON.response(["snapshots": try await stored { try await storage.snapshots(vault) }])
    }

    /// `PUT …/snapshots/{id}`: `201`, `200` the same bytes again, `409` other bytes.
    func putSnapshot(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        let vault = try vault(context)
        let id = try snapshotID(context)
        try await authorize(request, vault: vault)
        let data = try await body(request, max: limits.maxSnapshotBytes)
        let outcome = try await stored { try await storage.putSnapshot(vault, id: id, data, maxVaultBytes: limits.maxVaultBytes) }
        return try answer(outcome, what: "snapshot \(id)")
    }

    /// `GET …/snapshots/{id}`: the bytes, or `404`.
    func snapshot(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        let vault = try vault(context)
        let id = try snapshotID(context)
        try await authorize(request, vault: vault)
        guard let data = try await stored({ try await storage.snapshot(vault, id: id) }) else {
            throw RelayError.notFound("no snapshot \(id)")
        }
        return Response(status: .ok, headers: [.contentType: "application/octet-stream"], body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// `DELETE …/snapshots/{id}`: `204`, also when it was already gone.
    func removeSnapshot(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        let vault = try vault(context)
        let id = try snapshotID(context)
        try await authorize(request, vault: vault)
        try await stored { try await storage.removeSnapshot(vault, id: id) }
        return Response(status: .noContent)
    }

    /// `GET …/cursors`: `{"cursors": {"<device>": "<base64>"}}`.
    func cursors(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        let vault = try vault(context)
        try await authorize(request, vault: vault)
        let all = try await stored { try await storage.cursors(vault) }
        return RelayJSON.response(["cursors": all.mapValues { Data($0) }])
    }

    /// `PUT …/cursors/{device}`: replaces the device's cursor. `200`.
    func putCursor(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        let vault = try vault(context)
        let device = try device(context)
        try await authorize(request, vault: vault)
        let data = try await body(request, max: limits.maxSegmentBytes)
        _ = try answer(try await stored { try await storage.putCursor(vault, device: device, data, maxVaultBytes: limits.maxVaultBytes) },
                       what: "the cursor")
        return Response(status: .ok)
    }
}
