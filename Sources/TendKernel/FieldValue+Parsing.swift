// Why hand-written, when Foundation parses JSON (issue 26): measured, tend-bench scenarios
// `hand-json-kernel`, `hand-json-foundation`, `hand-json-decoder` and `hand-json-read` (docs/benchmarks.md,
// 2026-11-27). The benchmark's 100,000-entry jrnl JSON (14.4 MB), one parse per process, 3 × 10 runs on the
// loaded 2-core machine; CPU medians less reading the file (18–20 ms):
//   this parser (`FieldValue(jsonUTF8:)`)      ~130 ms   peak  87 MiB
//   `JSONSerialization.jsonObject(with:)`      ~397 ms   peak 335 MiB   (3.1× the time, 3.9× the memory)
//   `JSONDecoder` into a `Decodable` shape     ~256 ms   peak  83 MiB   (2.0× the time; typed, one format)
// Every import format is read through `FieldValue`, so the parser stays; JSONParser+Scalars.swift and
// JSONParser+Split.swift are its parts.

/// Why JSON text could not be read as a ``FieldValue``.
///
/// The ``description`` is for logs and developers (`invalid JSON at byte 17: expected ':'`); a command
/// that reads a file names the file and turns the offset into a line and column for people.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Byte offset in the UTF-8 input where the problem was found.
    public let offset: Int
    /// What was wrong.
    public let reason: String

    /// Creates an error.
    public init(offset: Int, reason: String) {
        self.offset = offset
        self.reason = reason
    }

    /// One sentence: where and what.
    public var description: String { "invalid JSON at byte \(offset): \(reason)" }
}

extension FieldValue {
    /// The deepest nesting of arrays and objects accepted: deeper input is refused with a
    /// ``JSONParseError`` rather than risking the stack.
    public static let maxParseDepth = 256

    /// Parses JSON text (RFC 8259). A number without a fraction or exponent that fits in 64 bits is
    /// ``int(_:)``, any other number ``double(_:)``; a repeated object key keeps its last value.
    ///
    /// Strict: one value with optional surrounding whitespace; no comments, trailing commas, single
    /// quotes, `NaN`, leading zeros or lone surrogates. A number too large for a double is refused.
    /// ``jsonText`` of the result is canonical, so parse-then-write normalises any JSON.
    ///
    /// ```swift
    /// let v = try FieldValue(jsonText: #"{"b": [1, 2.0], "a": "x"}"#)
    /// v.jsonText   // {"a":"x","b":[1,2.0]}
    /// ```
    /// - Throws: ``JSONParseError`` for anything that is not exactly one JSON value.
    public init(jsonText: String) throws {
        var text = jsonText
        self = try text.withUTF8 { try FieldValue(jsonUTF8: $0) }
    }

    /// Parses JSON from UTF-8 bytes (see ``init(jsonText:)``). Invalid UTF-8 inside strings throws.
    ///
    /// Reads the bytes in place, without copying them; `bytes` need only live for the call. Arrays
    /// spanning 256 KiB or more (an import file's one big list) are parsed on every core, with the same
    /// value and the same error as a serial parse.
    public init(jsonUTF8 bytes: UnsafeBufferPointer<UInt8>) throws {
        try self.init(jsonUTF8: bytes, splittingFrom: JSONParser.splitMinimum)
    }

    /// Parses JSON from UTF-8 bytes, reading the elements of arrays spanning at least `splittingFrom` bytes
    /// on every core (``JSONParser/splitArray(depth:)``). The value and any error are the same either way.
    init(jsonUTF8 bytes: UnsafeBufferPointer<UInt8>, splittingFrom: Int) throws {
        var parser = JSONParser(bytes, splittingFrom: splittingFrom)
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.at == bytes.count else { throw parser.fail("unexpected text after the value") }
        self = value
    }
}

