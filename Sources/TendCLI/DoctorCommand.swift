import ArgumentParser
import TendConsole
import TendEngine
import TendKernel
import TendStore

/// `tend doctor [--fix] [--thorough]`: checks the store's file with SQLite (`quick_check`, or the full
/// `integrity_check` with `--thorough`), that the store's schema is current, and that the materialised
/// records agree with the op log (and each tracker's own rules). `--fix` rebuilds a damaged file from its
/// op log when the log is intact (``SQLiteStore/rebuildStorage(at:keepingDamagedAt:)``), rebuilds the
/// records from the log and applies the trackers' repairs; what it can't repair it says, once.
struct DoctorCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "doctor", abstract: trHelp("doctor.abstract"), discussion: trHelp("doctor.discussion"))
    }

    @OptionGroup var common: CommonOptions

    @Flag(name: .long, help: ArgumentHelp(tr("doctor.fix.help")))
    var fix = false

    @Flag(name: .long, help: ArgumentHelp(tr("doctor.thorough.help")))
    var thorough = false

    struct Report: Encodable {
        let store: String
        var storage: StorageReport?
        let schemaVersion: Int?
        let ops: Int?
        let changes: Int?
        var problems: [String]
        var fixed: Bool
        var rebuiltRecords: Int?
        var healthy: Bool { problems.isEmpty && storage?.problems.isEmpty != false }

        enum CodingKeys: String, CodingKey { case store, storage, schemaVersion, ops, changes, problems, fixed, rebuiltRecords, healthy }
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(store, forKey: .store)
            try c.encodeIfPresent(storage, forKey: .storage)
            try c.encodeIfPresent(schemaVersion, forKey: .schemaVersion)
            try c.encodeIfPresent(ops, forKey: .ops)
            try c.encodeIfPresent(changes, forKey: .changes)
            try c.encode(problems, forKey: .problems)
            try c.encode(fixed, forKey: .fixed)
            try c.encodeIfPresent(rebuiltRecords, forKey: .rebuiltRecords)
            try c.encode(healthy, forKey: .healthy)
        }
    }

    func run() throws {
        let storePath = Session.resolveStorePath(common.storeOptions.store, invocation: .current)
        let storage = try checkedStorage(storePath)
        let s: Session
        do { s = try Session(common) } catch StoreError.damaged(let path, let reason) {
            throw TendError(key: "doctor.damaged", ["path": path, "detail": reason], status: .ioError)
        }
        if let rebuilt = storage?.rebuiltRecords, !s.wantsJSON {
            s.print(tr("doctor.storage.rebuilt", ["count": String(rebuilt), "kept": storage?.damagedKeptAt ?? ""]))
        }
        var report = try examine(s)
        report.storage = storage
        if fix && !report.problems.isEmpty {
            let rebuilt = try s.store.replicated().rebuild()
            var repairs: [Mutation] = []
            for t in s.registry.trackers { repairs += try t.repairs(s.context) }
            if !repairs.isEmpty {
                try s.store.write(ChangeIntent(action: "doctor.fix", detail: String(repairs.count), source: "doctor")) { _ in repairs }
            }
            let before = report.problems
            report = try examine(s)
            report.storage = storage
            report.fixed = true
            report.rebuiltRecords = rebuilt
            if report.problems.isEmpty && !s.wantsJSON {
                s.print(tr("doctor.fixed", ["count": String(before.count)]))
            }
        }
        // Doctor keeps its own run: its storage check comes before the store is opened. The report is shown
        // as the kit shows any output, and an unhealthy store's error follows it.
        let final = report
        try s.show(CommandOutput(json: final) { render(final) }.then {
            guard !final.healthy else { return }
            let triedFixing = final.fixed || storage?.rebuiltRecords != nil
            throw TendError(key: triedFixing ? "doctor.unfixed" : "doctor.problems", ["count": String(final.problems.count)],
                            status: .failure)
        })
    }

    private func examine(_ s: Session) throws -> Report {
        let counts = try s.store.replicated().logCounts()
        var problems: [String] = []
        let version = try (s.store as? SQLiteStore)?.storedSchemaVersion()
        if let version, version != SQLiteStore.schemaVersion {
            problems.append(tr("doctor.schema.old", ["found": String(version), "expected": String(SQLiteStore.schemaVersion)]))
        }
        problems += try s.store.replicated().verify().map(\.description)
        for t in s.registry.trackers { problems += try t.checkHealth(s.context).map { t.descriptor.name + ": " + $0 } }
        let defined = try s.invocation.platform.storedTrackers(s.store).map(\.descriptor)
        problems += TrackerCollisions.check(defined: defined, builtIn: s.invocation.registry.ids)
        return Report(store: s.storePath, schemaVersion: version, ops: counts.ops, changes: counts.changes,
                      problems: problems, fixed: false, rebuiltRecords: nil)
    }

    private func render(_ r: Report) -> [String] {
        var out = [tr("doctor.store", ["path": r.store])]
        if let storage = r.storage { out += storage.lines }
        if let v = r.schemaVersion { out.append(tr("doctor.schema", ["version": String(v)])) }
        if let ops = r.ops, let changes = r.changes { out.append(tr("doctor.log", ["ops": String(ops), "changes": String(changes)])) }
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
