import TendConsole
import TendKernel

/// One day's lines, in order (position, then id), numbered from 1.
struct FiveLinesDay {
    /// The day.
    let day: Day
    /// Its lines (more than five only after a sync merge).
    let lines: [Entry]

    /// Reads a day's lines.
    static func read(_ day: Day, from reader: any StoreReader) throws -> FiveLinesDay {
        FiveLinesDay(day: day, lines: try reader.entries(EntryQuery(tracker: FiveLinesTracker.id, days: day...day)))
    }

    /// The text of a line.
    static func text(_ e: Entry) -> String {
        if let t = e.value.text { return t }
        return ""
    }

    /// The line numbers that name something: 1…5, or 1…n when a merge left more.
    var numberRange: ClosedRange<Int> { 1...max(FiveLinesTracker.limit, lines.count) }

    /// Reads a line number typed by the user (`edit 2`, `rm 3`, `--to 1`): a whole number from 1.
    /// - Throws: ``TendError`` (invalid input, message `errorKey`) when it isn't one.
    static func parseNumber(_ raw: String, errorKey: String = "five.error.number.invalid") throws -> Int {
        let t = raw.trimmingWhitespace()
        guard !t.isEmpty, t.count <= 4, t.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(t), n >= 1 else {
            throw TendError(key: errorKey,
                            ["input": Sanitize.forDisplay(raw, limit: 20), "max": String(FiveLinesTracker.limit)],
                            status: .invalidInput)
        }
        return n
    }

    /// The line numbered `n`.
    /// - Throws: ``TendError``: invalid input past the last possible number, not found for an empty slot.
    func line(_ n: Int) throws -> Entry {
        guard numberRange.contains(n) else {
            throw TendError(key: "five.error.number.invalid",
                            ["input": String(n), "max": String(numberRange.upperBound)], status: .invalidInput)
        }
        guard n <= lines.count else {
            let args = ["number": String(n), "day": DayFormat.long(day), "count": String(lines.count)]
            throw TendError(key: lines.isEmpty ? "five.error.number.none" : "five.error.number.empty", args,
                            status: .notFound)
        }
        return lines[n - 1]
    }
}
