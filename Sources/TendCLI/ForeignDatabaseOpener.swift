import TendConsole
import TendKernel
import TendStore

/// Wires the console's ``ForeignDatabase`` to TendStore's read-only ``ForeignSQLiteFile``: the
/// importers read another app's SQLite file without linking the SQLite layer themselves.
enum ForeignDatabaseOpener {
    /// Opens `path` read-only.
    @Sendable static func open(_ path: String) throws -> any ForeignDatabase {
        Opened(try mapped { try ForeignSQLiteFile(path: path) })
    }

    /// Runs `body`, its store errors as ``ForeignDatabaseError``s.
    static func mapped<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let e as StoreError {
            switch e {
            case .notFound: throw ForeignDatabaseError(reason: "no such file")
            case .notTendDatabase: throw ForeignDatabaseError(reason: "it is not a SQLite database")
            case .cannotOpen(_, let r), .damaged(_, let r), .failed(_, let r), .cannotCreate(_, let r):
                throw ForeignDatabaseError(reason: r)
            case .busy: throw ForeignDatabaseError(reason: "another program holds it locked")
            case .readOnly, .diskFull, .moved, .schemaTooNew: throw ForeignDatabaseError(reason: e.description)
            }
        }
    }

    private final class Opened: ForeignDatabase, Sendable {
        let file: ForeignSQLiteFile
        init(_ file: ForeignSQLiteFile) { self.file = file }
        func tables() throws -> [String] { try mapped { try file.tables() } }
        func columns(of table: String) throws -> [String] { try mapped { try file.columns(of: table) } }
        func userVersion() throws -> Int { try mapped { try file.userVersion() } }
        func rows(_ sql: String) throws -> [[FieldValue]] { try mapped { try file.rows(sql) } }
    }
}
