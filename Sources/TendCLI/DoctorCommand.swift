import ArgumentParser
import TendConsole
import TendEngine
import TendKernel
import TendStore

/// `tend doctor [--fix]`: checks that the store's schema is current and that the materialised records
/// agree with the op log (and each tracker's own rules); `--fix` rebuilds them from the log and applies
/// the trackers' repairs.
struct DoctorCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "doctor", abstract: tr("doctor.abstract"), discussion: tr("doctor.discussion"))
    }

    @OptionGroup var common: CommonOptions

    @Flag(name: .long, help: ArgumentHelp(tr("doctor.fix.help")))
    var fix = false

    struct Report: Encodable {
        let store: String
        let schemaVersion: Int?
        let ops: Int
        let changes: Int
        var problems: [String]
        var fixed: Bool
        var rebuiltRecords: Int?
        var healthy: Bool { problems.isEmpty }

        enum CodingKeys: String, CodingKey { case store, schemaVersion, ops, changes, problems, fixed, rebuiltRecords, healthy }
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(store, forKey: .store)
            try c.encodeIfPresent(schemaVersion, forKey: .schemaVersion)
            try c.encode(ops, forKey: .ops)
            try c.encode(changes, forKey: .changes)
            try c.encode(problems, forKey: .problems)
            try c.encode(fixed, forKey: .fixed)
            try c.encodeIfPresent(rebuiltRecords, forKey: .rebuiltRecords)
            try c.encode(healthy, forKey: .healthy)
        }
    }

    func run() throws {
        let s: Session
        do { s = try Session(common) } catch StoreError.damaged(let path, let reason) {
            throw TendError(key: "doctor.damaged", ["path": path, "detail": reason], status: .ioError)
        }
        var report = try examine(s)
        if fix && !report.problems.isEmpty {
            let rebuilt = try s.log().rebuild()
            var repairs: [Mutation] = []
            for t in s.registry.trackers { repairs += try t.repairs(s.context) }
            if !repairs.isEmpty {
                try s.store.write(ChangeIntent(action: "doctor.fix", detail: String(repairs.count), source: "doctor")) { _ in repairs }
            }
            let before = report.problems
            report = try examine(s)
            report.fixed = true
            report.rebuiltRecords = rebuilt
            if report.problems.isEmpty && !s.wantsJSON {
                s.print(tr("doctor.fixed", ["count": String(before.count)]))
            }
        }
        if s.wantsJSON { try s.printJSON(report) } else { s.print(lines: render(report)) }
        if !report.healthy {
            throw TendError(key: "doctor.problems", ["count": String(report.problems.count)], status: .failure)
        }
    }

    private func examine(_ s: Session) throws -> Report {
        let counts = try s.log().logCounts()
        var problems: [String] = []
        let version = try (s.store as? SQLiteStore)?.storedSchemaVersion()
        if let version, version != SQLiteStore.schemaVersion {
            problems.append(tr("doctor.schema.old", ["found": String(version), "expected": String(SQLiteStore.schemaVersion)]))
        }
        problems += try s.log().verify().map(\.description)
        for t in s.registry.trackers { problems += try t.checkHealth(s.context).map { t.descriptor.name + ": " + $0 } }
        return Report(store: s.storePath, schemaVersion: version, ops: counts.ops, changes: counts.changes,
                      problems: problems, fixed: false, rebuiltRecords: nil)
    }

    private func render(_ r: Report) -> [String] {
        var out = [tr("doctor.store", ["path": r.store])]
        if let v = r.schemaVersion { out.append(tr("doctor.schema", ["version": String(v)])) }
        out.append(tr("doctor.log", ["ops": String(r.ops), "changes": String(r.changes)]))
        if r.problems.isEmpty {
            out.append(tr("doctor.clean"))
        } else {
            out.append(tr("doctor.found", ["count": String(r.problems.count)]))
            out += r.problems.prefix(50).map { "  - " + $0 }
            if r.problems.count > 50 { out.append("  " + tr("doctor.more", ["count": String(r.problems.count - 50)])) }
            if !r.fixed { out.append(tr("doctor.hint-fix")) }
        }
        return out
    }
}
