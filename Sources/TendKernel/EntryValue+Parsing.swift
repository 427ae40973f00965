extension EntryValue {
    /// Reads a value from the JSON text of its stored form (``field``), or `nil` when the JSON is not an
    /// entry value; throws on text that is not JSON. The same as `EntryValue(field: FieldValue(jsonUTF8:))`,
    /// without building a dictionary for the canonical one-key object the store writes (a store reading a
    /// long history decodes one of these per row).
    ///
    /// - Parameter b: the UTF-8 of one JSON value; only read during the call.
    /// - Returns: the value, or `nil` for JSON that is not one of the five stored forms.
    /// - Throws: ``JSONParseError`` for text that is not JSON.
    public static func parse(jsonUTF8 b: UnsafeBufferPointer<UInt8>) throws -> EntryValue? {
        for (prefix, make) in shapes where has(b, prefix) {
            var p = JSONParser(b)
            p.at = prefix.utf8CodeUnitCount
            guard let v = try? p.value(depth: 1), p.at == b.count - 1, b[p.at] == UInt8(ascii: "}") else { break }
            return make(v)
        }
        return EntryValue(field: try FieldValue(jsonUTF8: b))
    }

    /// The canonical objects' openings, each with how it reads the member's value (as ``init(field:)`` does).
    private static let shapes: [(StaticString, @Sendable (FieldValue) -> EntryValue?)] = [
        ("{\"done\":", { _ in .done }),
        ("{\"level\":", { $0.int.map(EntryValue.level) }),
        ("{\"text\":", { $0.string.map(EntryValue.text) }),
        ("{\"amount\":", { $0.double.map(EntryValue.amount) }),
        ("{\"skip\":", { _ in .skip }),
    ]

    /// The UTF-8 of a text value's stored form (`{"text":"…"}`) read in place, when the text needs no
    /// unescaping (no `\\` in it); `nil` for any other value or form. A search over years of lines
    /// reads them this way without making a string of each.
    ///
    /// The returned buffer points into `b` and is valid exactly as long as `b`. A text with escapes
    /// (`\"`, `\n`, `\u…`) answers `nil`: decode it with ``parse(jsonUTF8:)`` instead.
    public static func plainText(jsonUTF8 b: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        let prefix: StaticString = "{\"text\":\""
        let k = prefix.utf8CodeUnitCount, n = b.count
        guard n >= k + 2, has(b, prefix), b[n - 2] == UInt8(ascii: "\""), b[n - 1] == UInt8(ascii: "}") else { return nil }
        let inner = UnsafeBufferPointer(rebasing: b[k..<(n - 2)])
        return ByteScan.contains(inner, UInt8(ascii: "\\"), or: UInt8(ascii: "\"")) ? nil : inner
    }

    private static func has(_ b: UnsafeBufferPointer<UInt8>, _ prefix: StaticString) -> Bool {
        let n = prefix.utf8CodeUnitCount
        guard b.count > n else { return false }
        let p = prefix.utf8Start
        for i in 0..<n where b[i] != p[i] { return false }
        return true
    }
}
