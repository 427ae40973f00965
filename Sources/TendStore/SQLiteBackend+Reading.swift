import GRDB
import TendKernel

extension SQLiteBackend {
    func entries(_ query: EntryQuery) throws -> [Entry] {
        if let limit = query.limit, limit <= 0 { return [] }
        let (sql, args) = Self.entriesSQL(query)
        let s = try SQLStatement(db, sql)
        s.bind(args)
        var out: [Entry] = []
        try s.forEachRow { out.append(try EntryColumns.read(s)) }
        return out
    }

    /// The statement reading an entry query's rows, and its arguments.
    static func entriesSQL(_ query: EntryQuery) -> (String, [SQLiteValue]) {
        var (sql, args) = entryFilter(query, includeDeleted: query.includeDeleted)
        sql = EntryColumns.select + indexHint(query) + sql
        sql += query.newestFirst ? " ORDER BY day DESC, position DESC, id DESC" : " ORDER BY day, position, id"
        // Always a LIMIT (-1: none, to SQLite), so that queries with and without one share a statement.
        sql += " LIMIT ?"
        args.append(.int(query.limit.map(Int64.init) ?? -1))
        return (sql, args)
    }

    func entry(id: String) throws -> Entry? {
        let s = try SQLStatement(db, EntryColumns.select + " WHERE id = ? AND tracker IS NOT NULL")
        s.bind(1, id)
        var out: Entry?
        try s.firstRow { out = try EntryColumns.read(s) }
        return out
    }

    func dayCounts(_ query: EntryQuery) throws -> [Day: Int] {
        let (sql, args) = Self.dayCountsSQL(query)
        let s = try SQLStatement(db, sql)
        s.bind(args)
        var out: [Day: Int] = [:]
        try s.forEachRow { out[Day(ordinal: Int(s.int(0)))] = Int(s.int(1)) }
        return out
    }

    /// The statement counting a query's live entries per day (answered from an index alone), and its arguments.
    static func dayCountsSQL(_ query: EntryQuery) -> (String, [SQLiteValue]) {
        let (filter, args) = entryFilter(query, includeDeleted: false)
        return ("SELECT day, COUNT(*) FROM entries" + indexHint(query) + filter + " GROUP BY day", args)
    }

    func dayValues(_ query: EntryQuery) throws -> [DayValue] {
        var out: [DayValue] = []
        var subject: String?
        try forEachDayValueRow(query) { s in
            guard let value = try s.entryValue(2) else { throw CorruptData("incomplete entry row") }
            // Rows come subject by subject (the index order): one string per subject, not one per row.
            if !s.textEquals(0, subject) { subject = s.text(0) }
            out.append(DayValue(day: Day(ordinal: Int(s.int(1))), subject: subject, value: value))
        }
        return out
    }

    func textDays(_ query: EntryQuery, where matches: (UnsafeBufferPointer<UInt8>) -> Bool) throws -> [Day] {
        var out: [Day] = []
        try forEachDayValueRow(query) { s in
            let hit: Bool
            if let raw = s.rawText(2), let plain = EntryValue.plainText(jsonUTF8: raw) {
                hit = matches(plain)
            } else {
                guard let value = try s.entryValue(2) else { throw CorruptData("incomplete entry row") }
                if var text = value.text { hit = text.withUTF8(matches) } else { hit = false }
            }
            if hit { out.append(Day(ordinal: Int(s.int(1)))) }
        }
        return out
    }

    func noteDays(_ query: EntryQuery, where matches: (UnsafeBufferPointer<UInt8>) -> Bool) throws -> [Day] {
        let (filter, args) = Self.entryFilter(query, includeDeleted: false)
        let s = try SQLStatement(db, "SELECT day, note FROM entries" + filter + " AND note IS NOT NULL")
        s.bind(args)
        var out: [Day] = []
        try s.forEachRow {
            if let note = s.rawText(1), matches(note) { out.append(Day(ordinal: Int(s.int(0)))) }
        }
        return out
    }

    /// Runs `body` on each row of ``dayValuesSQL(_:)`` (columns: subject, day, value).
    private func forEachDayValueRow(_ query: EntryQuery, _ body: (SQLStatement) throws -> Void) throws {
        let (sql, args) = Self.dayValuesSQL(query)
        let s = try SQLStatement(db, sql)
        s.bind(args)
        try s.forEachRow { try body(s) }
    }

    /// The statement reading a query's live day values from the `entries_history` index alone (its
    /// rows, spread over the whole table, are never visited), and its arguments.
    static func dayValuesSQL(_ query: EntryQuery) -> (String, [SQLiteValue]) {
        let (filter, args) = entryFilter(query, includeDeleted: false)
        return ("SELECT subject, day, value FROM entries" + dayValuesIndex(query) + filter, args)
    }

    /// The longest range of days a read of any subject takes through the `(tracker, day)` index.
    static let shortRange = 366

    /// Which index a read of day values uses. `entries_history` (tracker, subject, day, deleted, value)
    /// holds every column read, so a subject's days and a whole history come from the index alone; but a
    /// read of any subject over a few days would walk every entry of the tracker in it to find the days:
    /// a range of up to ``shortRange`` days seeks them in `entries_by_tracker_day_deleted` and looks each
    /// row up instead (the today view's mood highlight, 44 of 3,653 days: 5.2 M → 3.1 M instructions in
    /// `sqlite3`; the whole history the other way round, 12.4 M against 19.1 M).
    static func dayValuesIndex(_ q: EntryQuery) -> String {
        guard q.tracker != nil else { return "" }
        if case .any = q.subject, let days = q.days, days.count <= shortRange {
            return " INDEXED BY entries_by_tracker_day_deleted"
        }
        return " INDEXED BY entries_history"
    }

