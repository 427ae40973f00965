/// A large array read on every core: its elements are found by a quick pass over the bytes (strings
/// skipped, brackets counted), then parsed in parts at once.
extension JSONParser {
    /// The array `at` is on, its elements parsed on every core; `at` moves past it. `nil` (and `at` left
    /// alone) when the quick pass or any element's parse finds a fault, or there are too few elements to
    /// be worth it: the caller then reads the array itself, so a fault is reported exactly as it is
    /// without splitting.
    mutating func splitArray(depth: Int) -> FieldValue? {
        guard Concurrent.width > 1, let (bounds, end) = elementBounds(), bounds.count >= 64 else { return nil }
        let bytes = ReadOnlyBytes(b), ends = bounds, open = at
        let values = try? Concurrent.map(ends.indices, minimum: 64) { i in
            var p = JSONParser(bytes.b)
            p.at = i == 0 ? open + 1 : ends[i - 1] + 1
            p.skipSpace()
            let v = try p.value(depth: depth)
            p.skipSpace()
            guard p.at == ends[i] else { throw p.fail("expected ',' or ']'") }
            return v
        }
        guard let values else { return nil }
        at = end + 1
        return .array(values)
    }

    /// The offsets of the commas after each element of the array `at` is on, and of its closing bracket
    /// (the last element's end), from brackets and quotes alone; `nil` if the bytes end first or the array is
    /// empty.
    private func elementBounds() -> (ends: [Int], close: Int)? {
        var ends: [Int] = []
        var depth = 0, i = at, sawValue = false
        let n = b.count
        while i < n {
            switch b[i] {
            case UInt8(ascii: "\""):
                i += 1
                while i < n, b[i] != UInt8(ascii: "\"") { i += b[i] == UInt8(ascii: "\\") ? 2 : 1 }
                guard i < n else { return nil }
                if depth == 1 { sawValue = true }
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                if depth == 1 { sawValue = true }
                depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 {
                    guard sawValue, b[i] == UInt8(ascii: "]") else { return nil }
                    ends.append(i)
                    return (ends, i)
                }
            case UInt8(ascii: ","):
                if depth == 1 { ends.append(i) }
            case 0x20, 0x0A, 0x0D, 0x09:
                break
            default:
                if depth == 1 { sawValue = true }
            }
            i += 1
        }
        return nil
    }
}

/// Bytes only read, by every thread at once, while the call that lent them runs.
private struct ReadOnlyBytes: @unchecked Sendable {
    let b: UnsafeBufferPointer<UInt8>
    init(_ b: UnsafeBufferPointer<UInt8>) { self.b = b }
}
