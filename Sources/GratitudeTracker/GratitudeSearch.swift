import Foundation

/// Case- and accent-insensitive matching for `tend gratitude search`: "cafe" finds "Café", "CAFÉ" finds
/// "café". Text is folded with Foundation's `folding(options: [.caseInsensitive, .diacriticInsensitive])`
/// (ASCII text takes a byte-wise fast path with the same result) and compared as UTF-8 bytes.
public enum GratitudeSearch {
    /// The folded form of `text` as UTF-8 bytes.
    public static func fold(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for b in text.utf8 {
            if b >= 0x80 {
                return Array(text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).utf8)
            }
            out.append(b >= 65 && b <= 90 ? b + 32 : b)
        }
        return out
    }

    /// The folded words of a query (split on white space); empty when the query has no words.
    public static func terms(_ query: String) -> [[UInt8]] {
        query.split(whereSeparator: { $0.isWhitespace }).map { fold(String($0)) }.filter { !$0.isEmpty }
    }

    /// Whether `text` contains every term (in any order).
    public static func matches(_ text: String, _ terms: [[UInt8]]) -> Bool {
        let folded = fold(text)
        return terms.allSatisfy { contains(folded, $0) }
    }

    /// Whether `needle` occurs in `haystack`.
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        let first = needle[0], n = needle.count
        var i = 0
        let last = haystack.count - n
        while i <= last {
            if haystack[i] == first {
                var j = 1
                while j < n && haystack[i + j] == needle[j] { j += 1 }
                if j == n { return true }
            }
            i += 1
        }
        return false
    }
}
