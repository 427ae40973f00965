import Foundation
import Synchronization
import TendConsole
import TendEngine
import TendKernel
import TendSync

/// The autosync device setting at work for one `tend` run: every store a command opens is checked
/// (one `stat` when sync is not set up); when sync is set up and autosync is on, the store pulls as it
/// opens if the folder changed (a listing, compared with the version vector), and after the command
/// the run pushes whatever it wrote. Failures are warnings: the command's own work stands.
public final class Autosync: Sendable {
    /// Creates one for a run.
    public init() {}

    private struct Opened: Sendable {
        let path: String
        let store: any Store
        let clock: any Clock
    }

    private let enabled = Mutex(false)
    private let opened = Mutex<[Opened]>([])

    /// Turns autosync on or off for the stores opened from now on (off for the sync commands).
    public func enable(_ on: Bool) { enabled.withLock { $0 = on } }

    /// `open`, with the autosync pull added.
    public func wrap(_ open: @escaping @Sendable (String, any Clock, any IDGenerator) throws -> any Store)
        -> @Sendable (String, any Clock, any IDGenerator) throws -> any Store {
        { [self] path, clock, ids in
            let store = try open(path, clock, ids)
            didOpen(Opened(path: path, store: store, clock: clock))
            return store
        }
    }

    private func didOpen(_ o: Opened) {
        guard enabled.withLock({ $0 }), let invocation = Invocation.currentOrNil,
              let setup = try? SyncSetup(storePath: o.path, invocation: invocation), setup.files.isSetUp,
              SyncSetup.autosyncOn(o.store) else { return }
        opened.withLock { $0.append(o) }
        attempt(invocation) {
            let report = try setup.withEngine(store: o.store, clock: o.clock, timeout: SyncSetup.autosyncTimeout) { engine in
                try engine.needsPull() ? try engine.pull() : nil
            }
            guard let report else { return }
            let place = SyncOutput.place(try setup.files.loadState().relay ?? "")
            for line in SyncOutput.warningLines(report, place: place) { invocation.io.write(line + "\n", to: .err) }
        }
    }

    /// After the command: pushes what it wrote to each autosynced store.
    public func finish() {
        guard let invocation = Invocation.currentOrNil else { return }
        for o in opened.withLock({ $0 }) {
            attempt(invocation) {
                let setup = try SyncSetup(storePath: o.path, invocation: invocation)
                let state = try setup.files.loadState()
                let unsent = try o.store.replicated().changes(ChangeQuery(device: o.store.device, after: state.lastPushed, newestFirst: false, limit: 1))
                guard !unsent.isEmpty else { return }
                try setup.withEngine(store: o.store, clock: o.clock, timeout: SyncSetup.autosyncTimeout) { _ = try $0.push() }
            }
        }
    }

    private func attempt(_ invocation: Invocation, _ body: () throws -> Void) {
        do { try body() } catch {
            let message = (error as? TendError)?.message ?? (error as? SyncError)?.tendError.message ?? "\(error)"
            invocation.io.write("tend: " + tr("sync.warning.autosync", ["message": message]) + "\n", to: .err)
        }
    }
}
