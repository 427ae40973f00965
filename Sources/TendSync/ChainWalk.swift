import TendKernel

/// One device's segments as a receiver follows them: from the last one applied, each next segment is
/// the one whose `prev` names the last — so a number the author skipped (a stray blob sat there) is
/// not a gap, a missing one is, and a refused one stops the chain without stopping other devices.
struct ChainWalk {
    /// The device.
    let device: DeviceID
    /// The number the walk started after (applied before).
    let start: UInt64
    /// The segments followed, in order, with their content.
    private(set) var segments: [(seq: UInt64, content: SegmentContent)] = []
    /// The last number followed (`start` when none).
    private(set) var last: UInt64
    /// Why it stopped short, if it did.
    private(set) var gap: SyncGap?
    /// Stray blobs passed over: skipped by the author, or past the chain's end.
    private(set) var ignored: [IgnoredFile] = []
    /// The refusal that stopped the chain, if one did.
    private(set) var refusal: SegmentRefusal?
    /// Numbers the author skipped (stray blobs between two links of the chain).
    private(set) var skipped: [UInt64] = []
    /// The whole changes of the segments followed.
    private(set) var changes: [Change] = []

    /// Refused blobs since the last link, waiting to be told junk (skipped) from a break.
    private var refusedSince: [(seq: UInt64, refusal: SegmentRefusal)] = []
    private var stopped = false

    init(device: DeviceID, after start: UInt64) {
        self.device = device
        self.start = start
        last = start
    }

    /// Whether more segments are worth reading.
    var wantsMore: Bool { !stopped }

    /// Takes the next stored segment (numbers ascending), opened by `open`.
    mutating func take(_ seq: UInt64, _ open: () throws(SegmentRefusal) -> SegmentContent) {
        guard !stopped, seq > last else { return }
        let content: SegmentContent
        do { content = try open() } catch {
            refusedSince.append((seq, error))
            return
        }
        let prev = content.previous(of: seq)
        if prev == last {
            for r in refusedSince {
                skipped.append(r.seq)
                ignored.append(IgnoredFile(location: r.refusal.location, reason: r.refusal.reasonText + "; its device skipped it"))
            }
            refusedSince = []
            segments.append((seq, content))
            last = seq
        } else if prev > last {
            if let first = refusedSince.first, first.seq == last + 1 {
                gap = refused(first.refusal, next: seq)
            } else {
                gap = SyncGap(device: device, applied: last, kind: .missing, next: seq)
            }
            stopped = true
        } else {
            gap = SyncGap(device: device, applied: last, kind: .forked, next: seq,
                          location: SegmentAddress(kind: .segment, device: device, seq: seq).description,
                          reason: "it follows segment \(prev), not \(last): two stores write as this device (a copied store?)")
            stopped = true
        }
    }

    /// Ends the walk: a refused blob right after the chain stops it; others past its end are ignored
    /// (reported); a large change whose parts are not all in is left out with the segments it spans.
    mutating func finish() {
        if gap == nil, let first = refusedSince.first {
            if first.seq == last + 1 {
                gap = refused(first.refusal, next: nil)
            } else {
                ignored += refusedSince.map { IgnoredFile(location: $0.refusal.location, reason: $0.refusal.reasonText) }
            }
        }
        refusedSince = []
        var joiner = PartJoiner()
        var kept = 0
        var joinedThrough = 0
        for (i, s) in segments.enumerated() {
            for p in s.content.parts {
                if let why = joiner.add(p) {
                    gap = SyncGap(device: device, applied: i == 0 ? start : segments[i - 1].seq, kind: .refused,
                                  location: SegmentAddress(kind: .segment, device: device, seq: s.seq).description,
                                  reason: "its content is invalid (\(why))")
                    segments.removeSubrange(i...)
                    settle(kept, joiner.changes.prefix(joinedThrough))
                    return
                }
            }
            if !joiner.isOpen {
                kept = i + 1
                joinedThrough = joiner.changes.count
            }
        }
        if kept < segments.count {
            let applied = kept == 0 ? start : segments[kept - 1].seq
            if gap == nil { gap = SyncGap(device: device, applied: applied, kind: .incomplete, next: segments[kept].seq) }
            segments.removeSubrange(kept...)
        }
        settle(kept, joiner.changes.prefix(joinedThrough))
    }

    private mutating func settle(_ kept: Int, _ joined: ArraySlice<Change>) {
        changes = Array(joined)
        last = kept == 0 ? start : segments[kept - 1].seq
        skipped = skipped.filter { $0 < last }
        stopped = true
    }

    private mutating func refused(_ r: SegmentRefusal, next: UInt64?) -> SyncGap {
        refusal = r
        return SyncGap(device: device, applied: last, kind: .refused, next: next, location: r.location, reason: r.reasonText)
    }
}
