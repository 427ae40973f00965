/// What a write does to an entry's note, said explicitly: keep it, set it, or clear it. (A `String??`
/// made "not given" and "clear" differ only by how an optional was wrapped — passing a plain `nil`
/// optional erased a note.)
public enum NoteChange: Hashable, Sendable {
    /// Leave the note as it is.
    case keep
    /// Set the note to this text.
    case set(String)
    /// Remove the note.
    case clear

    /// The note after the change, given the note before.
    public func applied(to current: String?) -> String? {
        switch self {
        case .keep: return current
        case .set(let text): return text
        case .clear: return nil
        }
    }
}
