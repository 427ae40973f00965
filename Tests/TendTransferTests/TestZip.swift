import Foundation

/// Writes ZIP archives byte by byte (PKWARE APPNOTE 6.3), for the import tests: stored members, with the
/// ZIP64 records when asked, and members marked encrypted or compressed by a method Tend doesn't read.
/// Written for the tests, independent of whatever reads archives in `TendTransfer`.
struct TestZip {
    /// One member.
    struct Member {
        var name: String
        var data: [UInt8]
        /// The compression method written in the headers (0 = stored).
        var method: UInt16 = 0
        /// Encrypted with traditional PKWARE encryption (flag bit 0): a 12-byte header, then scrambled data.
        var encrypted = false
    }

    var members: [Member] = []
    /// Every size and offset in ZIP64 extra fields, with the ZIP64 end records.
    var zip64 = false

    /// The files of a folder (recursively), as stored members named by their relative paths, sorted.
    static func members(ofFolder root: String) throws -> [Member] {
        var out: [Member] = []
        let e = FileManager.default.enumerator(atPath: root)!
        while let p = e.nextObject() as? String {
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + p, isDirectory: &isDir), !isDir.boolValue {
                out.append(Member(name: p, data: Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + p)))))
            }
        }
        return out.sorted { $0.name < $1.name }
    }

    /// The archive's bytes.
    func bytes() -> [UInt8] {
        var out: [UInt8] = []
        var central: [UInt8] = []
        for m in members {
            let offset = UInt64(out.count)
            let crc = Self.crc32(m.data)
            let stored = m.encrypted ? Array(repeating: 0xA5, count: 12) + m.data.map { $0 ^ 0x5A } : m.data
            let flags: UInt16 = (m.encrypted ? 1 : 0) | 0x800
            let name = Array(m.name.utf8)
            let version: UInt16 = zip64 ? 45 : 20
            // Local header.
            var local = Self.le32(0x0403_4B50) + Self.le16(version) + Self.le16(flags) + Self.le16(m.method)
            local += Self.le16(0x6000) + Self.le16(0x5B74) + Self.le32(crc)  // 12:00, 2025-11-20
            var localExtra: [UInt8] = []
            if zip64 {
                local += Self.le32(0xFFFF_FFFF) + Self.le32(0xFFFF_FFFF)
                localExtra = Self.le16(1) + Self.le16(16) + Self.le64(UInt64(m.data.count)) + Self.le64(UInt64(stored.count))
            } else {
                local += Self.le32(UInt32(stored.count)) + Self.le32(UInt32(m.data.count))
            }
            local += Self.le16(UInt16(name.count)) + Self.le16(UInt16(localExtra.count)) + name + localExtra
            out += local + stored
            // Central directory entry.
            var entry = Self.le32(0x0201_4B50) + Self.le16(0x0300 | version) + Self.le16(version) + Self.le16(flags)
            entry += Self.le16(m.method) + Self.le16(0x6000) + Self.le16(0x5B74) + Self.le32(crc)
            var extra: [UInt8] = []
            if zip64 {
                entry += Self.le32(0xFFFF_FFFF) + Self.le32(0xFFFF_FFFF)
                extra = Self.le16(1) + Self.le16(24) + Self.le64(UInt64(m.data.count)) + Self.le64(UInt64(stored.count)) + Self.le64(offset)
            } else {
                entry += Self.le32(UInt32(stored.count)) + Self.le32(UInt32(m.data.count))
            }
            entry += Self.le16(UInt16(name.count)) + Self.le16(UInt16(extra.count)) + Self.le16(0) + Self.le16(0) + Self.le16(0)
            entry += Self.le32(0o100644 << 16) + Self.le32(zip64 ? 0xFFFF_FFFF : UInt32(offset)) + name + extra
            central += entry
        }
        let dirOffset = UInt64(out.count)
        out += central
        if zip64 {
            let recordOffset = UInt64(out.count)
            out += Self.le32(0x0606_4B50) + Self.le64(44) + Self.le16(0x032D) + Self.le16(45) + Self.le32(0) + Self.le32(0)
            out += Self.le64(UInt64(members.count)) + Self.le64(UInt64(members.count))
            out += Self.le64(UInt64(central.count)) + Self.le64(dirOffset)
            out += Self.le32(0x0706_4B50) + Self.le32(0) + Self.le64(recordOffset) + Self.le32(1)
            out += Self.le32(0x0605_4B50) + Self.le16(0) + Self.le16(0) + Self.le16(0xFFFF) + Self.le16(0xFFFF)
            out += Self.le32(0xFFFF_FFFF) + Self.le32(0xFFFF_FFFF) + Self.le16(0)
        } else {
            out += Self.le32(0x0605_4B50) + Self.le16(0) + Self.le16(0) + Self.le16(UInt16(members.count)) + Self.le16(UInt16(members.count))
            out += Self.le32(UInt32(central.count)) + Self.le32(UInt32(dirOffset)) + Self.le16(0)
        }
        return out
    }

    /// Writes the archive to `path`.
    func write(to path: String) throws { try Data(bytes()).write(to: URL(fileURLWithPath: path)) }

    static func le16(_ v: UInt16) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
    static func le32(_ v: UInt32) -> [UInt8] { le16(UInt16(v & 0xFFFF)) + le16(UInt16(v >> 16)) }
    static func le64(_ v: UInt64) -> [UInt8] { le32(UInt32(v & 0xFFFF_FFFF)) + le32(UInt32(v >> 32)) }

    /// CRC-32 (ISO-HDLC, reflected 0xEDB88320), bit by bit.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = c & 1 == 1 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
        }
        return ~c
    }
}
