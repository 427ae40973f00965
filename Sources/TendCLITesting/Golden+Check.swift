import Testing
import TendTesting

extension Golden {
    /// Checks `actual` against `Golden/<name>` beside `file`, recording a test issue for a difference, a
    /// rewrite or a refusal.
    public static func check(_ actual: String, _ name: String, file: String = #filePath,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        if let problem = compare(actual, name, file: file) { Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation) }
    }
}
