import Foundation
import TendConsole

/// The rules a five-line journal line follows (``FiveLinesTracker/policy``, checked by the shared
/// ``LinePolicy``): trimmed, not empty, at most ``FiveLinesTracker/maxLength`` characters, one line (no
/// line break), no control characters (a tab included).
enum FiveLinesText {
    /// Why a line was refused (the shared ``LineProblem``).
    typealias Problem = LineProblem

    /// The text as stored: surrounding whitespace and line breaks removed.
    static func normalized(_ raw: String) -> String {
        FiveLinesTracker.policy.normalized(raw)
    }

    /// What is wrong with an already normalised line, or `nil` when it is fine.
    static func problem(in text: String) -> Problem? {
        FiveLinesTracker.policy.problem(in: text)
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
}

extension LineProblem {
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
