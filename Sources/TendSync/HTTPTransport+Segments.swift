import Foundation
import TendKernel

/// Heads, segments, snapshots and cursors over HTTP.
extension HTTPTransport {
    struct Heads: Decodable { let heads: [String: UInt64] }
    struct Page: Decodable {
        struct Item: Decodable {
            let seq: UInt64
            let data: Data
        }
        let segments: [Item]
        let more: Bool
    }
    struct Snapshots: Decodable { let snapshots: [String] }
    struct Numbers: Decodable { let numbers: [String: [UInt64]] }
    struct Cursors: Decodable { let cursors: [String: Data] }

    /// `GET …/heads` (a number out of range is not Tend's: that device's head is left out).
    public func heads() throws -> VersionVector {
        let answer: Heads = try decode(try expect(send("GET", "/heads"), 200))
        var out = VersionVector()
        for (name, n) in answer.heads { if let d = DeviceID(name), SegmentAddress.inRange(n) { out[d] = n } }
        return out
    }

    /// `GET …/numbers`: every stored segment number by device. Numbers out of range are ignored and
    /// reported. A relay from before this call (`404` not from a relay route) is asked segment by segment.
    public func inventory() throws -> SegmentInventory {
        let r = try send("GET", "/numbers")
        if r.status == 404 && !r.isRelay { return try inventoryBySegments() }
        let answer: Numbers = try decode(try expect(r, 200))
        var numbers: [DeviceID: [UInt64]] = [:]
        var ignored: [IgnoredFile] = []
        for (name, list) in answer.numbers {
            guard let d = DeviceID(name) else { continue }
            for n in list where !SegmentAddress.inRange(n) {
                ignored.append(IgnoredFile(location: "devices/\(d.raw)/segments/\(n)", reason: IgnoredFile.badNumber))
            }
            numbers[d] = list.filter(SegmentAddress.inRange).sorted()
        }
        return SegmentInventory(numbers: numbers, ignored: ignored.sorted { $0.location < $1.location })
    }

    /// `PUT …/devices/{device}/segments/{seq}`: `201` created, `200` already present, `409` a clash.
    @discardableResult
    public func putSegment(_ data: [UInt8], device: DeviceID, seq: UInt64) throws -> PutOutcome {
        let r = try send("PUT", "/devices/\(device.raw)/segments/\(seq)", body: data)
        switch r.status {
        case 201: return .created
        case 200: return .alreadyPresent
        case 409: throw SyncError.deviceClash(device: device, seq: seq)
        default: throw failure(r)
        }
    }

    /// `GET …/devices/{device}/segments?after=&limit=`, page after page until `limit` segments or the end.
    public func segments(device: DeviceID, after: UInt64, limit: Int) throws -> [StoredSegment] {
        var out: [StoredSegment] = []
        var from = after
        while out.count < limit {
            let query = ["after": String(from), "limit": String(limit - out.count)]
            let page: Page = try decode(try expect(send("GET", "/devices/\(device.raw)/segments", query: query), 200))
            let fresh = page.segments.filter { $0.seq > from && SegmentAddress.inRange($0.seq) }
            out += fresh.map { StoredSegment(seq: $0.seq, data: Array($0.data)) }
            // A page must move forward: an answer that doesn't is not followed further.
            guard page.more, let last = fresh.last, last.seq > from else { break }
            from = last.seq
        }
        return out
    }

    /// `GET …/snapshots`.
    public func snapshots() throws -> [SnapshotID] {
        let answer: Snapshots = try decode(try expect(send("GET", "/snapshots"), 200))
        return answer.snapshots.compactMap(SnapshotID.init)
    }

    /// `PUT …/snapshots/{id}`: stored once; `409` is a clash.
    public func putSnapshot(_ data: [UInt8], id: SnapshotID) throws {
        let r = try send("PUT", "/snapshots/\(id)", body: data)
        switch r.status {
        case 200, 201: return
        case 409: throw SyncError.deviceClash(device: id.device, seq: id.total)
        default: throw failure(r)
        }
    }

    /// `GET …/snapshots/{id}`, or `nil` on `404`.
    public func snapshot(_ id: SnapshotID) throws -> [UInt8]? {
        let r = try send("GET", "/snapshots/\(id)")
        if r.status == 404 && r.isRelay { return nil }
        return Array(try expect(r, 200).body)
    }

    /// `PUT …/cursors/{device}`.
    public func putCursor(_ data: [UInt8], device: DeviceID) throws {
        _ = try expect(send("PUT", "/cursors/\(device.raw)", body: data), 200)
    }

    /// `GET …/cursors`.
    public func cursors() throws -> [DeviceID: [UInt8]] {
        let answer: Cursors = try decode(try expect(send("GET", "/cursors"), 200))
        var out: [DeviceID: [UInt8]] = [:]
        for (name, data) in answer.cursors { if let d = DeviceID(name) { out[d] = Array(data) } }
        return out
    }

    /// `DELETE …/devices/{device}/segments?through=N`.
    public func removeSegments(device: DeviceID, through seq: UInt64) throws {
        guard seq > 0 else { return }
        _ = try expect(send("DELETE", "/devices/\(device.raw)/segments", query: ["through": String(seq)]), 204)
    }

    /// `DELETE …/snapshots/{id}`.
    public func removeSnapshot(_ id: SnapshotID) throws {
        _ = try expect(send("DELETE", "/snapshots/\(id)"), 204)
    }

    private func decode<T: Decodable>(_ r: HTTPAnswer) throws -> T {
        do { return try JSONDecoder().decode(T.self, from: r.body) } catch {
            throw SyncError.unreachable(location: location, reason: "the relay's answer could not be read")
        }
    }
}
