import Foundation
import TendConsole
import TendStore

/// SQLite's check of the store's file, in `tend doctor`'s report (`storage` in its JSON).
struct StorageReport: Encodable {
    /// `quick` (`PRAGMA quick_check`) or `integrity` (`PRAGMA integrity_check`, with `--thorough`).
    let check: String
    /// SQLite's findings; none for a sound file.
    let problems: [String]
    /// Whether the op log's tables pass the check on their own (the file can be rebuilt from them).
    let logIntact: Bool
    /// Records rebuilt by `--fix` into a new file, when it did.
    var rebuiltRecords: Int?
    /// Where `--fix` kept the damaged file.
    var damagedKeptAt: String?

    init(_ c: StorageCheck) {
        check = c.thorough ? "integrity" : "quick"
        problems = c.problems
        logIntact = c.logIntact
    }

    /// The report's lines for people.
    var lines: [String] {
        let name = tr(check == "quick" ? "doctor.check.quick" : "doctor.check.integrity")
        guard !problems.isEmpty else { return [tr("doctor.storage.ok", ["check": name])] }
        var out = [tr("doctor.storage.found", ["check": name])]
        out += problems.prefix(20).map { "  - " + Sanitize.forDisplay($0, limit: 200) }
        if problems.count > 20 { out.append("  " + tr("doctor.more", ["count": String(problems.count - 20)])) }
        return out
    }
}

extension DoctorCommand {
    /// Checks the store's file with SQLite before anything opens it (`nil` when there is no Tend store
    /// file there yet, or it isn't one: opening the store then says so). A damaged file is rebuilt from
    /// its op log with `--fix` when the log is intact; otherwise the report is printed and the command
    /// ends with what to do. Nothing is written without `--fix`.
    func checkedStorage(_ path: String) throws -> StorageReport? {
        guard path != ":memory:", FileManager.default.fileExists(atPath: path), SQLiteStore.isTendDatabase(at: path),
              let check = try? SQLiteStore.checkStorage(at: path, thorough: thorough) else { return nil }
        var report = StorageReport(check)
        guard !check.isSound else { return report }
        let kept = path + ".damaged"
        guard fix && check.logIntact else {
            let invocation = Invocation.current
            if common.output.json {
                invocation.io.write(try JSONOutput.text(Report(store: path, storage: report, schemaVersion: nil, ops: nil, changes: nil,
                                                               problems: [], fixed: false, rebuiltRecords: nil)))
            } else {
                for line in [tr("doctor.store", ["path": path])] + report.lines { invocation.io.write(line + "\n") }
            }
            let key = !check.logIntact ? (fix ? "doctor.storage.cannot-fix" : "doctor.storage.log-damaged") : "doctor.storage.damaged"
            throw TendError(key: key, ["kept": kept], status: .ioError)
        }
        let rebuilt = try SQLiteStore.rebuildStorage(at: path, keepingDamagedAt: kept)
        report = StorageReport(try SQLiteStore.checkStorage(at: path, thorough: thorough))
        report.rebuiltRecords = rebuilt
        report.damagedKeptAt = kept
        return report
    }
}
