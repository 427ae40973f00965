import Foundation
import TendConsole
import TendEngine
import TendKernel

/// Reads jrnl's JSON (`jrnl --format json`: `{"tags": {…}, "entries": [{"date", "time", "title",
/// "body", "tags", "starred"}]}`) into lines of the gratitude or five-line journal (`--into`): the title
/// is the line, the body its note, the tags its tags (without the `@`). The day is the entry's `date`;
/// lines of a day keep the entries' order by time. The id of a line is derived from the journal, date,
/// time, title and body.
enum JrnlReader {
    /// The batch a jrnl export describes.
    static func read(_ input: ImportInput, _ options: ImportOptions, progress: ProgressBar) throws -> ImportBatch {
        let file = input.shown
        guard let entries = input.json?.object?["entries"]?.array else {
            throw TendError(key: "import.error.wrong-format", ["file": file, "detected": input.kind.described,
                                                              "expected": ImportFormat.jrnl.described])
        }
        let tracker = try JournalText.journal(options.into)
        let limit = JournalText.limits[tracker]!
        progress.begin(large: entries.count >= 2000)
        var batch = ImportBatch(format: .jrnl)
        batch.journal = tracker
        batch.units = entries.count
        // In parts (the progress moves between them), each read on every core; then put in order by day and
        // time (then place in the file) through their keys alone, each line copied once, into the batch.
        let part = 8_192
        var parts: [[(minutes: Int, line: ImportBatch.JournalLine)?]] = []
        var order: [(day: Day, minutes: Int, index: Int)] = []
        order.reserveCapacity(entries.count)
        for start in stride(from: 0, to: entries.count, by: part) {
            let read = try Concurrent.map(start..<min(start + part, entries.count)) { i in
                try line(entries[i], i, file: file, tracker: tracker, limit: limit, timeZone: options.timeZone)
            }
            for (i, l) in zip(start..., read) {
                if let l { order.append((l.line.day, l.minutes, i)) }
            }
            parts.append(read)
            progress.update(start + read.count, of: entries.count)
        }
        order.sort { ($0.day, $0.minutes, $0.index) < ($1.day, $1.minutes, $1.index) }
        batch.lines = order.map { parts[$0.index / part][$0.index % part]!.line }
        let empty = entries.count - order.count
        Concurrent.discard(consume parts)
        if empty > 0 { batch.notes.append(tr("import.note.empty", ["count": String(empty)])) }
        return batch
    }

    /// The line of entry `i` (its time of day in minutes beside it), or `nil` when it has no text.
    private static func line(_ value: FieldValue, _ i: Int, file: String, tracker: String, limit: Int,
                             timeZone: TimeZone) throws -> (minutes: Int, line: ImportBatch.JournalLine)? {
        let n = i + 1
        guard let o = value.object else { throw SourceError.entry(file, n, "import.problem.not-object") }
        let dateText = o["date"]?.string ?? ""
        guard let day = Day(iso: dateText), dateText.count == 10 else {
            throw SourceError.entry(file, n, "import.problem.date", ["input": Sanitize.forDisplay(dateText), "column": "date"])
        }
        let timeText = o["time"]?.string ?? "00:00"
        guard let minutes = TimeText.minutes(timeText) else {
            throw SourceError.entry(file, n, "import.problem.time", ["input": Sanitize.forDisplay(timeText)])
        }
        let title = o["title"]?.string ?? "", body = o["body"]?.string ?? ""
        guard let (text, note) = JournalText.line(title: title, body: body, limit: limit) else { return nil }
        let tags = JournalText.tags(o["tags"]?.array?.compactMap(\.string) ?? [])
        let line = ImportBatch.JournalLine(
            id: DerivedID.make("jrnl", tracker, dateText, timeText, title, body), day: day, text: text, note: note,
            tags: tags, created: TimeText.instant(day, minutes: minutes, in: timeZone),
            origin: file + " entry " + String(n))
        return (minutes, line)
    }
}
