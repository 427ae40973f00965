import TendKernel

/// What a segment or snapshot holds once opened.
public struct SegmentContent: Hashable, Sendable {
    /// The changes, whole or in parts, in order.
    public var parts: [ChangePart]
    /// For a segment: the number of its device's previous segment (0 for the first). `nil` in format 1,
    /// where it is always the number before.
    public var prev: UInt64?
    /// For a snapshot: the version vector it covers.
    public var covers: VersionVector?

    /// The whole changes (a snapshot holds only whole ones).
    public var changes: [Change] { parts.map(\.change) }

    /// The previous segment of a segment found at `seq`.
    public func previous(of seq: UInt64) -> UInt64 { prev ?? seq - 1 }
}

/// The plaintext inside a sealed blob: canonical JSON (``FieldValue`` text, so numbers keep their
/// kind and a digest over the ops is the same on every device).
///
/// - segment: `{"changes":[…],"format":2,"prev":n}` — `prev` is the author's previous segment number
///   (the chain a receiver follows, so a number skipped over a stray file is not a gap); a change too
///   large for one segment travels in parts, each with `"part":[i,n]`.
/// - snapshot: `{"changes":[…],"covers":{"<device>":n,…},"format":2}`
/// - cursor: `{"format":2,"seen":{"<device>":n,…}}`
///
/// Format 1 (no `prev`, no parts) is still read.
public enum SegmentPayload {
    /// The payload format this build writes.
    public static let format = 2
    /// The payload formats this build reads.
    public static let readableFormats: ClosedRange<Int> = 1...2

    /// A segment's plaintext of whole changes.
    public static func segment(_ changes: [Change], prev: UInt64? = nil) -> [UInt8] {
        segment(parts: changes.map { ChangePart(change: $0) }, prev: prev)
    }

    /// A segment's plaintext.
    public static func segment(parts: [ChangePart], prev: UInt64?) -> [UInt8] {
        var body = SegmentBody()
        for p in parts { body.append(p, encodedOps: p.change.ops.map(encode)) }
        return body.sealed(prev: prev)
    }

    /// A snapshot's plaintext.
    public static func snapshot(_ changes: [Change], covers: VersionVector) -> [UInt8] {
        var body = SegmentBody()
        for c in changes { body.append(ChangePart(change: c), encodedOps: c.ops.map(encode)) }
        var out = body.bytes
        out += Array("],\"covers\":".utf8)
        covers.field.writeJSON(into: &out)
        out += Array(",\"format\":\(format)}".utf8)
        return out
    }

    /// A cursor's plaintext.
    public static func cursor(_ seen: VersionVector) -> [UInt8] {
        var out: [UInt8] = []
        FieldValue.object(["format": .int(Int64(format)), "seen": seen.field]).writeJSON(into: &out)
        return out
    }

    /// An op's wire text.
    static func encode(_ op: Op) -> [UInt8] {
        var out: [UInt8] = []
        Change.wireField(op).writeJSON(into: &out)
        return out
    }

    /// Reads a segment's or snapshot's plaintext found at `address`. For a segment every op must be
    /// its writer's; a snapshot holds whole changes only.
    /// - Throws: ``SegmentRefusal`` with ``SegmentRefusal/Reason/badContent(_:)``.
    public static func content(_ plain: [UInt8], at address: SegmentAddress) throws(SegmentRefusal) -> SegmentContent {
        let o = try object(plain, at: address)
        guard let list = o["changes"]?.array else { throw bad(address, "no change list") }
        var out: [ChangePart] = []
        out.reserveCapacity(list.count)
        for f in list {
            let p: ChangePart
            do { p = try Change.part(wireField: f) } catch { throw bad(address, error.reason) }
            if address.kind == .segment, p.change.ops.contains(where: { $0.id.device != address.device }) {
                throw bad(address, "it carries another device's changes")
            }
            if address.kind != .segment && !p.isWhole { throw bad(address, "it holds part of a change") }
            out.append(p)
        }
        var content = SegmentContent(parts: out, prev: nil, covers: nil)
        if address.kind == .snapshot {
            guard let cv = o["covers"].flatMap(VersionVector.init(field:)) else { throw bad(address, "no version vector") }
            content.covers = cv
        }
        if address.kind == .segment, let p = o["prev"] {
            guard let n = p.int, n >= 0, UInt64(n) < address.seq else { throw bad(address, "its previous segment number is invalid") }
            content.prev = UInt64(n)
        }
        return content
    }

