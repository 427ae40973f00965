import Foundation
import ZIPFoundation

/// Why a ZIP archive could not be read.
struct ZipError: Error, Equatable {
    /// What was wrong, in a few words.
    let reason: String
}

/// A read-only ZIP archive, read with ZIPFoundation: the directory is read once (ZIP64 included), and
/// members are read on demand, stored or deflated, with their CRC-32 checked. Members larger than
/// ``memberLimit``, other compression methods and encrypted members are refused with a reason.
///
/// `@unchecked Sendable`: ZIPFoundation's `Archive` is a class that is not `Sendable`; an archive is
/// opened, read and dropped by one import, one call at a time (the importer hands it to another thread
/// only to free it).
struct ZipArchive: @unchecked Sendable {
    /// One file in the archive.
    struct Member: Sendable {
        /// Its path inside the archive (`/`-separated).
        let name: String
        /// Its size once inflated.
        let size: UInt64
        /// Whether it is a folder entry.
        let isFolder: Bool
    }

    /// The largest member read (imports hold text, not photos).
    static let memberLimit: UInt64 = 1 << 30

    private let archive: Archive
    private let entries: [String: Entry]
    /// Every member, in directory order.
    let members: [Member]

    /// Whether `prefix` starts like a ZIP archive (a local header or an empty archive's end record).
    static func looksLikeZip(_ prefix: [UInt8]) -> Bool {
        prefix.count >= 4 && prefix[0] == 0x50 && prefix[1] == 0x4B
            && ((prefix[2] == 3 && prefix[3] == 4) || (prefix[2] == 5 && prefix[3] == 6))
    }

    /// Opens an archive and reads its directory. An archive ZIPFoundation would misread (see
    /// ``ZipDirectory``) is read into memory and repaired there; the file is never changed.
    init(path: String) throws(ZipError) {
        let directory = ZipDirectory(path: path)
        do {
            if let repairs = directory?.repairs, !repairs.isEmpty {
                var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
                for r in repairs where r.offset + r.bytes.count <= bytes.count {
                    bytes.replaceSubrange(r.offset..<(r.offset + r.bytes.count), with: r.bytes)
                }
                archive = try Archive(data: bytes, accessMode: .read)
            } else {
                archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
            }
        } catch {
            throw ZipError(reason: ZipArchive.describe(error, member: nil))
        }
        var list: [Member] = []
        var byName: [String: Entry] = [:]
        for entry in archive {
            let name = ZipArchive.name(entry)
            list.append(Member(name: name, size: entry.uncompressedSize, isFolder: entry.type == .directory || name.hasSuffix("/")))
            byName[name] = byName[name] ?? entry
        }
        // ZIPFoundation stops listing at an encrypted member without a word: the directory's own count
        // is how such an archive is refused by name.
        if let listed = directory?.count, listed > list.count {
            throw ZipError(reason: "\(listed - list.count) of its \(listed) members are encrypted or unreadable (Tend reads no encrypted archives)")
        }
        members = list
        entries = byName
    }

    /// The member's bytes, inflated and checked.
    func read(_ m: Member) throws(ZipError) -> [UInt8] {
        guard let entry = entries[m.name] else { throw ZipError(reason: "\(m.name) is not in the archive") }
        guard entry.uncompressedSize <= ZipArchive.memberLimit, entry.compressedSize <= ZipArchive.memberLimit else {
            throw ZipError(reason: "\(m.name) is too large")
        }
        guard entry.type != .symlink else { throw ZipError(reason: "\(m.name) is a symbolic link") }
        var out: [UInt8] = []
        out.reserveCapacity(Int(entry.uncompressedSize))
        do {
            // The consumer form returns the checksum without comparing it: compare it here.
            let crc = try archive.extract(entry, skipCRC32: false) { chunk in
                guard UInt64(out.count + chunk.count) <= ZipArchive.memberLimit else { throw ZipError(reason: "\(m.name) is too large") }
                out += chunk
            }
            guard entry.type != .file || crc == entry.checksum else { throw Archive.ArchiveError.invalidCRC32 }
        } catch let e as ZipError {
            throw e
        } catch {
            throw ZipError(reason: ZipArchive.describe(error, member: m.name))
        }
        return out
    }

    /// A member's name: UTF-8 when its bytes are (whatever the flag says; many tools don't set it),
    /// else as ZIP's default code page reads them.
    private static func name(_ entry: Entry) -> String {
        let utf8 = entry.path(using: .utf8)
        return utf8.isEmpty || utf8.contains("\u{FFFD}") ? entry.path : utf8
    }

    /// What a ZIPFoundation error means, in a few words.
    private static func describe(_ error: any Error, member: String?) -> String {
        let what = member ?? "it"
        switch error as? Archive.ArchiveError {
        case .invalidCompressionMethod?: return "\(what) uses a compression method Tend doesn't read (only stored and deflated)"
        case .invalidCRC32?: return "\(what) fails its checksum: it is damaged, or encrypted (Tend reads no encrypted archives)"
        case .missingEndOfCentralDirectoryRecord?: return "no end of central directory"
        case .unreadableArchive?: return member == nil ? "it can't be read as a ZIP archive" : "\(what) can't be read"
        case .invalidEntrySize?, .invalidLocalHeaderDataOffset?, .invalidLocalHeaderSize?, .invalidCentralDirectoryOffset?,
             .invalidCentralDirectorySize?, .invalidCentralDirectoryEntryCount?:
            return member.map { "the entry of \($0) is damaged" } ?? "the directory is damaged"
        default:
            return member.map { "\($0) can't be inflated: it is damaged, or encrypted (Tend reads no encrypted archives)" }
                ?? "it can't be read as a ZIP archive"
        }
    }
}
