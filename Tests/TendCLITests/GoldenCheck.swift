import Testing
import TendConsole
import TendTesting

/// Golden-file and layout checks shared by the platform tests.
enum Check {
    /// `actual` equals the golden file `name` (beside the tests, in `Golden/`).
    static func golden(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        Golden.check(actual, name, sourceLocation: sourceLocation)
    }

    /// Every line fits 80 columns and has no trailing space.
    static func fits80(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(TextWidth.of(String(line)) <= 80, "too wide: \(line)", sourceLocation: sourceLocation)
            #expect(!line.hasSuffix(" "), "trailing space: \(line)", sourceLocation: sourceLocation)
        }
    }
}
