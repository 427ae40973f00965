import Foundation
import TendConsole

/// What an import reads: one file, an unpacked export folder, or a ZIP archive — files found by their
/// path relative to the folder or archive root.
enum ImportSource {
    /// A plain file (its bytes are read when needed).
    case file(path: String)
    /// A folder.
    case folder(path: String)
    /// A ZIP archive.
    case zip(path: String, ZipArchive)

    /// Opens what `path` names. Refuses a path that doesn't exist or can't be read (exit 66) and a
    /// damaged archive (exit 65). `shown` is the path as the user typed it, for messages.
    static func open(_ path: String, shown: String) throws -> ImportSource {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw TendError(key: "import.error.missing", ["file": shown], status: .notFound)
        }
        if isFolder.boolValue {
            guard FileManager.default.isReadableFile(atPath: path),
                  (try? FileManager.default.contentsOfDirectory(atPath: path)) != nil else {
                throw TendError(key: "import.error.unreadable", ["file": shown], status: .notFound)
            }
            return .folder(path: path)
        }
        guard let h = FileHandle(forReadingAtPath: path) else {
            throw TendError(key: "import.error.unreadable", ["file": shown], status: .notFound)
        }
        let prefix = [UInt8]((try? h.read(upToCount: 4)) ?? Data())
        try? h.close()
        if ZipArchive.looksLikeZip(prefix) {
            do { return .zip(path: path, try ZipArchive(path: path)) } catch {
                throw TendError(key: "import.error.zip-damaged", ["file": shown, "reason": error.reason])
            }
        }
        return .file(path: path)
    }

    /// The whole content of a plain file.
    static func bytes(of path: String, shown: String) throws -> [UInt8] {
        guard let d = FileManager.default.contents(atPath: path) else {
            throw TendError(key: "import.error.unreadable", ["file": shown], status: .notFound)
        }
        return [UInt8](d)
    }

    /// Every file inside a folder or archive, as `/`-separated paths relative to its root (none for a
    /// plain file), sorted.
    var paths: [String] {
        switch self {
        case .file: return []
        case .folder(let root):
            guard let e = FileManager.default.enumerator(atPath: root) else { return [] }
            var out: [String] = []
            while let p = e.nextObject() as? String {
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: root + "/" + p, isDirectory: &isFolder), !isFolder.boolValue {
                    out.append(p)
                }
            }
            return out.sorted()
        case .zip(_, let z):
            return z.members.filter { !$0.isFolder }.map(\.name).sorted()
        }
    }

    /// The bytes of a file inside the folder or archive. `shown` names the source in messages.
    func read(_ inner: String, shown: String) throws -> [UInt8] {
        switch self {
        case .file(let path): return try ImportSource.bytes(of: path, shown: shown)
        case .folder(let root): return try ImportSource.bytes(of: root + "/" + inner, shown: shown + "/" + inner)
        case .zip(_, let z):
            guard let m = z.members.first(where: { $0.name == inner }) else {
                throw TendError(key: "import.error.missing", ["file": shown + ":" + inner], status: .notFound)
            }
            do { return try z.read(m) } catch {
                throw TendError(key: "import.error.zip-damaged", ["file": shown, "reason": error.reason])
            }
        }
    }

    /// Whether it is a ZIP archive.
    var isArchive: Bool {
        if case .zip = self { return true }
        return false
    }

    /// How a file inside the source is named in messages: `export.zip:001 Run/Checkmarks.csv`, or
    /// `folder/001 Run/Checkmarks.csv`.
    func label(_ inner: String, shown: String) -> String {
        switch self {
        case .file: return shown
        case .folder: return shown.hasSuffix("/") ? shown + inner : shown + "/" + inner
        case .zip: return shown + ":" + inner
        }
    }
}
