import Foundation
import TendConsole
import TendKernel
import TendStore

/// Opens the SQLite store for a command (public so test harnesses open stores exactly as `tend` does) and turns store failures into clear sentences.
public enum StoreOpener {
    /// Opens (creating) the store at `path`. The folder of the default location is created; any other
    /// path's folder must exist. `:memory:` is a new, empty store that no file holds (a dry run against a
    /// store not made yet).
    @Sendable public static func open(_ path: String, clock: any Clock, ids: any IDGenerator) throws -> any Store {
        if path == ":memory:" { return try SQLiteStore.inMemory(clock: clock, ids: ids) }
        let folder = (path as NSString).deletingLastPathComponent
        let isDefault = path.hasSuffix("/tend/tend.sqlite")
        if isDefault && !FileManager.default.fileExists(atPath: folder) {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw StoreError.cannotCreate(path: path, reason: (error as NSError).localizedDescription)
            }
        }
        return try SQLiteStore(path: path, clock: clock, ids: ids)
    }

    /// The user-facing error for a store failure, or `nil` if `error` is not one.
    public static func describe(_ error: any Error) -> TendError? {
        guard let e = error as? StoreError else { return nil }
        let path = e.path
        switch e {
        case .cannotCreate(_, let reason), .cannotOpen(_, let reason):
            return TendError(key: "store.error.cannot-create", ["path": path, "reason": reason], status: .cannotCreate)
        case .notFound:
            return TendError(key: "store.error.cannot-create", ["path": path, "reason": "no such file"], status: .cannotCreate)
        case .notTendDatabase:
            return TendError(key: "store.error.not-tend", ["path": path], status: .ioError)
        case .damaged(_, let reason):
            return TendError(key: "store.error.damaged", ["path": path, "detail": reason], status: .ioError)
        case .schemaTooNew(_, let found, _):
            return TendError(key: "store.error.newer", ["path": path, "found": String(found)], status: .ioError)
        case .readOnly:
            return TendError(key: "store.error.read-only", ["path": path], status: .cannotCreate)
        case .diskFull:
            return TendError(key: "store.error.disk-full", ["path": path], status: .ioError)
        case .moved:
            return TendError(key: "store.error.moved", ["path": path], status: .ioError)
        case .busy:
            return TendError(key: "store.error.busy", ["path": path], status: .tempFailure)
        case .failed(_, let reason):
            return TendError(key: "store.error.io", ["path": path, "detail": reason], status: .ioError)
        }
    }
}
