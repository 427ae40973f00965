import GRDB

/// The database schema and its frozen migrations. A migration, once released, is never edited:
/// changes go in a new one (`v2`, …) and ``version`` goes up.
enum Schema {
    /// `PRAGMA application_id` of a Tend database: "TEND" in ASCII.
    static let applicationID: Int32 = 0x5445_4E44
    /// The schema version this build writes (also `PRAGMA user_version`).
    static let version = 3

    /// The migrations, in order: identifier and SQL.
    static let migrations: [(id: String, sql: String)] = [("v1", v1), ("v2", v2), ("v3", v3)]

    /// The migrations, in order.
    static var migrator: DatabaseMigrator {
        var m = DatabaseMigrator()
        for migration in migrations { m.registerMigration(migration.id) { db in try db.execute(sql: migration.sql) } }
        return m
    }

    /// Whether the file holds a migration this build doesn't know (a later Tend's): what GRDB's
    /// `DatabaseMigrator.hasBeenSuperseded` answers, read here with one plain statement — GRDB's generic
    /// `fetchSet` made the runtime look up a conformance on every start (0.7 M instructions,
    /// docs/benchmarks.md). No migrations table yet: nothing unknown.
    static func hasUnknownMigrations(_ db: Database) throws -> Bool {
        let statement: SQLStatement
        do {
            statement = try SQLStatement(db, "SELECT identifier FROM grdb_migrations")
        } catch {
            if try !db.tableExists("grdb_migrations") { return false }
            throw error
        }
        var unknown = false
        try statement.forEachRow {
            if let id = statement.text(0), !migrations.contains(where: { $0.id == id }) { unknown = true }
        }
        return unknown
    }

    /// Version 1. Frozen.
    ///
    /// - `meta`: the device id and the latest clock reading (`device`, `clock`).
    /// - `changes`, `ops`: the op log; an op's `fields` is canonical JSON, `supersedes` comma-separated ids.
    ///   A change's ops are found by id range (`first_op` … `last_op`) and `change`, in `seq` order.
    /// - `supersessions`: superseded op → superseding op, for ops that arrive late.
    /// - `entries`, `items`, `settings`: materialised records; `state` is the record's merge state
    ///   as the head ops of each field (see `StoredHeads`). The other columns are NULL when the state does not yet
    ///   describe a whole record (a remote edit arriving before the creation).
    static let v1 = """
        CREATE TABLE meta (
            key TEXT PRIMARY KEY NOT NULL,
            value TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE changes (
            id TEXT PRIMARY KEY NOT NULL,
            first_op TEXT NOT NULL,
            last_op TEXT NOT NULL,
            device TEXT NOT NULL,
            action TEXT NOT NULL,
            detail TEXT NOT NULL,
            source TEXT NOT NULL,
            undoes TEXT
        ) WITHOUT ROWID;
        CREATE INDEX changes_by_device ON changes(device, id);
        CREATE TABLE ops (
            id TEXT PRIMARY KEY NOT NULL,
            change TEXT NOT NULL,
            seq INTEGER NOT NULL,
            entity TEXT NOT NULL,
            key TEXT NOT NULL,
            fields TEXT NOT NULL,
            supersedes TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE supersessions (
            superseded TEXT NOT NULL,
            superseder TEXT NOT NULL,
            PRIMARY KEY (superseded, superseder)
        ) WITHOUT ROWID;
        CREATE TABLE entries (
            id TEXT PRIMARY KEY NOT NULL,
            state TEXT NOT NULL,
            tracker TEXT,
            subject TEXT,
            day INTEGER,
            value TEXT,
            note TEXT,
            tags TEXT,
            position TEXT,
            source TEXT,
            created REAL,
            updated REAL,
            deleted INTEGER,
            conflicts TEXT
        );
        CREATE INDEX entries_by_tracker_day ON entries(tracker, day);
        CREATE INDEX entries_by_tracker_subject_day ON entries(tracker, subject, day);
        CREATE TABLE items (
            id TEXT PRIMARY KEY NOT NULL,
            state TEXT NOT NULL,
            tracker TEXT,
            type TEXT,
            fields TEXT,
            position TEXT,
            archived INTEGER,
            deleted INTEGER,
            created REAL,
            updated REAL
        );
        CREATE INDEX items_by_tracker ON items(tracker, type);
        CREATE TABLE settings (
            entity TEXT NOT NULL,
            key TEXT NOT NULL,
            state TEXT NOT NULL,
            value TEXT,
            PRIMARY KEY (entity, key)
        ) WITHOUT ROWID;
        PRAGMA application_id = \(applicationID);
        PRAGMA user_version = 1;
        """

    /// Version 2. Frozen.
    ///
    /// Entry indexes a long history is read from without visiting the rows (which lie in write order,
    /// every tracker's interleaved, so reading one habit's years touched nearly every page of the table):
    /// - `entries_by_tracker_day_deleted`: per-day counts of live entries (`dayCounts`) from the index alone;
    /// - `entries_history` (tracker, subject, day, deleted, value): a tracker's or a subject's live values
    ///   per day (`dayValues`: streaks, strength, the today view, `habit show`, `compare`) from the index alone.
    /// They replace the v1 indexes, whose leading columns they keep.
    static let v2 = """
        DROP INDEX entries_by_tracker_day;
        DROP INDEX entries_by_tracker_subject_day;
        CREATE INDEX entries_by_tracker_day_deleted ON entries(tracker, day, deleted);
        CREATE INDEX entries_history ON entries(tracker, subject, day, deleted, value);
        PRAGMA user_version = 2;
        """

    /// Version 3. Frozen.
    ///
    /// `checkpoints`: derived, local state of whole-history folds (``FigureCheckpoint``), one per target
    /// and kind; `day` is the last day the fold covers (`YYYY-MM-DD`). Not records: never logged or synced,
    /// and dropped by the write path when what they cover may have changed.
    ///
    /// `items_by_arc`: items by their `arc` field (a ritual arc's habits), so that ``ItemQuery/field`` on
    /// `arc` — the today view's and the rituals' histories' habits of only the arcs they need — finds them
    /// without reading every habit of years of arcs. `items_by_type`: items of a type whatever their
    /// tracker (the custom trackers' definitions, read at every start), without reading every item.
    static let v3 = """
        CREATE TABLE checkpoints (
            tracker TEXT NOT NULL,
            target TEXT NOT NULL,
            kind TEXT NOT NULL,
            params TEXT NOT NULL,
            day TEXT NOT NULL,
            state TEXT NOT NULL,
            PRIMARY KEY (tracker, target, kind)
        ) WITHOUT ROWID;
        CREATE INDEX items_by_arc ON items(tracker, type, json_extract(fields, '$.arc'));
        CREATE INDEX items_by_type ON items(type);
        PRAGMA user_version = 3;
        """
}
