import TendKernel

extension SyncEngine {
    /// Housekeeping after a sync: publishes this device's cursor when it moved, writes a snapshot when
    /// enough segments piled up since the newest one (and this device is up to date), and removes own
    /// segments that every other device has applied and a known snapshot covers (the newest segment
    /// always stays, so numbering continues).
    @discardableResult
    public func maintain() throws -> MaintenanceReport {
        var report = MaintenanceReport()
        let me = store.device
        if state.seen != state.cursor {
            let version = state.cursorVersion + 1
            let address = SegmentAddress(kind: .cursor, device: me, seq: version)
            try transport.putCursor(try seal(SegmentPayload.cursor(state.seen), at: address), device: me)
            let seen = state.seen
            update {
                $0.cursor = seen
                $0.cursorVersion = version
            }
            report.cursorWritten = true
        }
        let heads = try transport.heads()
        if policy.snapshotEvery > 0, state.seen.covers(heads) {
            let listed = try transport.snapshots()
            let newest = listed.map(\.total).max() ?? 0
            let covers = state.seen
            if covers.total >= newest + policy.snapshotEvery {
                let id = SnapshotID(device: me, total: covers.total)
                let changes = try store.changes(ChangeQuery(newestFirst: false)).compactMap(\.outgoing)
                try transport.putSnapshot(try seal(SegmentPayload.snapshot(changes, covers: covers), at: id.address), id: id)
                update {
                    $0.snapshot = id
                    $0.snapshotCovers = covers
                }
                for old in listed where old.device == me && old.total < id.total { try transport.removeSnapshot(old) }
                report.snapshot = id
            }
        }
        if policy.compact, state.snapshot != nil, heads[me] > 1 {
            var acked = UInt64.max
            var cursors: [DeviceID: VersionVector] = [:]
            for (device, data) in try transport.cursors() where device != me {
                if let seen = try? openCursor(data, device: device) { cursors[device] = seen } else {
                    report.refusedCursors.append(device)
                }
            }
            for device in Set(heads.devices).union(cursors.keys).union(report.refusedCursors) where device != me {
                acked = min(acked, cursors[device]?[me] ?? 0)
            }
            let limit = min(acked, state.snapshotCovers[me], heads[me] - 1)
            if limit > state.compactedThrough {
                try transport.removeSegments(device: me, through: limit)
                report.segmentsRemoved = limit - state.compactedThrough
                update { $0.compactedThrough = limit }
            }
            report.refusedCursors.sort()
        }
        try commit()
        return report
    }

    /// Opens another device's cursor: its vector of applied segments.
    func openCursor(_ data: [UInt8], device: DeviceID) throws -> VersionVector {
        let header = try SegmentHeader.parse(data, location: "cursors/" + device.raw)
        let address = SegmentAddress(kind: .cursor, device: device, seq: header.address.seq)
        let plain = try open(data, at: address)
        return try SegmentPayload.seen(plain, at: address)
    }
}
