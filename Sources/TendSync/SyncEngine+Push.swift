import TendEngine
import TendKernel

extension SyncEngine {
    /// Sends this device's unsent changes (their synced ops only) as new segments. Numbers come from
    /// this device's own record (``SyncState/lastOwnSegment``), never from what the location lists: a
    /// stray blob at the next number is skipped over (the next segment's `prev` says so), and a valid
    /// segment of this device above the record (its state was restored from an older copy) is adopted.
    /// A change larger than a segment travels in parts (``ChangePart``).
    @discardableResult
    public func push() throws -> PushReport {
        let me = store.device
        let pending = try store.changes(ChangeQuery(device: me, after: state.lastPushed, newestFirst: false))
        guard let last = pending.last else { return PushReport() }
        let outgoing = pending.compactMap(\.outgoing)
        var report = PushReport()
        if !outgoing.isEmpty {
            try adoptOwnSegments(try transport.inventory().numbers(of: me, after: state.lastOwnSegment))
            for body in segmentBodies(outgoing) {
                let prev = state.lastOwnSegment
                let seq = try put(body, after: prev, report: &report)
                update {
                    if $0.seen[me] == prev { $0.seen[me] = seq }
                    $0.ownLast = seq
                    $0.nextSeq = seq + 1
                }
                report.segments.append(seq)
                report.changes += body.changeCount
                report.ops += body.opCount
            }
        }
        let now = clock.now()
        update {
            $0.lastPushed = last.id
            $0.lastSync = now
        }
        try commit()
        return report
    }

    /// The most numbers skipped over stray blobs for one segment before giving up.
    static let maxSkips = 64

    /// Writes one segment at the first free number after `prev`, skipping numbers a stray blob holds.
    private func put(_ body: SegmentBody, after prev: UInt64, report: inout PushReport) throws -> UInt64 {
        let me = store.device
        var seq = prev + 1
        for _ in 0...SyncEngine.maxSkips {
            guard SegmentAddress.inRange(seq) else { break }
            let address = SegmentAddress(kind: .segment, device: me, seq: seq)
            do {
                try transport.putSegment(try seal(body.sealed(prev: prev), at: address), device: me, seq: seq)
                return seq
            } catch SyncError.deviceClash {
                guard let refusal = try occupantRefusal(at: address) else { throw SyncError.deviceClash(device: me, seq: seq) }
                report.ignored.append(IgnoredFile(location: address.description, reason: refusal.reasonText + "; skipped"))
                update { $0.skipped = ($0.skipped ?? [:]).merging([me.raw: [seq]]) { $0 + $1 } }
                seq += 1
            }
        }
        throw SyncError.deviceClash(device: me, seq: seq)
    }

    /// Why the blob at an own address is not this device's, or `nil` when it is a valid segment of it.
    private func occupantRefusal(at address: SegmentAddress) throws -> SegmentRefusal? {
        guard let stored = try transport.segments(device: address.device, after: address.seq - 1, limit: 1).first,
              stored.seq == address.seq else { return nil }
        do throws(SegmentRefusal) {
            _ = try SegmentPayload.content(try SegmentCipher.open(stored.data, at: address, key: key), at: address)
            return nil
        } catch {
            return error
        }
    }

    /// Valid segments of this device above its record (its state is older than the location: restored
    /// from a backup, say) are taken as its own, so numbering goes on after them; the pull applies them.
    /// Stray blobs there change nothing.
    private func adoptOwnSegments(_ numbers: ArraySlice<UInt64>) throws {
        let me = store.device
        for n in numbers.reversed() {
            let address = SegmentAddress(kind: .segment, device: me, seq: n)
            if try occupantRefusal(at: address) == nil {
                update {
                    $0.ownLast = n
                    $0.nextSeq = n + 1
                }
                return
            }
        }
    }

    /// The changes as segment bodies of at most ``SyncPolicy/segmentBytes`` bytes and
    /// ``SyncPolicy/opsPerSegment`` ops; a change larger than that is cut into parts, each part
    /// closing its segment but the last (which later changes may join).
    func segmentBodies(_ changes: [Change]) -> [SegmentBody] {
        var out: [SegmentBody] = []
        var body = SegmentBody()
        var bytes = 0
        func close() {
            guard body.count > 0 else { return }
            out.append(body)
            body = SegmentBody()
            bytes = 0
        }
        for c in changes {
            let encoded = c.ops.map(SegmentPayload.encode)
            let frame = SegmentBody.frameSize(c)
            let size = encoded.reduce(frame) { $0 + $1.count + 1 }
            if size <= policy.segmentBytes && c.ops.count <= policy.opsPerSegment {
                if body.count > 0 && (bytes + size > policy.segmentBytes || body.opCount + c.ops.count > policy.opsPerSegment) { close() }
                body.append(ChangePart(change: c), encodedOps: encoded)
                bytes += size
                continue
            }
            close()
            var groups: [Range<Int>] = []
            var start = 0
            var groupBytes = frame
            for (i, e) in encoded.enumerated() {
                if i > start && (groupBytes + e.count + 1 > policy.segmentBytes || i - start >= policy.opsPerSegment) {
                    groups.append(start..<i)
                    start = i
                    groupBytes = frame
                }
                groupBytes += e.count + 1
            }
            groups.append(start..<encoded.count)
            for (n, g) in groups.enumerated() {
                let part = Change(id: c.id, action: c.action, detail: c.detail, source: c.source, undoes: c.undoes, ops: Array(c.ops[g]))
                body.append(ChangePart(change: part, index: n + 1, count: groups.count), encodedOps: encoded[g])
                bytes = groupBytes
                if n < groups.count - 1 { close() }
            }
        }
        close()
        return out
    }
}
