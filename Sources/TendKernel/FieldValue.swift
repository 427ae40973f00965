import Foundation

/// A JSON-like value: what an op writes into a field and what item fields and settings hold.
///
/// Every field of every record is a `FieldValue`, so the log, sync and exports carry any tracker's data
/// without knowing it. Its one text form is *canonical JSON* (``jsonText``): the same value always
/// gives the same bytes, on every device, which is what the store keeps, what sync encrypts and what
/// digests hash.
///
/// ## Encoding rules
///
/// - Compact: no spaces or newlines.
/// - Object keys sorted (by Swift's `String` order, which for ASCII keys is byte order); a key appears
///   once.
/// - ``int(_:)`` as a plain integer (`42`, `-7`). ``double(_:)`` keeps a fraction so it reads back as a
///   double: a whole double below 10¹⁵ as `2.0`, any other finite one in Swift's shortest round-trip
///   form (`0.1`, `1e+16`). NaN and infinities have no JSON form and are written `null`: never store one.
/// - Strings in UTF-8, with `"` and `\` escaped, `\n`, `\r`, `\t` for those controls and `\u00XX`
///   for the other controls below U+0020; nothing else is escaped (not `/`, not non-ASCII).
///
/// Reading (``init(jsonText:)``) gives back the same value for every canonical text: a number with a
/// fraction or exponent is a double, any other that fits 64 bits an int.
///
/// ## Equality
///
/// Equality and hashing are structural: `.int(2) != .double(2.0)`. Values read from canonical text
/// keep their kind, but a generic `Decoder` (``init(from:)``) can't tell `2.0` from `2`. Compare
/// numbers through ``int`` or ``double`` when their kind may differ.
///
/// Scalar literals make fields short to write (arrays and objects are written with their cases):
/// `let fields: [String: FieldValue] = ["name": "Run", "days": 3, "on": true, "note": .null]`.
public enum FieldValue: Hashable, Sendable {
    /// JSON `null`. In a record's field it means "cleared": a null item field reads as absent and a
    /// null setting as unset.
    case null
    /// A boolean.
    case bool(Bool)
    /// A whole number that fits in 64 bits.
    case int(Int64)
    /// Any other number. Must be finite to survive the canonical text (see above).
    case double(Double)
    /// A string. Any Unicode, stored as UTF-8.
    case string(String)
    /// A list. One register as a whole: a write replaces the list, never merges its elements.
    case array([FieldValue])
    /// An object (keys are unordered; the canonical text sorts them). One register as a whole, like an
    /// array.
    case object([String: FieldValue])

    /// The string, if this is one.
    public var string: String? { if case .string(let s) = self { return s }; return nil }
    /// The boolean, if this is one.
    public var bool: Bool? { if case .bool(let b) = self { return b }; return nil }
    /// The number as an integer, if this is an integer (or a double with no fraction).
    public var int: Int? {
        switch self {
        case .int(let i): return Int(i)
        case .double(let d) where d.rounded() == d && abs(d) < 9e15: return Int(d)
        default: return nil
        }
    }
    /// The number as a double, if this is a number.
    public var double: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }
    /// The array, if this is one.
    public var array: [FieldValue]? { if case .array(let a) = self { return a }; return nil }
    /// The object, if this is one.
    public var object: [String: FieldValue]? { if case .object(let o) = self { return o }; return nil }
    /// Whether this is `null`.
    public var isNull: Bool { self == .null }
}

extension FieldValue: Codable {
    /// Decodes any JSON value. A generic decoder can't tell `2.0` from `2`, so a whole number always
    /// comes back as `.int`; ``init(jsonText:)`` reads the canonical text exactly.
    /// - Throws: `DecodingError.dataCorrupted` when the container holds no JSON value.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let i = try? c.decode(Int64.self) { self = .int(i) }
        else if let d = try? c.decode(Double.self) { self = .double(d) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([FieldValue].self) { self = .array(a) }
        else if let o = try? c.decode([String: FieldValue].self) { self = .object(o) }
        else { throw DecodingError.dataCorruptedError(in: c, debugDescription: "not a JSON value") }
    }

    /// Encodes the JSON value. The encoder decides the text (`JSONEncoder` neither sorts keys nor keeps
    /// `2.0` unless told): for the canonical form use ``jsonText`` or ``writeJSON(into:)``.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .null: try c.encodeNil()
        case .bool(let b): try c.encode(b)
        case .int(let i): try c.encode(i)
        case .double(let d): try c.encode(d)
        case .string(let s): try c.encode(s)
        case .array(let a): try c.encode(a)
        case .object(let o): try c.encode(o)
        }
    }
}

/// Not `ExpressibleByNilLiteral`: `nil` where a `FieldValue?` is expected must mean "no value" (a
/// setting parser's refusal), never a stored `null` — write `.null` for that.
extension FieldValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByFloatLiteral {
    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer.
    public init(integerLiteral value: Int64) { self = .int(value) }
    /// A boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// A double.
    public init(floatLiteral value: Double) { self = .double(value) }
}
