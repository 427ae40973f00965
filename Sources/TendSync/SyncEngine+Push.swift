import TendKernel

extension SyncEngine {
    /// Sends this device's unsent changes (their synced ops only) as new segments.
    @discardableResult
    public func push() throws -> PushReport {
        let me = store.device
        let pending = try store.changes(ChangeQuery(device: me, after: state.lastPushed, newestFirst: false))
        guard let last = pending.last else { return PushReport() }
        let outgoing = pending.compactMap(\.outgoing)
        var report = PushReport()
        if !outgoing.isEmpty {
            let heads = try transport.heads()
            var seq = max(state.nextSeq, heads[me] + 1)
            for chunk in chunks(outgoing) {
                let address = SegmentAddress(kind: .segment, device: me, seq: seq)
                try transport.putSegment(try seal(SegmentPayload.segment(chunk), at: address), device: me, seq: seq)
                let written = seq
                update {
                    if $0.seen[me] == written - 1 { $0.seen[me] = written }
                    $0.nextSeq = written + 1
                }
                report.segments.append(seq)
                report.changes += chunk.count
                report.ops += chunk.reduce(0) { $0 + $1.ops.count }
                seq += 1
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

    /// Splits changes into segments of at most ``SyncPolicy/opsPerSegment`` ops (never splitting a change).
    func chunks(_ changes: [Change]) -> [[Change]] {
        var out: [[Change]] = []
        var current: [Change] = []
        var ops = 0
        for c in changes {
            if !current.isEmpty && ops + c.ops.count > policy.opsPerSegment {
                out.append(current)
                current = []
                ops = 0
            }
            current.append(c)
            ops += c.ops.count
        }
        if !current.isEmpty { out.append(current) }
        return out
    }
}
