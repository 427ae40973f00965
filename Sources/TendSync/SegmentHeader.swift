import TendKernel

/// What a sealed blob is.
public enum SegmentKind: UInt8, Sendable, CaseIterable {
    /// A numbered batch of one device's changes.
    case segment = 1
    /// A snapshot: every change a device knew, and the version vector it covers.
    case snapshot = 2
    /// A device's cursor: the version vector it has applied (for compaction).
    case cursor = 3
}

/// Where a sealed blob belongs: its kind, the device that wrote it and its number. The header
/// carries it under authentication, so a blob found anywhere else is refused.
public struct SegmentAddress: Hashable, Sendable, CustomStringConvertible {
    /// The kind.
    public let kind: SegmentKind
    /// The device that wrote it.
    public let device: DeviceID
    /// Its number (segment number, snapshot number, cursor version).
    public let seq: UInt64

    /// Creates an address.
    public init(kind: SegmentKind, device: DeviceID, seq: UInt64) {
        self.kind = kind
        self.device = device
        self.seq = seq
    }

    /// The path-like name used in messages and by the folder transport: `devices/<device>/<seq>`,
    /// `snapshots/<device>-<seq>`, `cursors/<device>` (numbers as ten or more zero-padded digits).
    public var description: String {
        switch kind {
        case .segment: return "devices/\(device.raw)/\(SegmentAddress.number(seq))"
        case .snapshot: return "snapshots/\(SnapshotID(device: device, total: seq).description)"
        case .cursor: return "cursors/\(device.raw)"
        }
    }

    /// A number as a file name: at least ten digits, zero-padded, so listings sort in order.
    public static func number(_ n: UInt64) -> String {
        let s = String(n)
        return s.count >= 10 ? s : String(repeating: "0", count: 10 - s.count) + s
    }

    /// The highest segment, snapshot or cursor number this build writes or reads: 2^53 − 1. Any name or
    /// answer with a larger number is not Tend's and is ignored, so no number from outside can make
    /// arithmetic overflow (2^53 − 1 is also exact in JSON numbers and fits SQLite's integers).
    public static let maxNumber: UInt64 = (1 << 53) - 1

    /// Whether a number from outside (a file name, a relay's answer) is one Tend could have written.
    public static func inRange(_ n: UInt64) -> Bool { n >= 1 && n <= maxNumber }

    /// Parses a file name in the form ``number(_:)`` writes — ten digits zero-padded, or more digits
    /// with no leading zero — from 1 to ``maxNumber``; `nil` for anything else (`7`, `00000000007`,
    /// `0000000007.tmp`, a number past the limit).
    public static func parseNumber(_ name: String) -> UInt64? {
        guard (10...16).contains(name.utf8.count), name.utf8.allSatisfy({ (48...57).contains($0) }),
              let n = UInt64(name), inRange(n), number(n) == name else { return nil }
        return n
    }

    /// Whether a name looks like a number (digits only) but is not one Tend writes: out of range or not
    /// in canonical form. Such a file is reported, not silently ignored.
    public static func isSuspectNumber(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy({ (48...57).contains($0) }) && parseNumber(name) == nil
    }
}

/// The 74-byte clear header of every sealed blob, authenticated as the cipher's associated data:
///
/// | bytes | field |
/// |---|---|
/// | 0–3 | magic `TNDS` |
/// | 4 | format version (2: padded plaintext; 1: unpadded, still read) |
/// | 5 | kind (1 segment, 2 snapshot, 3 cursor) |
/// | 6–21 | vault id |
/// | 22–29 | device id |
/// | 30–37 | number, big-endian |
/// | 38–45 | key id |
/// | 46–61 | HKDF salt |
/// | 62–73 | ChaChaPoly nonce |
public struct SegmentHeader: Hashable, Sendable {
    /// The magic bytes.
    public static let magic: [UInt8] = Array("TNDS".utf8)
    /// The format this build writes: 2, a padded plaintext (``SegmentPadding``). Format 1 (the
    /// plaintext as it is) is still read.
    public static let formatVersion: UInt8 = 2
    /// The formats this build reads.
    public static let readableFormats: ClosedRange<UInt8> = 1...2
    /// Header length in bytes.
    public static let size = 74
    /// Salt length in bytes.
    public static let saltSize = 16
    /// Nonce length in bytes.
    public static let nonceSize = 12

    /// Format version.
    public let format: UInt8
    /// Where it belongs.
    public let address: SegmentAddress
    /// The vault.
    public let vault: VaultID
    /// The key it is sealed under.
    public let keyID: KeyID
    /// The per-blob HKDF salt.
    public let salt: [UInt8]
    /// The ChaChaPoly nonce.
    public let nonce: [UInt8]

    /// Creates a header.
    public init(address: SegmentAddress, vault: VaultID, keyID: KeyID, salt: [UInt8], nonce: [UInt8],
                format: UInt8 = SegmentHeader.formatVersion) {
        precondition(salt.count == SegmentHeader.saltSize && nonce.count == SegmentHeader.nonceSize)
        self.format = format
        self.address = address
        self.vault = vault
        self.keyID = keyID
        self.salt = salt
        self.nonce = nonce
    }

    /// The 74 bytes.
    public var bytes: [UInt8] {
        var out = SegmentHeader.magic
        out.reserveCapacity(SegmentHeader.size)
        out.append(format)
        out.append(address.kind.rawValue)
        out += vault.bytes
        out += Hex.decode(address.device.raw, count: 8)!
        Bytes.append(address.seq, to: &out)
        out += keyID.bytes
        out += salt
        out += nonce
        return out
    }

    /// Reads the header of a blob found at `location` (for messages).
    /// - Throws: ``SegmentRefusal`` when it is too short, not a segment, of a newer format or an unknown kind.
    public static func parse(_ data: [UInt8], location: String) throws(SegmentRefusal) -> SegmentHeader {
        guard data.count >= 6 else { throw SegmentRefusal(location: location, reason: .truncated) }
        guard Array(data[0..<4]) == magic else { throw SegmentRefusal(location: location, reason: .notASegment) }
        guard readableFormats.contains(data[4]) else {
            throw SegmentRefusal(location: location, reason: data[4] > formatVersion ? .newerFormat(data[4]) : .notASegment)
        }
        guard data.count >= size + 16 else { throw SegmentRefusal(location: location, reason: .truncated) }
        guard let kind = SegmentKind(rawValue: data[5]) else { throw SegmentRefusal(location: location, reason: .notASegment) }
        let device = DeviceID(Hex.encode(data[22..<30]))!
        let address = SegmentAddress(kind: kind, device: device, seq: Bytes.uint64(data, at: 30))
        return SegmentHeader(address: address, vault: VaultID(bytes: Array(data[6..<22]))!,
                             keyID: KeyID(bytes: Array(data[38..<46]))!, salt: Array(data[46..<62]),
                             nonce: Array(data[62..<74]), format: data[4])
    }
}
