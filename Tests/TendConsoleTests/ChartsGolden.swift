import Foundation
import Testing
import TendKernel
import TendConsole
import TendCLITesting

/// Golden files for charts under `Golden/Charts/`, checked like every golden file (`Golden`): normal
/// runs compare strictly; `TEND_UPDATE_GOLDEN=1` rewrites what differs and fails, naming each file it
/// rewrote (then review the diff); under `CI` update mode is refused.
enum ChartsGolden {
    /// Compares `actual` with the golden file `Charts/<name>`, recording an issue for a difference, a
    /// rewrite or a refusal.
    static func check(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        Golden.check(actual, "Charts/" + name, file: #filePath, sourceLocation: sourceLocation)
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
