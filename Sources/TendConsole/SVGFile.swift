import Foundation

/// Writes a chart's SVG for `--svg FILE` (and other output files, like `tend remind ics --output`).
public enum SVGFile {
    /// Writes `text` to `path` (relative to the working directory), replacing any file there; a path that
    /// can't be written is refused with a clear error (exit 73) and nothing is created. `written` and
    /// `failed` are the catalog keys of the note and the error (`{path}`, `{reason}`).
    public static func write(_ text: String, to path: String, _ s: Session,
                      written: String = "svg.written", failed: String = "svg.error.write") throws {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: full, isDirectory: &isDir), isDir.boolValue {
            throw TendError(key: failed, ["path": Sanitize.forDisplay(path, limit: 200), "reason": tr("svg.error.directory")],
                            status: .cannotCreate)
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: full), options: .atomic)
        } catch {
            let folder = (full as NSString).deletingLastPathComponent
            let reason = FileManager.default.fileExists(atPath: folder) ? tr("svg.error.denied") : tr("svg.error.no-folder")
            throw TendError(key: failed, ["path": Sanitize.forDisplay(path, limit: 200), "reason": reason],
                            status: .cannotCreate)
        }
        s.note(tr(written, ["path": path]))
    }
}
