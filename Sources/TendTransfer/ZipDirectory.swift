import Foundation

/// What Tend reads of a ZIP archive's directory itself, for two things ZIPFoundation (0.9.20) gets
/// wrong:
///
/// - **How many members the directory lists.** ZIPFoundation stops listing at an encrypted member
///   without a word; comparing its list with ``count`` is how such an archive is refused by name. The
///   count is the ZIP64 end record's when the archive has one (the plain end record then says 0xFFFF).
/// - **ZIP64 values of 0.** ZIPFoundation takes a size or offset from an entry's ZIP64 extra field only
///   when it is above 0, else it falls back to the 32-bit field, which a ZIP64 entry sets to 0xFFFFFFFF.
///   So the first member of an archive whose every entry is ZIP64 (local header at offset 0) is looked
///   for at 4 GiB, and ZIPFoundation lists nothing at all; an empty ZIP64 member reads as 4 GiB. Each
///   such entry gets a ``Repair``: its values (all under 4 GiB) go into the 32-bit fields, and its ZIP64
///   field is renamed so no reader takes it as one — the same entry, as a plain one.
struct ZipDirectory {
    /// One patch to the archive's bytes: `bytes` written at `offset`.
    struct Repair: Equatable {
        /// Where, from the start of the file.
        let offset: Int
        /// What is written there.
        let bytes: [UInt8]
    }

    /// How many members the directory lists.
    let count: Int
    /// The patches that let ZIPFoundation read the directory as written (none for most archives).
    let repairs: [Repair]

    /// The header ID a repaired ZIP64 field is given: one no ZIP reader knows, so it is skipped.
    static let retiredZIP64ID: UInt16 = 0x7A5A
    /// The largest central directory read for repairs (a directory of text exports is a few kilobytes).
    static let directoryLimit: UInt64 = 64 << 20

    /// Reads the end records and the central directory of the archive at `path`; `nil` when it has no
    /// end record that can be read.
    init?(path: String) {
        guard let h = FileHandle(forReadingAtPath: path), let size = try? h.seekToEnd() else { return nil }
        defer { try? h.close() }
        func read(_ offset: UInt64, _ length: UInt64) -> [UInt8]? {
            guard offset <= size, length <= size - offset, (try? h.seek(toOffset: offset)) != nil,
                  let d = try? h.read(upToCount: Int(length)), d.count == Int(length) else { return nil }
            return [UInt8](d)
        }
        // The end record: its 22 bytes and a comment of up to 65,535, found from the end.
        let tailStart = size - min(size, 65_557)
        guard let tail = read(tailStart, size - tailStart), tail.count >= 22 else { return nil }
        var eocd = tail.count - 22
        while eocd >= 0 && Self.u32(tail, eocd) != 0x0605_4B50 { eocd -= 1 }
        guard eocd >= 0 else { return nil }
        var entries = UInt64(Self.u16(tail, eocd + 10))
        var dirSize = UInt64(Self.u32(tail, eocd + 12))
        var dirOffset = UInt64(Self.u32(tail, eocd + 16))
        // A ZIP64 locator just before it points at the ZIP64 end record, which holds the real figures.
        let eocdOffset = tailStart + UInt64(eocd)
        if eocdOffset >= 20, let locator = read(eocdOffset - 20, 20), Self.u32(locator, 0) == 0x0706_4B50,
           let record = read(Self.u64(locator, 8), 56), Self.u32(record, 0) == 0x0606_4B50 {
            entries = Self.u64(record, 32)
            dirSize = Self.u64(record, 40)
            dirOffset = Self.u64(record, 48)
        }
        count = Int(min(entries, UInt64(Int.max)))
        if dirSize <= Self.directoryLimit, let directory = read(dirOffset, dirSize) {
            repairs = Self.repairs(directory, at: Int(dirOffset))
        } else {
            repairs = []
        }
    }

    /// The repairs of the central directory `bytes`, which starts `at` that offset in the file.
    static func repairs(_ bytes: [UInt8], at start: Int) -> [Repair] {
        var out: [Repair] = []
        var p = 0
        while p + 46 <= bytes.count, u32(bytes, p) == 0x0201_4B50 {
            let nameLength = Int(u16(bytes, p + 28)), extraLength = Int(u16(bytes, p + 30))
            let commentLength = Int(u16(bytes, p + 32))
            let extraStart = p + 46 + nameLength
            guard extraStart + extraLength <= bytes.count else { break }
            var q = extraStart
            while q + 4 <= extraStart + extraLength {
                let id = u16(bytes, q), length = Int(u16(bytes, q + 2))
                guard q + 4 + length <= extraStart + extraLength else { break }
                if id == 1, let repair = repairs(entry: bytes, p, zip64Field: q, length: length) {
                    out += repair.map { Repair(offset: start + $0.offset, bytes: $0.bytes) }
                }
                q += 4 + length
            }
            p = extraStart + extraLength + commentLength
        }
        return out
    }

    /// The repairs of the entry at `p` whose ZIP64 field (of `length` bytes) is at `field`: none unless
    /// ZIPFoundation would misread it (a value of 0) and every value fits the 32-bit fields.
    private static func repairs(entry bytes: [UInt8], _ p: Int, zip64Field field: Int, length: Int) -> [Repair]? {
        // The values it holds, in the order the format gives: those whose 32-bit field is all ones.
        let slots = [p + 24, p + 20, p + 42].filter { u32(bytes, $0) == 0xFFFF_FFFF }
        // As ZIPFoundation reads it: a field of any other length (or with a disk number) is ignored.
        guard u16(bytes, p + 34) != 0xFFFF, length == 8 * slots.count, !slots.isEmpty else { return nil }
        let values = slots.indices.map { u64(bytes, field + 4 + 8 * $0) }
        guard values.contains(0), values.allSatisfy({ $0 < 0xFFFF_FFFF }) else { return nil }
        var out = zip(slots, values).map { Repair(offset: $0, bytes: le32(UInt32($1))) }
        out.append(Repair(offset: field, bytes: [UInt8(retiredZIP64ID & 0xFF), UInt8(retiredZIP64ID >> 8)]))
        return out
    }

    private static func u16(_ b: [UInt8], _ i: Int) -> UInt16 { UInt16(b[i]) | UInt16(b[i + 1]) << 8 }
    private static func u32(_ b: [UInt8], _ i: Int) -> UInt32 { UInt32(u16(b, i)) | UInt32(u16(b, i + 2)) << 16 }
    private static func u64(_ b: [UInt8], _ i: Int) -> UInt64 { UInt64(u32(b, i)) | UInt64(u32(b, i + 4)) << 32 }
    private static func le32(_ v: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }
}
