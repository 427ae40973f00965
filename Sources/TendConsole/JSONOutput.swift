import Foundation

/// The one JSON encoder for `--json` output: pretty, sorted keys, ISO dates — stable for golden files.
public enum JSONOutput {
    /// Encodes a value as the text `--json` prints (with a final newline).
    public static func text(_ value: some Encodable) throws -> String {
        let enc = JSONEncoder()
        enc.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        enc.dateEncodingStrategy = .iso8601
        enc.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        let json = String(decoding: try enc.encode(value), as: UTF8.self) + "\n"
        return Invocation.currentOrNil?.io.asciiOnly == true ? ASCIIText.escapeJSON(json) : json
    }

    /// Rounds a figure for output (avoids 0.30000000000000004 in goldens).
    public static func round(_ x: Double, _ places: Int = 4) -> Double {
        let p = pow(10, Double(places))
        return (x * p).rounded() / p
    }
}
