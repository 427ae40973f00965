import Foundation
import TendConsole
import TendKernel

/// Reading a definition file for `tend tracker add`, with clear errors.
public enum DefinitionFile {
    /// The largest file accepted, in bytes.
    public static let maxBytes = 65_536

    /// Reads, parses and checks the file at `path` (relative paths from the working directory).
    /// - Throws: ``TendError``: a missing file (exit 66), an unreadable one (74), text that isn't JSON,
    ///   or a definition with problems, each listed on its own line with its JSON path (65).
    public static func read(_ path: String, reserved: ReservedIDs) throws -> TrackerDefinition {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let shown = Sanitize.forDisplay(path, limit: 80)
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: full, isDirectory: &isDir), !isDir.boolValue else {
            throw TendError(key: "tracker.error.file-missing", ["path": shown], status: .notFound)
        }
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: full)) } catch {
            throw TendError(key: "tracker.error.file-unreadable", ["path": shown], status: .ioError)
        }
        guard data.count <= maxBytes else {
            throw TendError(key: "tracker.error.file-large", ["path": shown, "size": String(data.count), "max": String(maxBytes)])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw TendError(key: "tracker.error.file-encoding", ["path": shown])
        }
        let json: FieldValue
        do { json = try DefinitionParser.json(text) } catch let e as DefinitionJSONError {
            throw TendError(key: "tracker.error.json", ["path": shown, "reason": e.reason, "line": String(e.line),
                                                        "column": String(e.column)])
        }
        switch DefinitionParser.check(json, reserved: reserved) {
        case .success(let d): return d
        case .failure(let e):
            let head = tr("tracker.error.invalid", ["path": shown, "count": String(e.problems.count)])
            throw TendError(([head] + e.problems.map { "  " + $0.description }).joined(separator: "\n"))
        }
    }
}
