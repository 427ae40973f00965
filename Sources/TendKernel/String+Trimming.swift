import Foundation

extension StringProtocol where UTF8View: BidirectionalCollection {
    /// The text without its leading and trailing spaces and tabs: exactly
    /// `trimmingCharacters(in: .whitespaces)`, answered without Foundation's character sets when both
    /// ends are ASCII and neither a space nor a tab (nothing to trim). A command's first use of a character
    /// set costs about 1.4 M instructions of its start (docs/benchmarks.md), mostly for input that has
    /// nothing to trim.
    public func trimmingWhitespace() -> String {
        let bytes = utf8
        guard let first = bytes.first, let last = bytes.last else { return "" }
        if first < 0x80, last < 0x80, first != 0x20, first != 0x09, last != 0x20, last != 0x09 { return String(self) }
        return trimmingCharacters(in: .whitespaces)
    }
}

extension String {
    /// The text without the spaces (U+0020) it ends with. Sliced at the last byte that isn't one:
    /// reversing and dropping through generic sequences cost the today view 4.6 M instructions at its
    /// first use (docs/benchmarks.md, issue 32).
    public func droppingTrailingSpaces() -> String {
        let bytes = utf8
        guard let last = bytes.lastIndex(where: { $0 != 0x20 }) else { return "" }
        let end = bytes.index(after: last)
        return end == bytes.endIndex ? self : String(decoding: bytes[..<end], as: UTF8.self)
    }
}
