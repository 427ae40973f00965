import Foundation
import TendConsole

/// The rules for a gratitude line: trimmed, not empty, one line, no control characters, at most
/// ``maximumLength`` characters. Unicode (emoji, CJK, right-to-left scripts) is kept exactly.
public enum GratitudeText {
    /// The longest line accepted, in characters (grapheme clusters).
    public static let maximumLength = 1000
    /// The rules of its lines (the shared ``LinePolicy``): no limit a day, up to ``maximumLength``
    /// characters, a tab allowed.
    public static let policy = LinePolicy(limit: nil, maxLength: maximumLength, allowsTab: true)

    /// The text as it will be stored: trimmed of surrounding white space and line breaks.
    /// - Throws: ``TendError`` (exit 65) saying what is wrong and what is accepted.
    public static func validated(_ raw: String) throws -> String {
        let text = policy.normalized(raw)
        switch policy.problem(in: text) {
        case nil: return text
        case .empty?: throw TendError(key: "gratitude.error.empty", status: .invalidInput)
        case .lineBreak?: throw TendError(key: "gratitude.error.newline", status: .invalidInput)
        case .control?: throw TendError(key: "gratitude.error.control", status: .invalidInput)
        case .tooLong(let n)?:
            throw TendError(key: "gratitude.error.too-long", ["count": String(n), "max": String(maximumLength)],
                            status: .invalidInput)
        }
    }

    /// Why stored text breaks the rules (for ``GratitudeTracker/validate(_:)``), or `nil`.
    public static func problem(_ text: String) -> String? {
        if !Sanitize.isBlank(text) && text != policy.normalized(text) { return "the text has surrounding white space" }
        switch policy.problem(in: text) {
        case nil: return nil
        case .empty?: return "the text is empty"
        case .lineBreak?: return "the text has a line break"
        case .control?: return "the text has a control character"
        case .tooLong?: return "the text is over \(maximumLength) characters"
        }
    }
}
