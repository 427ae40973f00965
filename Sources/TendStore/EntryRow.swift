import TendKernel

/// An `entries` row as saving a record's merge state writes it, encoded ahead of binding (``Pipeline``).
struct EntryRow: Sendable {
    let key: String
    /// The stored heads (``StoredHeads``), UTF-8.
    let state: [UInt8]
    /// The materialised columns; `nil` while the state does not describe a whole entry.
    let columns: EntryColumns?

    /// The row of the entry `key` in `state`.
    init(_ key: String, _ state: RecordState) {
        self.key = key
        self.state = StoredHeads(state).utf8
        columns = state.entry(id: key).map(EntryColumns.init)
    }

    /// Binds it to the `saveEntry` statement.
    func bind(to s: SQLStatement) {
        s.bind(1, key)
        s.bind(2, utf8: state)
        columns?.bind(to: s, from: 3)
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
