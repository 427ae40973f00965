import Foundation
import Testing
import TendKernel
import TendConsole

/// Golden files for charts under `Golden/Charts/`. Normal runs compare strictly; run with
/// `TEND_UPDATE_GOLDEN=1` to rewrite them from the current output (then review the diff).
enum ChartsGolden {
    /// The source folder of the golden files (for rewriting).
    static let sourceFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden/Charts", isDirectory: true)

    static var updating: Bool { ProcessInfo.processInfo.environment["TEND_UPDATE_GOLDEN"] == "1" }

    /// Compares `actual` with the golden file `name`, or rewrites it when updating.
    static func check(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if updating {
            let url = sourceFolder.appendingPathComponent(name)
            try? FileManager.default.createDirectory(at: sourceFolder, withIntermediateDirectories: true)
            #expect(throws: Never.self) { try actual.write(to: url, atomically: true, encoding: .utf8) }
            return
        }
        guard let url = Bundle.module.url(forResource: "Golden/Charts/" + name, withExtension: nil),
              let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file Golden/Charts/\(name); run with TEND_UPDATE_GOLDEN=1", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "output differs from Golden/Charts/\(name)", sourceLocation: sourceLocation)
    }

    /// English labels for tests (production labels come from the string catalog).
    static let labels = ChartLabels(
        weekdays: ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"],
        months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
        less: "Less", more: "More")

    /// Deterministic heat levels: a repeating, irregular pattern over days.
    static func levels(from start: Day, through end: Day) -> [Day: Int] {
        var out: [Day: Int] = [:]
        for o in start.ordinal...end.ordinal {
            let v = (o * 7 + o / 3) % 9
            if v < 5 { out[Day(ordinal: o)] = v }
        }
        return out
    }

    /// A day from ISO text.
    static func day(_ iso: String) -> Day { Day(iso: iso)! }
}
