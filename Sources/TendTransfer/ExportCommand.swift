import ArgumentParser
import Foundation
import TendConsole
import TendKernel

/// `tend export [--format json|csv] [--tracker T] [--output PATH] [--history]`.
public struct ExportCommand: SessionCommand {
    /// The command's name and help.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "export", abstract: trHelp("export.abstract"), discussion: trHelp("export.discussion"))
    }

    /// `--store`, `--json`, …
    @OptionGroup public var common: CommonOptions

    @Option(name: .long, help: ArgumentHelp(tr("export.format.help"), valueName: "json|csv"))
    var format = "json"

    @Option(name: .long, help: ArgumentHelp(tr("export.tracker.help"), valueName: "tracker"))
    var tracker: String?

    @Option(name: .long, help: ArgumentHelp(tr("export.output.help"), valueName: "path"))
    var output: String?

    @Flag(name: .long, help: ArgumentHelp(tr("export.history.help")))
    var history = false

    /// Creates the command (ArgumentParser fills it).
    public init() {}

    /// The `--json` summary of an export written to a file.
    struct Summary: Encodable {
        let format: String
        let output: String
        let tracker: String?
        let items: Int?
        let entries: Int?
        let settings: Int?
        let changes: Int?
        let files: [File]?

        struct File: Encodable {
            let tracker: String
            let path: String
            let rows: Int
        }
    }

    /// Writes the export.
    public func checkInput() throws {
        let kind = format.lowercased()
        guard kind == "json" || kind == "csv" else {
            throw TendError(key: "export.error.format", ["input": Sanitize.forDisplay(format)])
        }
        if history && kind == "csv" { throw TendError(key: "export.error.history-csv", status: .usage) }
        if history && tracker != nil { throw TendError(key: "export.error.history-tracker", status: .usage) }
    }

    /// Writes the export; an export to standard output is the output itself, else what was written is shown.
    public func execute(_ s: Session) throws -> CommandOutput {
        if let tracker { try checkTracker(tracker, s) }
        return try format.lowercased() == "json" ? json(s) : csv(s)
    }

    private func checkTracker(_ id: String, _ s: Session) throws {
        var known = s.registry.ids
        let stored = try CSVExportWriter.trackers(s.store, known: known)
            + s.store.items(ItemQuery(includeArchived: true)).map(\.tracker)
        for t in stored where !known.contains(t) { known.append(t) }
        guard known.contains(id) else {
            throw TendError(key: "export.error.tracker", ["input": Sanitize.forDisplay(id), "trackers": known.joined(separator: ", ")],
                            status: .notFound)
        }
    }

    private func json(_ s: Session) throws -> CommandOutput {
        let (bytes, counts) = try TendExportWriter.json(s.store, tracker: tracker, history: history, now: s.now)
        guard let output else {
            s.invocation.io.write(String(decoding: bytes, as: UTF8.self), verbatim: true)
            return .none
        }
        try OutputFile.write(bytes, to: output)
        let summary = Summary(format: "json", output: output, tracker: tracker, items: counts.items, entries: counts.entries,
                              settings: counts.settings, changes: history ? counts.changes : nil, files: nil)
        return CommandOutput(json: summary) {
            func count(_ what: String, _ n: Int) -> String { trPlural("export.count.\(what)", n, ["n": String(n)]) }
            var what = [count("items", counts.items), count("entries", counts.entries), count("settings", counts.settings)]
            if history { what.append(count("changes", counts.changes)) }
            return [tr("export.done", ["what": ImportReport.list(what), "path": output])]
        }
    }

    private func csv(_ s: Session) throws -> CommandOutput {
        if let tracker, output == nil || output!.lowercased().hasSuffix(".csv") {
            let (bytes, rows) = try CSVExportWriter.csv(s.store, tracker: tracker)
            guard let output else {
                s.invocation.io.write(String(decoding: bytes, as: UTF8.self), verbatim: true)
                return .none
            }
            try OutputFile.write(bytes, to: output)
            return report(output, [Summary.File(tracker: tracker, path: output, rows: rows)])
        }
        guard let output else { throw TendError(key: "export.error.csv-output", status: .usage) }
        try OutputFile.folder(output)
        let trackers = try tracker.map { [$0] } ?? CSVExportWriter.trackers(s.store, known: s.registry.ids)
        var files: [Summary.File] = []
        for t in trackers {
            let (bytes, rows) = try CSVExportWriter.csv(s.store, tracker: t)
            let path = (output as NSString).appendingPathComponent(t + ".csv")
            try OutputFile.write(bytes, to: path)
            files.append(.init(tracker: t, path: path, rows: rows))
        }
        return report(output, files)
    }

    private func report(_ output: String, _ files: [Summary.File]) -> CommandOutput {
        let summary = Summary(format: "csv", output: output, tracker: tracker, items: nil, entries: nil, settings: nil,
                              changes: nil, files: files)
        return CommandOutput(json: summary) {
            if files.isEmpty { return [tr("export.csv.none", ["path": output])] }
            let rows = files.reduce(0) { $0 + $1.rows }
            return [tr("export.csv.done", ["files": ImportReport.list(files.map { ($0.path as NSString).lastPathComponent }),
                                           "rows": String(rows), "path": output])]
        }
    }
}

/// Writing export files: to a temporary name beside the target, then renamed into place, so a failed
/// export never leaves half a file. A path that can't be written exits 73.
enum OutputFile {
    /// Writes `bytes` to `path`.
    static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        do { try Data(bytes).write(to: url, options: .atomic) } catch {
            throw TendError(key: "export.error.output", ["path": path, "reason": reason(path)], status: .cannotCreate)
        }
    }

    /// Creates the folder `path` (and its parents) unless it exists.
    static func folder(_ path: String) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw TendError(key: "export.error.output", ["path": path, "reason": tr("export.error.not-folder")],
                                status: .cannotCreate)
            }
            return
        }
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw TendError(key: "export.error.output", ["path": path, "reason": reason(path)], status: .cannotCreate)
        }
    }

    /// Why `path` can't be written: its folder is missing, or is not a folder one may write in.
    private static func reason(_ path: String) -> String {
        let parent = (path as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) || !isFolder.boolValue {
            return tr("export.error.no-folder", ["folder": folder])
        }
        return tr("export.error.unwritable")
    }
}