    /// Which index a query of several subjects must use. Left to itself, SQLite walks every entry of the
    /// tracker in the day range (the `(tracker, day)` index) and drops the other subjects' rows one by one
    /// — a stack's three habits read all eight habits' check-ins.
    static func indexHint(_ q: EntryQuery) -> String {
        guard q.tracker != nil, case .oneOf(let list) = q.subject, list.count > 1 else { return "" }
        return " INDEXED BY entries_history"
    }

    /// The `WHERE` clause of an entry query (everything but order and limit) and its arguments.
    static func entryFilter(_ q: EntryQuery, includeDeleted: Bool) -> (String, [SQLiteValue]) {
        var sql = " WHERE tracker IS NOT NULL"
        var args: [SQLiteValue] = []
        if let tracker = q.tracker {
            sql += " AND tracker = ?"
            args.append(.text(tracker))
        }
        switch q.subject {
        case .any: break
        case .none: sql += " AND subject IS NULL"
        case .only(let s):
            sql += " AND subject = ?"
            args.append(.text(s))
        case .oneOf(let list):
            if list.isEmpty {
                sql += " AND 0"
            } else {
                sql += " AND subject IN (" + Array(repeating: "?", count: list.count).joined(separator: ",") + ")"
                args += list.map(SQLiteValue.text)
            }
        }
        if let days = q.days {
            sql += " AND day BETWEEN ? AND ?"
            args += [.int(Int64(days.lowerBound.ordinal)), .int(Int64(days.upperBound.ordinal))]
        } else if q.tracker != nil {
            // Every day: the same statement as a range's, so a command reading a tracker's first entry and
            // a range of its days prepares one statement, not two (a prepare is 0.38 M instructions, most of
            // it GRDB's authorizer, per column read).
            sql += " AND day BETWEEN ? AND ?"
            args += [.int(.min), .int(.max)]
        }
        if !includeDeleted { sql += " AND deleted = 0" }
        return (sql, args)
    }

    func items(_ query: ItemQuery) throws -> [Item] {
        guard let (filter, args) = Self.itemFilter(query) else { return [] }
        let s = try SQLStatement(db, ItemColumns.select + filter)
        s.bind(args)
        var out: [Item] = []
        try s.forEachRow { out.append(try ItemColumns.read(s)) }
        return out
    }

    func itemFields(_ query: ItemQuery, _ body: (String, UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        guard let (filter, args) = Self.itemFilter(query) else { return }
        let s = try SQLStatement(db, "SELECT id, fields FROM items" + filter)
        s.bind(args)
        try s.forEachRow {
            guard let id = s.text(0), let fields = s.rawText(1) else { throw CorruptData("incomplete item row") }
            try body(id, fields)
        }
    }

    /// The `WHERE` and `ORDER BY` clauses of an item query and their arguments; `nil` when no item can
    /// match (a field match of no values).
    static func itemFilter(_ query: ItemQuery) -> (String, [SQLiteValue])? {
        var sql = " WHERE tracker IS NOT NULL"
        var args: [SQLiteValue] = []
        if let tracker = query.tracker {
            sql += " AND tracker = ?"
            args.append(.text(tracker))
        }
        if let type = query.type {
            sql += " AND type = ?"
            args.append(.text(type))
        }
        if !query.includeArchived { sql += " AND archived = 0" }
        if !query.includeDeleted { sql += " AND deleted = 0" }
        if let field = query.field {
            // Matched inside SQLite on the stored JSON: the other items are never read into Swift.
            precondition(field.name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }, "field name \(field.name)")
            guard !field.values.isEmpty else { return nil }
            sql += " AND json_extract(fields, '$." + field.name + "') IN (" + Array(repeating: "?", count: field.values.count).joined(separator: ",") + ")"
            args += field.values.sorted().map(SQLiteValue.text)
        }
        if !query.inAnyOrder { sql += " ORDER BY position, id" }
        return (sql, args)
    }

    func item(id: String) throws -> Item? {
        let s = try SQLStatement(db, ItemColumns.select + " WHERE id = ? AND tracker IS NOT NULL")
        s.bind(1, id)
        var out: Item?
        try s.firstRow { out = try ItemColumns.read(s) }
        return out
    }

    func setting(_ key: String, scope: SettingScope) throws -> FieldValue? {
        let s = try SQLStatement(db, "SELECT value FROM settings WHERE entity = ? AND key = ?")
        s.bind(1, scope.entity.rawValue)
        s.bind(2, key)
        var out: FieldValue?
        try s.firstRow { out = try s.json(0) }
        return out
    }

    func settings(scope: SettingScope) throws -> [Setting] {
        let s = try SQLStatement(db, "SELECT key, value FROM settings WHERE entity = ? AND value IS NOT NULL ORDER BY key")
        s.bind(1, scope.entity.rawValue)
        var out: [Setting] = []
        try s.forEachRow {
            guard let key = s.text(0), let value = try s.json(1) else { throw CorruptData("incomplete setting row") }
            out.append(Setting(key: key, scope: scope, value: value))
        }
        return out
    }
}
