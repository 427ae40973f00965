import TendConsole
import TendKernel

/// One day of the journal: its lines in display order (position, then id), numbered from 1.
struct GratitudeDay {
    /// The day.
    let day: Day
    /// Its lines, in display order.
    let entries: [Entry]

    /// Reads a day's lines.
    static func read(_ reader: any StoreReader, _ day: Day) throws -> GratitudeDay {
        GratitudeDay(day: day, entries: try reader.entries(EntryQuery(tracker: GratitudeTracker.id, days: day...day)))
    }

    /// The line a reference names, and its index.
    /// - Throws: ``TendError`` (exit 66) when the day has no such line.
    func resolve(_ ref: GratitudeRef, today: Day) throws -> (index: Int, entry: Entry) {
        let name = GratitudeWords.dayName(day, today: today)
        if entries.isEmpty {
            throw TendError(key: "gratitude.error.ref.empty-day", ["ref": String(ref.number), "day": name], status: .notFound)
        }
        guard ref.number <= entries.count else {
            throw TendError(key: "gratitude.error.ref.unknown",
                            ["ref": String(ref.number), "day": name, "count": String(entries.count)], status: .notFound)
        }
        return (ref.number - 1, entries[ref.number - 1])
    }

    /// The lines as JSON rows.
    var json: [GratitudeEntryJSON] { json(carrying: TagFilter([])) }

    /// The lines carrying `tags` as JSON rows, each with its number within the whole day.
    func json(carrying tags: TagFilter) -> [GratitudeEntryJSON] {
        entries.enumerated().filter { tags.matches($1.tags) }.map { GratitudeEntryJSON($1, ref: $0 + 1) }
    }

    /// The numbered lines as text: `  1  Morning coffee` (numbers right-aligned).
    static func lines(_ numbered: [(ref: Int, text: String)]) -> [String] {
        let width = String(numbered.map(\.ref).max() ?? 1).count
        return numbered.map { "  " + TextWidth.pad(String($0.ref), to: width, right: true) + "  " + $0.text }
    }

    /// This day's lines as numbered text, each line's note (an imported entry's body) below it, indented.
    var lines: [String] { lines(carrying: TagFilter([])) }

    /// The lines carrying `tags` as numbered text (numbers within the whole day), notes below, indented.
    func lines(carrying tags: TagFilter) -> [String] {
        let kept = entries.enumerated().filter { tags.matches($1.tags) }
        let numbered = GratitudeDay.lines(kept.map { ($0 + 1, $1.value.text ?? "") })
        guard kept.contains(where: { $1.note != nil }) else { return numbered }
        let indent = String(repeating: " ", count: 4 + String(entries.count).count)
        var out: [String] = []
        for (line, e) in zip(numbered, kept.map(\.element)) {
            out.append(line)
            if let note = e.note {
                out += note.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : indent + $0 }
            }
        }
        return out
    }
}

/// A reference to a line, as typed: the number shown beside it (`2`, also `#2`).
struct GratitudeRef: Hashable, Sendable {
    /// 1-based number within the day.
    let number: Int

    /// Parses a reference.
    /// - Throws: ``TendError`` (exit 65) when it isn't a positive whole number.
    init(parsing raw: String) throws {
        var t = Substring(raw.trimmingWhitespace())
        if t.hasPrefix("#") { t = t.dropFirst() }
        guard !t.isEmpty, t.count <= 6, t.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(t), n >= 1 else {
            throw TendError(key: "gratitude.error.ref.invalid", ["input": Sanitize.forDisplay(raw, limit: 20)],
                            status: .invalidInput)
        }
        number = n
    }

    /// A reference to line `number`.
    init(_ number: Int) { self.number = number }
}
