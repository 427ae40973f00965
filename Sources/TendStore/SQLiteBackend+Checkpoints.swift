import GRDB
import TendEngine
import TendKernel

extension SQLiteBackend {
    /// The saved checkpoint of a target's fold, if any.
    func checkpoint(tracker: String, target: String, kind: String) throws -> FigureCheckpoint? {
        let s = try SQLStatement(db, "SELECT params, day, state FROM checkpoints WHERE tracker = ?1 AND target = ?2 AND kind = ?3")
        s.bind(1, tracker)
        s.bind(2, target)
        s.bind(3, kind)
        var found: FigureCheckpoint?
        try s.firstRow {
            guard let params = s.text(0), let dayText = s.text(1), let day = Day(iso: dayText), let state = s.text(2) else { return }
            found = FigureCheckpoint(tracker: tracker, target: target, kind: kind, params: params, day: day, state: state)
        }
        return found
    }

    /// Saves a checkpoint in place of the target's earlier one of its kind.
    func save(_ c: FigureCheckpoint) throws {
        let s = try SQLStatement(db, """
            INSERT OR REPLACE INTO checkpoints (tracker, target, kind, params, day, state) VALUES (?, ?, ?, ?, ?, ?)
            """)
        s.bind(1, c.tracker)
        s.bind(2, c.target)
        s.bind(3, c.kind)
        s.bind(4, c.params)
        s.bind(5, c.day.iso)
        s.bind(6, c.state)
        try s.execute()
    }

    /// Drops the checkpoints a write's damage may have made wrong.
    func invalidate(_ damage: CheckpointDamage) throws {
        for tracker in damage.items {
            let s = try SQLStatement(db, "DELETE FROM checkpoints WHERE tracker = ?1")
            s.bind(1, tracker)
            try s.execute()
        }
        for tracker in damage.entryTrackers where !damage.items.contains(tracker) {
            guard let from = damage.firstDamagedDay(of: tracker) else { continue }
            let s = try SQLStatement(db, "DELETE FROM checkpoints WHERE tracker = ?1 AND day >= ?2")
            s.bind(1, tracker)
            s.bind(2, from.iso)
            try s.execute()
        }
    }

    /// Drops every checkpoint (the records were rebuilt).
    func dropCheckpoints() throws {
        try db.execute(sql: "DELETE FROM checkpoints")
    }
}
