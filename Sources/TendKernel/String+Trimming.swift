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
