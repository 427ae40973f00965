import TendKernel

extension SyncEngine {
    /// Housekeeping after a sync: publishes this device's cursor when it moved (and once at first, so
    /// a device that never writes still counts), writes a snapshot when enough segments piled up since
    /// the newest one (and this device is up to date), and removes own segments that every other device
    /// has applied and a snapshot covers (the newest segment always stays, so numbering continues).
    @discardableResult
    public func maintain() throws -> MaintenanceReport {
        var report = MaintenanceReport()
        let me = store.device
        if state.cursorVersion == 0 || state.seen != state.cursor {
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
        if policy.compact, heads[me] > state.compactedThrough + 1 {
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
            var limit = min(acked, heads[me] - 1)
            if limit > state.compactedThrough && state.snapshotCovers[me] < limit { try learnNewestSnapshot() }
            limit = min(limit, state.snapshotCovers[me])
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

    /// Reads the newest snapshot's version vector when it is newer than the one known (only when that
    /// could allow removing segments). A snapshot that is refused teaches nothing (and so nothing is
    /// removed on its account); a pull that needs it reports the refusal.
    func learnNewestSnapshot() throws {
        guard let newest = try transport.snapshots().max(), newest.total > state.snapshot?.total ?? 0,
              let data = try transport.snapshot(newest),
              let plain = try? SegmentCipher.open(data, at: newest.address, key: key),
              let content = try? SegmentPayload.changes(plain, at: newest.address),
              let covers = content.covers, covers.total == newest.total else { return }
        update {
            $0.snapshot = newest
            $0.snapshotCovers = covers
        }
    }

    /// Opens another device's cursor: its vector of applied segments.
    func openCursor(_ data: [UInt8], device: DeviceID) throws -> VersionVector {
        let header = try SegmentHeader.parse(data, location: "cursors/" + device.raw)
        let address = SegmentAddress(kind: .cursor, device: device, seq: header.address.seq)
        let plain = try open(data, at: address)
        return try SegmentPayload.seen(plain, at: address)
    }
}
