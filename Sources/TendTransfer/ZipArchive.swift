import Foundation

/// Why a ZIP archive could not be read.
struct ZipError: Error, Equatable {
    /// What was wrong, in a few words.
    let reason: String
}

/// A read-only ZIP archive (PKWARE APPNOTE): the central directory is read once, and members are read
/// on demand, stored (method 0) or deflated (method 8, ``Inflate``), with their CRC-32 checked. ZIP64
/// sizes and offsets are understood; encrypted members and other methods are refused.
///
/// Written over Foundation's `FileHandle` rather than taken from a library: imports only read a few
/// small text files from an archive, and this avoids a dependency and the system zlib it needs on Linux.
struct ZipArchive {
    /// One file in the archive.
    struct Member: Sendable {
        /// Its path inside the archive (`/`-separated).
        let name: String
        let method: UInt16
        let flags: UInt16
        let crc: UInt32
        let compressedSize: UInt64
        /// Its size once inflated.
        let size: UInt64
        let localOffset: UInt64

        /// Whether it is a folder entry.
        var isFolder: Bool { name.hasSuffix("/") }
    }

    /// The largest member read (imports hold text, not photos).
    static let memberLimit: UInt64 = 1 << 30

    private let handle: FileHandle
    private let fileSize: UInt64
    /// Every member, in directory order.
    let members: [Member]

    /// Whether `prefix` starts like a ZIP archive (a local header or an empty archive's end record).
    static func looksLikeZip(_ prefix: [UInt8]) -> Bool {
        prefix.count >= 4 && prefix[0] == 0x50 && prefix[1] == 0x4B
            && ((prefix[2] == 3 && prefix[3] == 4) || (prefix[2] == 5 && prefix[3] == 6))
    }

    /// Opens an archive and reads its directory.
    init(path: String) throws(ZipError) {
        guard let h = FileHandle(forReadingAtPath: path) else { throw ZipError(reason: "it can't be opened") }
        handle = h
        do { fileSize = try h.seekToEnd() } catch { throw ZipError(reason: "it can't be read") }
        let tailLength = min(fileSize, 65_557)
        let tail = try ZipArchive.read(h, at: fileSize - tailLength, count: Int(tailLength))
        guard let eocd = ZipArchive.lastSignature(0x0605_4B50, in: tail, minimumLength: 22) else {
            throw ZipError(reason: "no end of central directory")
        }
        var entries = UInt64(tail.le16(eocd + 10))
        var dirSize = UInt64(tail.le32(eocd + 12))
        var dirOffset = UInt64(tail.le32(eocd + 16))
        if entries == 0xFFFF || dirSize == 0xFFFF_FFFF || dirOffset == 0xFFFF_FFFF {
            let z = try ZipArchive.zip64End(h, tail: tail, eocd: eocd, tailStart: fileSize - tailLength)
            (entries, dirSize, dirOffset) = z
        }
        guard dirOffset + dirSize <= fileSize, dirSize < 1 << 28 else { throw ZipError(reason: "the directory is out of bounds") }
        let dir = try ZipArchive.read(h, at: dirOffset, count: Int(dirSize))
        var list: [Member] = []
        var at = 0
        for _ in 0..<entries {
            guard at + 46 <= dir.count, dir.le32(at) == 0x0201_4B50 else { throw ZipError(reason: "a directory entry is damaged") }
            let nameLength = Int(dir.le16(at + 28)), extraLength = Int(dir.le16(at + 30)), commentLength = Int(dir.le16(at + 32))
            guard at + 46 + nameLength + extraLength + commentLength <= dir.count else {
                throw ZipError(reason: "a directory entry is damaged")
            }
            let flags = dir.le16(at + 8)
            var csize = UInt64(dir.le32(at + 20)), usize = UInt64(dir.le32(at + 24)), offset = UInt64(dir.le32(at + 42))
            let extra = Array(dir[(at + 46 + nameLength)..<(at + 46 + nameLength + extraLength)])
            ZipArchive.applyZip64(extra, size: &usize, compressed: &csize, offset: &offset)
            let nameBytes = Array(dir[(at + 46)..<(at + 46 + nameLength)])
            list.append(Member(name: ZipArchive.name(nameBytes, utf8: flags & 0x800 != 0), method: dir.le16(at + 10),
                               flags: flags, crc: dir.le32(at + 16), compressedSize: csize, size: usize,
                               localOffset: offset))
            at += 46 + nameLength + extraLength + commentLength
        }
        members = list
    }

