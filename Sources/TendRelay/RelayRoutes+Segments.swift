import Foundation
import Hummingbird

/// Segments: put once, list in pages, remove (compaction).
extension RelayRoutes {
    /// One page of `GET …/segments`.
    struct Page: Encodable {
        struct Item: Encodable {
            let seq: Int64
            let data: Data
        }
        let segments: [Item]
        let more: Bool
    }

    /// `PUT …/devices/{device}/segments/{seq}`: `201` stored, `200` the same bytes again, `409` other bytes.
    func putSegment(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        let vault = try vault(context)
        let device = try device(context)
        guard let seq = context.parameters.get("seq").flatMap({ RelayID.number(Substring($0)) }) else {
            throw RelayError.badRequest("a segment number is a whole number from 1 to \(RelayID.maxNumber)")
        }
        try await authorize(request, vault: vault)
        let data = try await body(request, max: limits.maxSegmentBytes)
        let outcome = try await stored {
            try await storage.putSegment(vault, device: device, seq: seq, data, maxVaultBytes: limits.maxVaultBytes)
        }
        return try answer(outcome, what: "segment \(seq) of device \(device)")
    }

    /// `GET …/devices/{device}/segments?after=N&limit=M`: segments above `after` (default 0), ascending,
    /// at most `limit` (default and cap ``RelayLimits/maxPageSegments``) and about
    /// ``RelayLimits/maxPageBytes``; `more` says whether more follow.
    func segments(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        let vault = try vault(context)
        let device = try device(context)
        let after = try query(request, "after", default: 0) ?? 0
        let asked = try query(request, "limit", default: Int64(limits.maxPageSegments)) ?? 0
        guard asked > 0 else { throw RelayError.badRequest("limit must be at least 1") }
        try await authorize(request, vault: vault)
        let limit = Int(min(asked, Int64(limits.maxPageSegments)))
        let page = try await stored {
            try await storage.segments(vault, device: device, after: after, limit: limit, byteBudget: limits.maxPageBytes)
        }
        return RelayJSON.response(Page(segments: page.segments.map { Page.Item(seq: $0.seq, data: Data($0.data)) }, more: page.more))
    }

    /// `GET …/numbers`: `{"numbers": {"<device>": [every stored segment number, ascending]}}` — what a
    /// device lists to see that nothing it wrote or applied has gone missing (no segment bytes).
    func numbers(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        let vault = try vault(context)
        try await authorize(request, vault: vault)
        return RelayJSON.response(["numbers": try await stored { try await storage.numbers(vault) }])
    }

    /// `DELETE …/devices/{device}/segments?through=N`: removes segments numbered N and below. `204`.
    func removeSegments(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        let vault = try vault(context)
        let device = try device(context)
        guard let through = try query(request, "through"), through > 0 else {
            throw RelayError.badRequest("through must be a whole number from 1")
        }
        try await authorize(request, vault: vault)
        _ = try await stored { try await storage.removeSegments(vault, device: device, through: through) }
        return Response(status: .noContent)
    }
}
