import TendKernel

extension SyncEngine {
    /// Fetches the segments this device lacks (starting from a snapshot when segments were compacted
    /// away, or when it saves replaying many), opens and checks every one, then applies all their
    /// changes in one transaction. A refused blob throws ``SyncError/refused(_:)`` and nothing is applied.
    @discardableResult
    public func pull() throws -> PullReport {
        let heads = try transport.heads()
        var report = PullReport()
        var vector = state.seen
        var incoming: [Change] = []
        var fetched = try runs(after: vector, heads: heads)
        if !fetched.gaps.isEmpty || vector.missing(from: heads) >= max(policy.snapshotPreference, 1) {
            if let snap = try bestSnapshot(over: vector, gaps: fetched.gaps) {
                incoming += snap.changes
                vector = vector.merged(with: snap.covers)
                report.snapshot = snap.id
                update {
                    if $0.snapshot == nil || $0.snapshot!.total < snap.id.total {
                        $0.snapshot = snap.id
                        $0.snapshotCovers = snap.covers
                    }
                }
                fetched = try runs(after: vector, heads: heads)
            }
        }
        report.waiting = fetched.gaps.keys.sorted()
        let me = store.device
        var ownPushed = state.lastPushed
        for (device, segments) in fetched.runs.sorted(by: { $0.key < $1.key }) {
            for s in segments {
                let address = SegmentAddress(kind: .segment, device: device, seq: s.seq)
                let plain = try open(s.data, at: address)
                let changes: [Change]
                do { changes = try SegmentPayload.changes(plain, at: address).changes } catch { throw SyncError.refused(error) }
                // This device's own segments (a store that lost its sync state): what they hold was pushed.
                if device == me, let newest = changes.map(\.id).max(), ownPushed.map({ newest > $0 }) ?? true { ownPushed = newest }
                incoming += changes
                vector[device] = s.seq
                report.segments += 1
            }
        }
        guard vector != state.seen || report.snapshot != nil else { return report }
        let now = clock.now()
        if !incoming.isEmpty {
            let applied = try store.apply(incoming, now: now)
            report.applied = applied.applied
            report.skipped = applied.skipped
            report.ops = applied.ops
            report.driftingDevices = applied.driftingDevices
        }
        update {
            $0.seen = vector
            $0.nextSeq = max($0.nextSeq, vector[me] + 1)
            $0.lastPushed = ownPushed
            $0.lastSync = now
        }
        try commit()
        return report
    }

    /// For each device with segments beyond `vector`, the contiguous run that follows it; and for
    /// each device whose next segment is missing while later ones exist, the first one present.
    func runs(after vector: VersionVector, heads: VersionVector) throws -> (runs: [DeviceID: [StoredSegment]], gaps: [DeviceID: UInt64]) {
        var runs: [DeviceID: [StoredSegment]] = [:]
        var gaps: [DeviceID: UInt64] = [:]
        for device in heads.devices where heads[device] > vector[device] {
            var after = vector[device]
            var run: [StoredSegment] = []
            paging: while true {
                let page = try transport.segments(device: device, after: after, limit: policy.pageSize)
                for s in page {
                    guard s.seq == after + 1 else {
                        if run.isEmpty { gaps[device] = s.seq }
                        break paging
                    }
                    run.append(s)
                    after = s.seq
                }
                if page.count < policy.pageSize { break }
            }
            if !run.isEmpty { runs[device] = run }
        }
        return (runs, gaps)
    }

    /// The newest snapshot that fills every gap (or, with no gaps, adds anything to `vector`), opened
    /// and checked; `nil` when none helps.
    func bestSnapshot(over vector: VersionVector, gaps: [DeviceID: UInt64]) throws -> (id: SnapshotID, changes: [Change], covers: VersionVector)? {
        for id in try transport.snapshots().filter({ $0.total > vector.total }).sorted(by: >) {
            guard let data = try transport.snapshot(id) else { continue }
            let plain = try open(data, at: id.address)
            let content: (changes: [Change], covers: VersionVector?)
            do { content = try SegmentPayload.changes(plain, at: id.address) } catch { throw SyncError.refused(error) }
            guard let covers = content.covers, covers.total == id.total else {
                throw SyncError.refused(SegmentRefusal(location: id.address.description,
                                                       reason: .badContent("its name does not match what it covers")))
            }
            let fills = gaps.allSatisfy { covers[$0.key] + 1 >= $0.value }
            if fills && !vector.covers(covers) { return (id, content.changes, covers) }
        }
        return nil
    }
}
