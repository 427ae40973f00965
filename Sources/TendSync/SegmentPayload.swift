import TendKernel

/// The plaintext inside a sealed blob: canonical JSON (``FieldValue`` text, so numbers keep their
/// kind and a digest over the ops is the same on every device).
///
/// - segment: `{"changes":[…],"format":1}`
/// - snapshot: `{"changes":[…],"covers":{"<device>":n,…},"format":1}`
/// - cursor: `{"format":1,"seen":{"<device>":n,…}}`
public enum SegmentPayload {
    /// The payload format this build writes and reads.
    public static let format = 1

    /// A segment's plaintext.
    public static func segment(_ changes: [Change]) -> [UInt8] {
        var out: [UInt8] = []
        writeChanges(changes, into: &out)
        out += Array(",\"format\":1}".utf8)
        return out
    }

    /// A snapshot's plaintext.
    public static func snapshot(_ changes: [Change], covers: VersionVector) -> [UInt8] {
        var out: [UInt8] = []
        writeChanges(changes, into: &out)
        out += Array(",\"covers\":".utf8)
        covers.field.writeJSON(into: &out)
        out += Array(",\"format\":1}".utf8)
        return out
    }

    /// A cursor's plaintext.
    public static func cursor(_ seen: VersionVector) -> [UInt8] {
        var out: [UInt8] = []
        FieldValue.object(["format": .int(Int64(format)), "seen": seen.field]).writeJSON(into: &out)
        return out
    }

    private static func writeChanges(_ changes: [Change], into out: inout [UInt8]) {
        out += Array("{\"changes\":[".utf8)
        for (i, c) in changes.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            c.wireField.writeJSON(into: &out)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// Reads a segment's or snapshot's plaintext found at `location`: its changes, and what a
    /// snapshot covers. For a segment every op must be its writer's (`device`).
    /// - Throws: ``SegmentRefusal`` with ``SegmentRefusal/Reason/badContent(_:)``.
    public static func changes(_ plain: [UInt8], at address: SegmentAddress) throws(SegmentRefusal) -> (changes: [Change], covers: VersionVector?) {
        let o = try object(plain, at: address)
        guard let list = o["changes"]?.array else { throw bad(address, "no change list") }
        var out: [Change] = []
        out.reserveCapacity(list.count)
        for f in list {
            let c: Change
            do { c = try Change(wireField: f) } catch { throw bad(address, error.reason) }
            if address.kind == .segment, c.ops.contains(where: { $0.id.device != address.device }) {
                throw bad(address, "it carries another device's changes")
            }
            out.append(c)
        }
        var covers: VersionVector?
        if address.kind == .snapshot {
            guard let cv = o["covers"].flatMap(VersionVector.init(field:)) else { throw bad(address, "no version vector") }
            covers = cv
        }
        return (out, covers)
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
        guard o["format"]?.int == format else {
            throw bad(address, "unknown payload format \(o["format"]?.jsonText ?? "none")")
        }
        return o
    }

    private static func bad(_ address: SegmentAddress, _ why: String) -> SegmentRefusal {
        SegmentRefusal(location: address.description, reason: .badContent(why))
    }
}
