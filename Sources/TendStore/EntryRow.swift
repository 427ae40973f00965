import TendEngine
import TendKernel

/// An `entries` row as saving a record's merge state writes it, encoded ahead of binding (``Pipeline``).
struct EntryRow: Sendable {
    /// The entry's id, UTF-8.
    let key: [UInt8]
    /// The stored heads (``StoredHeads``), UTF-8.
    let state: [UInt8]
    /// The materialised columns; `nil` while the state does not describe a whole entry.
    let columns: EntryColumns?

    /// The row of the entry `key` in `state`.
    init(_ key: String, _ state: RecordState) {
        self.key = Array(key.utf8)
        self.state = StoredHeads(state).utf8
        columns = state.entry(id: key).map(EntryColumns.init)
    }

    /// Binds it to the `saveEntry` statement and runs it.
    func save(with s: SQLStatement) throws {
        s.bind(1, lent: key)
        s.bind(2, lent: state)
        columns?.bind(to: s, from: 3)
        try s.executeAndClear()
    }
}

/// A record to save, encoded when it is an entry (by far the most records); other kinds are encoded as
/// they are saved.
enum RecordRow: Sendable {
    case entry(EntryRow)
    case other(RecordRef, RecordState)

    init(_ ref: RecordRef, _ state: RecordState) {
        self = ref.entity == .entry ? .entry(EntryRow(ref.key, state)) : .other(ref, state)
    }
}
