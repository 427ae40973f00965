import TendEngine
import TendKernel

extension SyncEngine {
    /// Fetches what this device lacks and applies it in one transaction: for each device, its chain of
    /// segments from the last one applied (``ChainWalk``), starting from a snapshot when segments are
    /// gone (compacted, deleted, rolled back) or when it saves replaying many. Every blob is opened and
    /// checked before anything is applied. A refused blob stops its own device's chain — nothing of it
    /// or after it is applied, and the report names it (``PullReport/refused``) — while the other
    /// devices' changes still arrive; stray files are reported, never fatal.
    @discardableResult
    public func pull() throws -> PullReport {
        let inventory = try transport.inventory()
        var report = PullReport()
        var vector = state.seen
        var incoming: [Change] = []
        var snapshots: [SnapshotID]?
        var usedSnapshot = false
        /// Starts from the best snapshot past `reached`, if one helps.
        func startFromSnapshot(reached: VersionVector, report: inout PullReport) throws {
            let listed = try snapshots ?? transport.snapshots()
            snapshots = listed
            guard let snap = try bestSnapshot(listed, over: vector, reached: reached, report: &report) else { return }
            usedSnapshot = true
            incoming += snap.changes
            vector = vector.merged(with: snap.covers)
            report.snapshot = snap.id
            update {
                if $0.snapshot == nil || $0.snapshot!.total < snap.id.total {
                    $0.snapshot = snap.id
                    $0.snapshotCovers = snap.covers
                }
            }
        }
        // Many segments to replay: a snapshot first, if there is one.
        if vector.missing(from: inventory.heads) >= max(policy.snapshotPreference, 1) {
            try startFromSnapshot(reached: vector, report: &report)
        }
        var walks = try walk(after: vector, inventory)
        if !usedSnapshot {
            let reached = walks.values.reduce(into: vector) { $0[$1.device] = $1.last }
            // A gap, or a snapshot covering more than the segments reach (they were deleted or compacted).
            let listed = try transport.snapshots()
            snapshots = listed
            if walks.values.contains(where: { $0.gap != nil }) || (listed.map(\.total).max() ?? 0) > reached.total {
                try startFromSnapshot(reached: reached, report: &report)
                if usedSnapshot { walks = try walk(after: vector, inventory) }
            }
        }
        let me = store.device
        var ownPushed = state.lastPushed
        var skipped = state.skipped ?? [:]
        for (device, w) in walks.sorted(by: { $0.key < $1.key }) {
            // This device's own segments (a store that lost its sync state): what they hold was pushed.
            if device == me, let newest = w.changes.map(\.id).max(), ownPushed.map({ newest > $0 }) ?? true { ownPushed = newest }
            incoming += w.changes
            if w.last > vector[device] { vector[device] = w.last }
            report.segments += w.segments.count
            report.ignored += w.ignored
            if let gap = w.gap { report.gaps.append(gap) }
            if let r = w.refusal, w.gap?.kind == .refused { report.refusals.append(r) }
            if !w.skipped.isEmpty { skipped[device.raw, default: []] += w.skipped }
        }
        report.ignored = (inventory.ignored + report.ignored).sorted { $0.location < $1.location }
        report.gaps.sort { $0.device < $1.device }
        report.refusals.sort { $0.location < $1.location }
        let found = (report.gaps, report.ignored)
        let moved = vector != state.seen || report.snapshot != nil
        guard moved || found.0 != (state.gaps ?? []) || found.1 != (state.ignored ?? []) else { return report }
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
            if vector[me] > $0.lastOwnSegment {
                $0.ownLast = vector[me]
                $0.nextSeq = vector[me] + 1
            }
            $0.lastPushed = ownPushed
            if moved { $0.lastSync = now }
            $0.skipped = skipped.isEmpty ? nil : skipped
            $0.gaps = found.0.isEmpty ? nil : found.0
            $0.ignored = found.1.isEmpty ? nil : found.1
        }
        try commit()
        return report
    }

    /// Each device's chain beyond `vector`, for the devices whose stored numbers go past it.
    func walk(after vector: VersionVector, _ inventory: SegmentInventory) throws -> [DeviceID: ChainWalk] {
        var out: [DeviceID: ChainWalk] = [:]
        for (device, numbers) in inventory.numbers where (numbers.last ?? 0) > vector[device] {
            var w = ChainWalk(device: device, after: vector[device])
            var after = vector[device]
            paging: while w.wantsMore {
                let page = try transport.segments(device: device, after: after, limit: policy.pageSize)
                for s in page where s.seq > after {
                    after = s.seq
                    let address = SegmentAddress(kind: .segment, device: device, seq: s.seq)
                    w.take(s.seq) { () throws(SegmentRefusal) -> SegmentContent in
                        try SegmentPayload.content(try SegmentCipher.open(s.data, at: address, key: key), at: address)
                    }
                    if !w.wantsMore { break paging }
                }
                if page.count < policy.pageSize { break }
            }
            w.finish()
            out[device] = w
        }
        return out
    }

    /// The newest snapshot that takes this device further than `reached` (its segments' reach: a gap
    /// filled, or what the location no longer holds), opened and checked; `nil` when none helps. A
    /// refused snapshot is reported and passed over.
    func bestSnapshot(_ listed: [SnapshotID], over vector: VersionVector, reached: VersionVector,
                      report: inout PullReport) throws -> (id: SnapshotID, changes: [Change], covers: VersionVector)? {
        for id in listed.filter({ $0.total > vector.total }).sorted(by: >).prefix(4) {
            guard let data = try transport.snapshot(id) else { continue }
            let content: SegmentContent
            do throws(SegmentRefusal) {
                content = try SegmentPayload.content(try SegmentCipher.open(data, at: id.address, key: key), at: id.address)
            } catch {
                report.ignored.append(IgnoredFile(location: error.location, reason: error.reasonText))
                continue
            }
            guard let covers = content.covers, covers.total == id.total else {
                report.ignored.append(IgnoredFile(location: id.address.description, reason: "its name does not match what it covers"))
                continue
            }
            if covers.counts.contains(where: { $0.value > reached[$0.key] }) { return (id, content.changes, covers) }
        }
        return nil
    }
}
