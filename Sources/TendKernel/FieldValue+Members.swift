extension Dictionary where Key == String, Value == String {
    /// The keys and texts of a JSON object whose values are all strings (`{"key": "text", …}`: a language
    /// file), read member by member (``FieldValue/forEachMember(ofJSONObject:_:)``) without making the
    /// object's dictionary of values; `nil` for anything else — invalid JSON, a nested value, a number. A
    /// repeated key keeps its last text.
    ///
    /// The language files were read by a reader of their own; this is the kernel's one JSON parser instead
    /// (its string reading, escapes and UTF-8 checks; docs/benchmarks.md, issue 31).
    public init?(jsonStringObject bytes: UnsafeBufferPointer<UInt8>) {
        var out: [String: String] = [:]
        var allText = true
        guard FieldValue.forEachMember(ofJSONObject: bytes, { key, value in
            if case .string(let text) = value { out[key] = text } else { allText = false }
        }), allText else { return nil }
        self = out
    }
}

extension FieldValue {
    /// Calls `body` with each member of a JSON object's text — its key and its value — in the text's
    /// order, without making the object's dictionary; `false` (after any members before the fault) when
    /// the text is not exactly one valid JSON object. A repeated key is visited each time.
    ///
    /// For records a tracker reads by the thousand at every start (a ritual's arcs): the dictionary of
    /// each object, a hash of every key, was most of what reading them cost (docs/benchmarks.md).
    public static func forEachMember(ofJSONObject bytes: UnsafeBufferPointer<UInt8>,
                                     _ body: (String, FieldValue) throws -> Void) rethrows -> Bool {
        var p = JSONParser(bytes)
        p.skipSpace()
        guard p.at < bytes.count, bytes[p.at] == UInt8(ascii: "{") else { return false }
        p.at += 1
        var first = true
        while true {
            let member: (String, FieldValue)
            do {
                guard let key = try p.nextKey(first: &first) else { break }
                member = (key, try p.value(depth: 1))
            } catch {
                return false
            }
            try body(member.0, member.1)
        }
        p.skipSpace()
        return p.at == bytes.count
    }
}
