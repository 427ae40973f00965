import Foundation
import TendKernel

/// Search over the text lines of a journal tracker (gratitude, five lines): `tend <tracker> search WORD…`.
///
/// Case- and accent-insensitive matching: "cafe" finds "Café", "CAFÉ" finds
/// "café". Text is folded with Foundation's `folding(options: [.caseInsensitive, .diacriticInsensitive])`;
/// ASCII text (most lines) is matched in place, lower-casing as it goes, with the same result and
/// without a copy.
public enum LineSearch {
    /// The folded form of `text` as UTF-8 bytes.
    public static func fold(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for b in text.utf8 {
            if b >= 0x80 {
                return Array(text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).utf8)
            }
            out.append(lower(b))
        }
        return out
    }

    /// The folded words of a query (split on white space); empty when the query has no words.
    public static func terms(_ query: String) -> [[UInt8]] {
        query.split(whereSeparator: { $0.isWhitespace }).map { fold(String($0)) }.filter { !$0.isEmpty }
    }

    /// Whether `text` contains every term (in any order).
    public static func matches(_ text: String, _ terms: [[UInt8]]) -> Bool {
        var text = text
        return text.withUTF8 { matches(utf8: $0, terms) }
    }

    /// Whether the text whose UTF-8 is `text` contains every term (in any order).
    public static func matches(utf8 text: UnsafeBufferPointer<UInt8>, _ terms: [[UInt8]]) -> Bool {
        guard ByteScan.hasNonASCII(text) else { return terms.allSatisfy { contains(text, $0) } }
        let folded = fold(String(decoding: text, as: UTF8.self))
        return folded.withUnsafeBufferPointer { f in terms.allSatisfy { contains(f, $0) } }
    }

    /// Whether `needle` (folded) occurs in `haystack`, ASCII capitals in `haystack` read as small letters
    /// (bytes of folded text are unchanged by that).
    public static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        let first = needle[0], n = needle.count
        // A small letter matches a byte that is it or its capital: the byte with bit 0x20 set.
        let letter = first >= 97 && first <= 122
        var i = 0
        let last = haystack.count - n
        while i <= last {
            if letter ? haystack[i] | 0x20 == first : haystack[i] == first {
                var j = 1
                while j < n && lower(haystack[i + j]) == needle[j] { j += 1 }
                if j == n { return true }
            }
            i += 1
        }
        return false
    }

    /// An ASCII capital as its small letter; every other byte as it is.
    @inline(__always)
    static func lower(_ b: UInt8) -> UInt8 { b >= 65 && b <= 90 ? b + 32 : b }
}
