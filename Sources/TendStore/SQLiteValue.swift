/// A value bound to a statement parameter, or read from a column (``SQLiteRow/value(_:)``).
public enum SQLiteValue: Sendable, Hashable {
    /// A 64-bit integer.
    case int(Int64)
    /// A double.
    case real(Double)
    /// UTF-8 text.
    case text(String)
    /// Bytes (an empty blob is not NULL).
    case blob([UInt8])
    /// NULL.
    case null
}
