import Foundation
import TendConsole
import TendEngine
import TendKernel

/// Runs an import: opens the source, checks its format, reads it whole (every row is checked before
/// anything is written), then writes it in one transaction — or, for a dry run, only works out what it
/// would write. A Tend export with its history (`--history`) is refused on a store set up for sync:
/// sync sends only this device's own changes, so another store's, applied under its device ids, would
/// never reach the other devices.
public enum Importer {
    /// Imports `path` (shown in messages as `shown`) into `store`. `format` is what the user named, or
    /// `nil` to detect it from the file.
    public static func run(path: String, shown: String, format: ImportFormat?, options: ImportOptions, dryRun: Bool,
                           store: any Store, registry: Registry) throws -> ImportReport {
        try run(path: path, shown: shown, format: format, options: options, dryRun: dryRun, store: store,
                registry: registry, progress: ProgressBar(io: .capturing(), enabled: false, unicode: true, label: ""))
    }

    static func run(path: String, shown: String, format: ImportFormat?, options: ImportOptions, dryRun: Bool,
                    store: any Store, registry: Registry, progress: ProgressBar) throws -> ImportReport {
        defer { progress.finish() }
        let input = try ImportInput.open(path, shown: shown, open: options.openDatabase)
        let chosen = try resolve(format, input)
        try check(options, for: chosen)
        let batch = try read(chosen, input, options, shown: shown, progress: progress)
        Concurrent.discard(consume input)
        if batch.changes != nil && options.storeSyncs {
            throw TendError(key: "import.error.history-synced", ["file": shown], status: .invalidInput)
        }
        progress.update(1)
        var report = ImportReport(format: chosen, file: shown, dryRun: dryRun, read: batch.units,
                                  appliesHistory: batch.changes != nil, counts: ImportCounts(), notes: batch.notes)
        if let changes = batch.changes {
            try ImportChecks.history(changes, lines: batch.changeLines, file: shown, registry: registry, today: options.today)
            report.counts.skipped = batch.skipped
            if dryRun {
                for c in changes {
                    if try store.replicated().change(id: c.id) != nil {
                        report.counts.knownChanges += 1
                    } else {
                        report.counts.changes += 1
                        report.counts.ops += c.ops.count
                    }
                }
            } else {
                let applied = try store.replicated().apply(changes, now: options.now)
                report.counts.changes = applied.applied
                report.counts.ops = applied.ops
                report.counts.knownChanges = applied.skipped
            }
            return report
        }
        if dryRun {
            report.counts = try ImportPlan(batch, reader: store, registry: registry, now: options.now, today: options.today).counts
            return report
        }
        var counts = ImportCounts()
        let detail = (shown as NSString).lastPathComponent
        let change = try store.write(ChangeIntent(action: "import." + chosen.rawValue, detail: detail, source: "import")) { reader in
            let plan = try ImportPlan(batch, reader: reader, registry: registry, now: options.now, today: options.today)
            counts = plan.counts
            return plan.mutations
        }
        // The rows read and the change written (every op) are freed beside what follows.
        Concurrent.discard((consume batch, change))
        report.counts = counts
        return report
    }

    /// The batch the format's reader makes of the input.
    private static func read(_ format: ImportFormat, _ input: ImportInput, _ options: ImportOptions, shown: String,
                             progress: ProgressBar) throws -> ImportBatch {
        var batch: ImportBatch
        switch format {
        case .tend: batch = try TendExportReader.read(input, progress: progress)
        case .daylio: batch = try DaylioReader.read(input, options, progress: progress)
        case .loop: batch = try LoopReader.read(input, options, progress: progress)
        case .jrnl: batch = try JrnlReader.read(input, options, progress: progress)
        case .dayone: batch = try DayOneReader.read(input, options, progress: progress)
        }
        if batch.file.isEmpty { batch.file = shown }
        return batch
    }

    /// The format to read: the one named — it wins wherever its reader can take the file (a jrnl export
    /// of a Day One journal named `jrnl`) — refusing a file that is clearly another format, or the one
    /// detected.
    private static func resolve(_ named: ImportFormat?, _ input: ImportInput) throws -> ImportFormat {
        if let named {
            if input.plausible.contains(named) { return named }
            if case .format(let detected) = input.kind, detected != named {
                throw TendError(key: "import.error.wrong-format.suggest", [
                    "file": input.shown, "detected": detected.described, "expected": named.described,
                    "format": detected.rawValue,
                ])
            }
            return named
        }
        guard case .format(let detected) = input.kind else {
            if let refusal = input.refusal { throw refusal }
            throw TendError(key: "import.error.unknown-format", ["file": input.shown, "detected": input.kind.described])
        }
        return detected
    }

    /// Refuses options that don't apply to the format.
    private static func check(_ options: ImportOptions, for format: ImportFormat) throws {
        if format != .daylio {
            if !options.map.isEmpty { throw TendError(key: "import.error.option", ["option": "--map", "format": ImportFormat.daylio.title]) }
            if options.activitiesAsHabits {
                throw TendError(key: "import.error.option", ["option": "--activities-as-habits", "format": ImportFormat.daylio.title])
            }
        }
        if options.into != nil, format != .jrnl, format != .dayone {
            throw TendError(key: "import.error.option.journals", ["option": "--into"])
        }
    }
}
