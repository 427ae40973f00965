import Foundation
import TendConsole

/// The rules a five-line journal line follows: trimmed, not empty, at most
/// ``FiveLinesTracker/maxLength`` characters, one line (no line break), no control characters.
enum FiveLinesText {
    /// Why a line was refused.
    enum Problem: Equatable {
        /// Nothing but whitespace.
        case empty
        /// Longer than the maximum (its length in characters).
        case tooLong(Int)
        /// Contains a line break.
        case lineBreak
        /// Contains another control character (a tab, an escape).
        case control

        /// A short reason, for ``FiveLinesTracker/validate(_:)``.
        var reason: String {
            switch self {
            case .empty: return "the line is empty"
            case .tooLong(let n): return "the line has \(n) characters (at most \(FiveLinesTracker.maxLength))"
            case .lineBreak: return "the line contains a line break"
            case .control: return "the line contains a control character"
            }
        }
    }

    /// The text as stored: surrounding whitespace and line breaks removed.
    static func normalized(_ raw: String) -> String {
        Sanitize.trimmed(raw)
    }

    /// What is wrong with an already normalised line, or `nil` when it is fine.
    static func problem(in text: String) -> Problem? {
        if Sanitize.isBlank(text) { return .empty }
        if Sanitize.hasLineBreak(text) { return .lineBreak }
        if text.unicodeScalars.contains(where: isControl) { return .control }
        if let n = Sanitize.count(text, over: FiveLinesTracker.maxLength) { return .tooLong(n) }
        return nil
    }

    /// Normalises `raw` and checks it; throws the catalogued error naming what is accepted.
    static func accept(_ raw: String) throws -> String {
        let text = normalized(raw)
        guard let problem = problem(in: text) else { return text }
        let shown = Sanitize.forDisplay(String(text.map { $0.isNewline ? "?" : $0 }), limit: 30)
        switch problem {
        case .empty:
            throw TendError(key: "five.error.empty", status: .invalidInput)
        case .tooLong(let n):
            throw TendError(key: "five.error.too-long",
                            ["text": shown, "count": String(n), "max": String(FiveLinesTracker.maxLength)],
                            status: .invalidInput)
        case .lineBreak:
            throw TendError(key: "five.error.line-break", ["text": shown], status: .invalidInput)
        case .control:
            throw TendError(key: "five.error.control", ["text": shown], status: .invalidInput)
        }
    }

    /// C0 and C1 control characters and DEL (line breaks are reported before this is asked).
    private static func isControl(_ u: Unicode.Scalar) -> Bool {
        u.value < 0x20 || (0x7F...0x9F).contains(u.value)
    }
}
