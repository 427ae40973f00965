/// A value whose `Codable` form is its text: decoded through `init(_:)` (a JSON string that doesn't
/// parse is a data-corruption error saying ``decodingFailure(_:)``), encoded as `description`.
///
/// Conform a type whose text form is its identity (``OpID``, ``DeviceID``): JSON then shows the same
/// text the log, the sync files and the command line do. A conformer's `init(_:)` must read back
/// every `description` it writes.
public protocol TextCoded: Codable, LosslessStringConvertible {
    /// What a decoding error says about text that isn't a value ("bad op id 'x'").
    static func decodingFailure(_ text: String) -> String
}

extension TextCoded {
    /// Decodes the text form.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        let s = try c.decode(String.self)
        guard let v = Self(s) else { throw DecodingError.dataCorruptedError(in: c, debugDescription: Self.decodingFailure(s)) }
        self = v
    }

    /// Encodes the text form.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}