    /// The member's bytes, inflated and checked.
    func read(_ m: Member) throws(ZipError) -> [UInt8] {
        guard m.flags & 1 == 0 else { throw ZipError(reason: "\(m.name) is encrypted") }
        guard m.size <= ZipArchive.memberLimit, m.compressedSize <= ZipArchive.memberLimit else {
            throw ZipError(reason: "\(m.name) is too large")
        }
        let header = try ZipArchive.read(handle, at: m.localOffset, count: 30)
        guard header.le32(0) == 0x0403_4B50 else { throw ZipError(reason: "the entry of \(m.name) is damaged") }
        let start = m.localOffset + 30 + UInt64(header.le16(26)) + UInt64(header.le16(28))
        guard start + m.compressedSize <= fileSize else { throw ZipError(reason: "\(m.name) is cut short") }
        let raw = try ZipArchive.read(handle, at: start, count: Int(m.compressedSize))
        let data: [UInt8]
        switch m.method {
        case 0: data = raw
        case 8:
            do { data = try Inflate.decompress(raw, limit: Int(m.size)) } catch {
                throw ZipError(reason: "\(m.name) can't be inflated (\(error.reason))")
            }
        default: throw ZipError(reason: "\(m.name) uses compression method \(m.method)")
        }
        guard UInt64(data.count) == m.size, CRC32.checksum(data) == m.crc else {
            throw ZipError(reason: "\(m.name) fails its checksum")
        }
        return data
    }

    // MARK: Helpers

    private static func read(_ h: FileHandle, at offset: UInt64, count: Int) throws(ZipError) -> [UInt8] {
        do {
            try h.seek(toOffset: offset)
            let d = try h.read(upToCount: count) ?? Data()
            guard d.count == count else { throw ZipError(reason: "it is cut short") }
            return [UInt8](d)
        } catch let e as ZipError {
            throw e
        } catch {
            throw ZipError(reason: "it can't be read")
        }
    }

    private static func lastSignature(_ sig: UInt32, in bytes: [UInt8], minimumLength: Int) -> Int? {
        var i = bytes.count - minimumLength
        while i >= 0 {
            if bytes.le32(i) == sig { return i }
            i -= 1
        }
        return nil
    }

    private static func zip64End(_ h: FileHandle, tail: [UInt8], eocd: Int, tailStart: UInt64) throws(ZipError)
        -> (UInt64, UInt64, UInt64) {
        guard eocd >= 20, tail.le32(eocd - 20) == 0x0706_4B50 else { throw ZipError(reason: "the ZIP64 locator is missing") }
        let recordOffset = tail.le64(eocd - 12)
        let record = try read(h, at: recordOffset, count: 56)
        guard record.le32(0) == 0x0606_4B50 else { throw ZipError(reason: "the ZIP64 directory end is damaged") }
        return (record.le64(32), record.le64(40), record.le64(48))
    }

    /// Reads the ZIP64 extra field (id 1): the sizes and offset that overflow 32 bits, in that order.
    private static func applyZip64(_ extra: [UInt8], size: inout UInt64, compressed: inout UInt64, offset: inout UInt64) {
        var at = 0
        while at + 4 <= extra.count {
            let id = extra.le16(at), length = Int(extra.le16(at + 2))
            guard at + 4 + length <= extra.count else { return }
            if id == 1 {
                var p = at + 4
                func next(_ v: inout UInt64) {
                    guard v == 0xFFFF_FFFF, p + 8 <= at + 4 + length else { return }
                    v = extra.le64(p)
                    p += 8
                }
                next(&size)
                next(&compressed)
                next(&offset)
                return
            }
            at += 4 + length
        }
    }

    private static func name(_ bytes: [UInt8], utf8: Bool) -> String {
        if let s = String(validating: bytes, as: UTF8.self) { return s }
        return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }
}

extension Array where Element == UInt8 {
    /// A little-endian 16-bit number at `i`.
    func le16(_ i: Int) -> UInt16 { UInt16(self[i]) | UInt16(self[i + 1]) << 8 }
    /// A little-endian 32-bit number at `i`.
    func le32(_ i: Int) -> UInt32 { UInt32(le16(i)) | UInt32(le16(i + 2)) << 16 }
    /// A little-endian 64-bit number at `i`.
    func le64(_ i: Int) -> UInt64 { UInt64(le32(i)) | UInt64(le32(i + 4)) << 32 }
}