    /// Reads a segment's or snapshot's plaintext of whole changes (see ``content(_:at:)``).
    public static func changes(_ plain: [UInt8], at address: SegmentAddress) throws(SegmentRefusal) -> (changes: [Change], covers: VersionVector?) {
        let c = try content(plain, at: address)
        guard c.parts.allSatisfy(\.isWhole) else { throw bad(address, "it holds part of a change") }
        return (c.changes, c.covers)
    }

    /// Reads a cursor's plaintext.
    public static func seen(_ plain: [UInt8], at address: SegmentAddress) throws(SegmentRefusal) -> VersionVector {
        let o = try object(plain, at: address)
        guard let v = o["seen"].flatMap(VersionVector.init(field:)) else { throw bad(address, "no version vector") }
        return v
    }

    private static func object(_ plain: [UInt8], at address: SegmentAddress) throws(SegmentRefusal) -> [String: FieldValue] {
        let parsed: FieldValue
        do { parsed = try plain.withUnsafeBufferPointer { try FieldValue(jsonUTF8: $0) } } catch {
            throw bad(address, "not JSON")
        }
        guard let o = parsed.object else { throw bad(address, "not an object") }
        guard let f = o["format"]?.int, readableFormats.contains(f) else {
            throw bad(address, "unknown payload format \(o["format"]?.jsonText ?? "none")")
        }
        return o
    }

    private static func bad(_ address: SegmentAddress, _ why: String) -> SegmentRefusal {
        SegmentRefusal(location: address.description, reason: .badContent(why))
    }
}

/// A segment's `changes` list being written: each change's text is put together from its ops' text,
/// so the pusher measures and writes every op once.
struct SegmentBody {
    private(set) var bytes: [UInt8] = Array("{\"changes\":[".utf8)
    /// Changes and parts in it.
    private(set) var count = 0
    /// Ops in it.
    private(set) var opCount = 0
    /// Whole changes and first parts in it (the changes it sends).
    private(set) var changeCount = 0

    /// Appends one change or part.
    mutating func append(_ p: ChangePart, encodedOps ops: some Collection<[UInt8]>) {
        if count > 0 { bytes.append(UInt8(ascii: ",")) }
        count += 1
        if p.index == 1 { changeCount += 1 }
        let c = p.change
        opCount += c.ops.count
        bytes += Array("{\"action\":".utf8)
        FieldValue.writeJSONString(c.action, into: &bytes)
        bytes += Array(",\"detail\":".utf8)
        FieldValue.writeJSONString(c.detail, into: &bytes)
        bytes += Array(",\"id\":".utf8)
        FieldValue.writeJSONString(c.id.description, into: &bytes)
        bytes += Array(",\"ops\":[".utf8)
        var first = true
        for op in ops {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            bytes += op
        }
        bytes.append(UInt8(ascii: "]"))
        if !p.isWhole { bytes += Array(",\"part\":[\(p.index),\(p.count)]".utf8) }
        bytes += Array(",\"source\":".utf8)
        FieldValue.writeJSONString(c.source, into: &bytes)
        bytes += Array(",\"undoes\":".utf8)
        if let u = c.undoes { FieldValue.writeJSONString(u.description, into: &bytes) } else { bytes += Array("null".utf8) }
        bytes.append(UInt8(ascii: "}"))
    }

    /// The bytes a change's frame adds around its ops (its description and punctuation).
    static func frameSize(_ c: Change) -> Int { 96 + c.action.utf8.count + c.detail.utf8.count * 2 + c.source.utf8.count }

    /// The finished segment payload.
    func sealed(prev: UInt64?) -> [UInt8] {
        var out = bytes
        out += Array("],\"format\":\(SegmentPayload.format)".utf8)
        if let prev { out += Array(",\"prev\":\(prev)".utf8) }
        out.append(UInt8(ascii: "}"))
        return out
    }
}
