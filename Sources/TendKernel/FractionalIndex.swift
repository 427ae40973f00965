/// Order keys that always leave room between two neighbours, so reordering writes one field.
///
/// Keys are strings of base-62 digits (`0-9A-Za-z`, compared as ASCII) that never end in `0`.
///
/// A list's order is its keys' text order (``Entry/position``, ``Item/position``). Putting a record
/// between two others writes a key between theirs and touches no other record, so a reorder is one
/// small op and two devices reordering different records never conflict. Two devices may pick the
/// same key concurrently; the record id then breaks the tie (``EntryQuery/precedes(_:_:)``).
///
/// ```swift
/// let a = FractionalIndex.first                 // "V"
/// let b = FractionalIndex.after(a)              // "W"
/// let m = FractionalIndex.between(a, b)         // "VV": a < m < b
/// ```
///
/// Keys are opaque: compare them, never parse or build them by hand.
public enum FractionalIndex {
    static let digits: [UInt8] = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)

    /// The key for the first item of an empty list.
    public static let first = "V"

    /// A key strictly between `a` and `b` (`nil` = the list's start or end).
    /// - Precondition: `a < b` when both are given. Bad neighbours (equal, reversed, or a malformed `b`
    ///   ending in `0` with nothing below it) never crash: the answer is then a key after `a`.
    public static func between(_ a: String?, _ b: String?) -> String {
        let ua = Array((a ?? "").utf8), ub = b.map { Array($0.utf8) }
        if let ub, !(ua.lexicographicallyPrecedes(ub)) {
            // Bad input (equal or reversed keys, e.g. after a merge): fall back to after `a`.
            return String(decoding: midpoint(ua, nil), as: UTF8.self)
        }
        return String(decoding: midpoint(ua, ub), as: UTF8.self)
    }

    /// A key after `key` (`nil` = empty list). Appending steps the first digit that has room, so keys
    /// grow by one character only every ~30 appends.
    public static func after(_ key: String?) -> String {
        guard let key, !key.isEmpty else { return first }
        let u = Array(key.utf8)
        var prefix: [UInt8] = []
        for c in u {
            let v = value(c)
            if v < digits.count - 1 { return String(decoding: prefix + [digits[v + 1]], as: UTF8.self) }
            prefix.append(c)
        }
        return String(decoding: prefix + [digits[digits.count / 2]], as: UTF8.self)
    }

    /// A key before `key` (`nil` = empty list).
    public static func before(_ key: String?) -> String { key == nil ? first : between(nil, key) }

    /// `count` increasing keys after `start`: the positions of a list appended at once (an import).
    public static func sequence(after start: String?, count: Int) -> [String] {
        var out: [String] = []
        out.reserveCapacity(count)
        var last = start
        for _ in 0..<count {
            let k = after(last)
            out.append(k)
            last = k
        }
        return out
    }

    private static func value(_ c: UInt8) -> Int { digits.firstIndex(of: c) ?? 0 }

    private static func midpoint(_ a: [UInt8], _ b: [UInt8]?) -> [UInt8] {
        if let b {
            var n = 0
            while n < b.count && (n < a.count ? a[n] : digits[0]) == b[n] { n += 1 }
            // `b` is `a` followed by zeros (a malformed key ending in "0"): no key fits below it.
            if n == b.count { return midpoint(a, nil) }
            if n > 0 {
                let restA = n < a.count ? Array(a[n...]) : []
                return Array(b[..<n]) + midpoint(restA, Array(b[n...]))
            }
        }
        let da = a.isEmpty ? 0 : value(a[0])
        let db = b.map { value($0[0]) } ?? digits.count
        if db - da > 1 {
            return [digits[(da + db + 1) / 2]]
        }
        if let b, b.count > 1 { return [b[0]] }
        return [digits[da]] + midpoint(a.isEmpty ? [] : Array(a.dropFirst()), nil)
    }
}
