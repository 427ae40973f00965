import TendEngine
import TendKernel

extension SyncEngine {
    /// Housekeeping after a sync: publishes this device's cursor when it moved (and once at first, so
    /// a device that never writes still counts); gives back segments it has applied that the location
    /// lost (deleted, or the folder rolled back) by writing a snapshot; writes a snapshot when enough
    /// segments piled up since the newest one (and this device is up to date); and removes own segments
    /// that every other device has applied and a snapshot covers (the newest segment always stays).
    /// Devices forgotten with ``SyncForgetting`` no longer hold compaction back.
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
        let inventory = try transport.inventory()
        if try lostSegments(inventory) {
            try learnNewestSnapshot()
            if try lostSegments(inventory) { report.healed = try writeSnapshot(report: &report) }
        }
        if policy.snapshotEvery > 0, !report.healed, upToDate(inventory) {
            let newest = try transport.snapshots().map(\.total).max() ?? 0
            if state.seen.total >= newest + policy.snapshotEvery { _ = try writeSnapshot(report: &report) }
        }
        let own = state.lastOwnSegment
        if policy.compact, own > state.compactedThrough + 1 {
            let forgotten = try SyncForgetting.forgotten(in: store)
            var acked = UInt64.max
            var cursors: [DeviceID: VersionVector] = [:]
            for (device, data) in try transport.cursors() where device != me && !forgotten.contains(device) {
                if let seen = try? openCursor(data, device: device) { cursors[device] = seen } else {
                    report.refusedCursors.append(device)
                }
            }
            let others = Set(inventory.numbers.keys).union(cursors.keys).union(report.refusedCursors).subtracting(forgotten)
            for device in others where device != me {
                acked = min(acked, cursors[device]?[me] ?? 0)
            }
            var limit = min(acked, own - 1)
            if limit > state.compactedThrough && state.snapshotCovers[me] < limit { try learnNewestSnapshot() }
            limit = min(limit, state.snapshotCovers[me])
            if limit > state.compactedThrough {
                try transport.removeSegments(device: me, through: limit)
                report.segmentsRemoved = limit - state.compactedThrough
                update { $0.compactedThrough = limit }
            }
            report.refusedCursors.sort()
        }
        update { state in
            // Skipped numbers under the newest snapshot no longer matter.
            var kept: [String: [UInt64]] = [:]
            for (raw, list) in state.skipped ?? [:] {
                let floor = DeviceID(raw).map { state.snapshotCovers[$0] } ?? 0
                let left = list.filter { $0 > floor }
                if !left.isEmpty { kept[raw] = left }
            }
            state.skipped = kept.isEmpty ? nil : kept
        }
        try commit()
        return report
    }

    /// Whether the location lacks a segment this device applied above the newest snapshot it knows
    /// (numbers a device skipped are not segments).
    func lostSegments(_ inventory: SegmentInventory) throws -> Bool {
        for device in state.seen.devices {
            let lo = state.snapshotCovers[device]
            let hi = state.seen[device]
            guard hi > lo else { continue }
            let skipped = state.skippedNumbers(device)
            let expected = (hi - lo) - UInt64(skipped.filter { $0 > lo && $0 <= hi }.count)
            let present = inventory.numbers(of: device, after: lo).prefix { $0 <= hi }.filter { !skipped.contains($0) }.count
            if UInt64(present) < expected { return true }
        }
        return false
    }

    /// Whether this device has applied everything the location holds (numbers past a chain's end that
    /// the last pull ignored as stray blobs don't count).
    func upToDate(_ inventory: SegmentInventory) -> Bool {
        guard (state.gaps ?? []).isEmpty else { return false }
        let stray = Set((state.ignored ?? []).map(\.location))
        return inventory.numbers.allSatisfy { device, numbers in
            numbers.allSatisfy { $0 <= state.seen[device] || stray.contains(SegmentAddress(kind: .segment, device: device, seq: $0).description) }
        }
    }

    /// Writes a snapshot of every change this store knows, covering ``SyncState/seen``, and removes this
    /// device's older snapshots. `false` when one of that name is already there.
    func writeSnapshot(report: inout MaintenanceReport) throws -> Bool {
        let me = store.device
        let covers = state.seen
        guard covers.total > 0 else { return false }
        let listed = try transport.snapshots()
        let id = SnapshotID(device: me, total: covers.total)
        guard !listed.contains(id) else { return false }
        let changes = try store.changes(ChangeQuery(newestFirst: false)).compactMap(\.outgoing)
        try transport.putSnapshot(try seal(SegmentPayload.snapshot(changes, covers: covers), at: id.address), id: id)
        update {
            $0.snapshot = id
            $0.snapshotCovers = covers
        }
        for old in listed where old.device == me && old.total < id.total { try transport.removeSnapshot(old) }
        report.snapshot = id
        return true
    }

    /// Reads the newest snapshot's version vector when it is newer than the one known. A snapshot that
    /// is refused teaches nothing (and so nothing is removed on its account); a pull that needs it
    /// reports the refusal.
    func learnNewestSnapshot() throws {
        guard let newest = try transport.snapshots().max(), newest.total > state.snapshot?.total ?? 0,
              let data = try transport.snapshot(newest),
              let plain = try? SegmentCipher.open(data, at: newest.address, key: key),
              let content = try? SegmentPayload.content(plain, at: newest.address),
              let covers = content.covers, covers.total == newest.total else { return }
        update {
            $0.snapshot = newest
            $0.snapshotCovers = covers
        }
    }

    /// Every other device's published cursor that opens (what each has applied); refused ones are left out.
    public func cursors() throws -> [DeviceID: VersionVector] {
        var out: [DeviceID: VersionVector] = [:]
        for (device, data) in try transport.cursors() where device != store.device {
            if let seen = try? openCursor(data, device: device) { out[device] = seen }
        }
        return out
    }

    /// Opens another device's cursor: its vector of applied segments.
    func openCursor(_ data: [UInt8], device: DeviceID) throws -> VersionVector {
        let header = try SegmentHeader.parse(data, location: "cursors/" + device.raw)
        let address = SegmentAddress(kind: .cursor, device: device, seq: header.address.seq)
        let plain = try open(data, at: address)
        return try SegmentPayload.seen(plain, at: address)
    }
}