/// A hand-written recursive-descent JSON reader over UTF-8 bytes (no Foundation, no copies of the
/// input), used on the store's hot paths.
struct JSONParser {
    /// The size from which an array's elements are read on every core: a large file's (an import's) one
    /// big array.
    static let splitMinimum = 256 * 1024

    let b: UnsafeBufferPointer<UInt8>
    var at = 0
    /// Arrays spanning at least this many bytes are split (``splitArray(depth:)``); `Int.max` for none.
    let splittingFrom: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>, splittingFrom: Int = .max) {
        b = bytes
        self.splittingFrom = splittingFrom
    }

    func fail(_ reason: String) -> JSONParseError { JSONParseError(offset: at, reason: reason) }

    mutating func skipSpace() {
        while at < b.count {
            switch b[at] {
            case 0x20, 0x0A, 0x0D, 0x09: at += 1
            default: return
            }
        }
    }

    mutating func value(depth: Int) throws(JSONParseError) -> FieldValue {
        guard at < b.count else { throw fail("unexpected end of input") }
        switch b[at] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw fail("unexpected character")
        }
    }

    mutating func literal(_ word: StaticString) throws(JSONParseError) {
        let n = word.utf8CodeUnitCount
        guard at + n <= b.count else { throw fail("unexpected end of input") }
        let w = word.utf8Start
        for i in 0..<n where b[at + i] != w[i] { throw fail("unknown literal") }
        at += n
    }

    mutating func array(depth: Int) throws(JSONParseError) -> FieldValue {
        guard depth <= FieldValue.maxParseDepth else { throw fail("nested too deeply") }
        if b.count - at >= splittingFrom, let split = splitArray(depth: depth) { return split }
        at += 1
        var out: [FieldValue] = []
        skipSpace()
        if at < b.count, b[at] == UInt8(ascii: "]") { at += 1; return .array(out) }
        while true {
            skipSpace()
            out.append(try value(depth: depth))
            skipSpace()
            guard at < b.count else { throw fail("unterminated array") }
            if b[at] == UInt8(ascii: ",") { at += 1; continue }
            if b[at] == UInt8(ascii: "]") { at += 1; return .array(out) }
            throw fail("expected ',' or ']'")
        }
    }

    mutating func object(depth: Int) throws(JSONParseError) -> FieldValue {
        guard depth <= FieldValue.maxParseDepth else { throw fail("nested too deeply") }
        at += 1
        var out: [String: FieldValue] = [:]
        var first = true
        while let key = try nextKey(first: &first) {
            // Room for a record's fields at once: growing from one key rehashed them three times on the way
            // to five or six (a third of an item's parse, callgrind on the today view's 519 items).
            // (`init(minimumCapacity:)` is specialised here; `reserveCapacity` was a generic call of 1,300
            // instructions an object.)
            if out.isEmpty { out = Dictionary(minimumCapacity: 8) }
            out[key] = try value(depth: depth)
        }
        return .object(out)
    }

    /// The next member's key of the object being read (`at` past its `{` or past the previous member's
    /// value), leaving `at` on the member's value; `nil` past the object's closing `}`.
    mutating func nextKey(first: inout Bool) throws(JSONParseError) -> String? {
        skipSpace()
        if first {
            first = false
            if at < b.count, b[at] == UInt8(ascii: "}") { at += 1; return nil }
        } else {
            guard at < b.count else { throw fail("unterminated object") }
            if b[at] == UInt8(ascii: "}") { at += 1; return nil }
            guard b[at] == UInt8(ascii: ",") else { throw fail("expected ',' or '}'") }
            at += 1
            skipSpace()
        }
        guard at < b.count, b[at] == UInt8(ascii: "\"") else { throw fail("expected a string key") }
        let key = try string()
        skipSpace()
        guard at < b.count, b[at] == UInt8(ascii: ":") else { throw fail("expected ':'") }
        at += 1
        skipSpace()
        return key
    }
}
