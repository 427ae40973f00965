import Foundation
import TendConsole

/// The rules for a gratitude line: trimmed, not empty, one line, no control characters, at most
/// ``maximumLength`` characters. Unicode (emoji, CJK, right-to-left scripts) is kept exactly.
public enum GratitudeText {
    /// The longest line accepted, in characters (grapheme clusters).
    public static let maximumLength = 1000

    /// The text as it will be stored: trimmed of surrounding white space and line breaks.
    /// - Throws: ``TendError`` (exit 65) saying what is wrong and what is accepted.
    public static func validated(_ raw: String) throws -> String {
        let text = Sanitize.trimmed(raw)
        if Sanitize.isBlank(text) { throw TendError(key: "gratitude.error.empty", status: .invalidInput) }
        if Sanitize.hasLineBreak(text) { throw TendError(key: "gratitude.error.newline", status: .invalidInput) }
        if hasControl(text) { throw TendError(key: "gratitude.error.control", status: .invalidInput) }
        if let n = Sanitize.count(text, over: maximumLength) {
            throw TendError(key: "gratitude.error.too-long", ["count": String(n), "max": String(maximumLength)],
                            status: .invalidInput)
        }
        return text
    }

    /// Why stored text breaks the rules (for ``GratitudeTracker/validate(_:)``), or `nil`.
    public static func problem(_ text: String) -> String? {
        if Sanitize.isBlank(text) { return "the text is empty" }
        if text != Sanitize.trimmed(text) { return "the text has surrounding white space" }
        if Sanitize.hasLineBreak(text) { return "the text has a line break" }
        if hasControl(text) { return "the text has a control character" }
        if Sanitize.count(text, over: maximumLength) != nil { return "the text is over \(maximumLength) characters" }
        return nil
    }

    /// Whether `text` holds a control character other than a tab (escape sequences would play tricks
    /// on the terminal).
    static func hasControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { s in
            s != "\t" && (s.value < 0x20 || (0x7F...0x9F).contains(s.value))
        }
    }
}
