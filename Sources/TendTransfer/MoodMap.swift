import Foundation
import MoodTracker
import TendConsole

/// Daylio's mood labels to Tend's levels: the five default labels (rad, good, meh, bad, awful → great,
/// good, average, bad, horrible), plus the user's `--map "Super=great,Lausig=horrible"` for custom or
/// translated labels. Labels match ignoring case and surrounding spaces; a mapped label overrides a
/// default one.
struct MoodMap {
    /// Daylio's default labels.
    static let daylioDefaults: [String: MoodLevel] = [
        "rad": .great, "good": .good, "meh": .average, "bad": .bad, "awful": .horrible,
    ]

    private var levels: [String: MoodLevel]

    /// The defaults with the `--map` options applied (each `label=mood[,label=mood…]`).
    init(options: [String]) throws {
        levels = MoodMap.daylioDefaults
        for option in options {
            for pair in option.split(separator: ",", omittingEmptySubsequences: true) {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let label = parts.first.map { MoodMap.fold(String($0)) } ?? ""
                guard parts.count == 2, !label.isEmpty, let level = MoodLevel(parsing: String(parts[1])) else {
                    throw TendError(key: "import.error.map", ["input": Sanitize.forDisplay(String(pair))], status: .invalidInput)
                }
                levels[label] = level
            }
        }
    }

    /// The level of a label, or `nil` when it needs mapping.
    func level(_ label: String) -> MoodLevel? { levels[MoodMap.fold(label)] }

    /// A label as it is matched: trimmed and lowercased.
    static func fold(_ label: String) -> String { ASCIIText.trim(label).lowercased() }
}
