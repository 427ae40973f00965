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
        if input.json == nil, let bytes = input.bytes, input.kind == .format(.jrnl) {
            return try JrnlTextReader.read(bytes, file: file, options, progress: progress)
        }
        guard let entries = input.json?.object?["entries"]?.array else {
            throw TendError(key: "import.error.wrong-format", ["file": file, "detected": input.kind.described,
                                                              "expected": ImportFormat.jrnl.described])
        }
        let journal = try JournalText.batch(.jrnl, file: file, options: options)
        var batch = journal.batch
        let limit = journal.limit
        let tracker = batch.journal!
        progress.begin(large: entries.count >= 2000)
        batch.units = entries.count
        let lines = JSONLines.elements(input.bytes ?? [], array: "entries")
        // In parts (the progress moves between them), each read on every core; then put in order by day and
        // time (then place in the file) through their keys alone, each line copied once, into the batch.
        let part = 8_192
        var parts: [[(minutes: Int, line: ImportBatch.JournalLine)?]] = []
        var order: [(day: Day, minutes: Int, index: Int)] = []
        order.reserveCapacity(entries.count)
        for start in stride(from: 0, to: entries.count, by: part) {
            let read = try Concurrent.map(start..<min(start + part, entries.count)) { i in
                try line(entries[i], origin: JSONLines.origin(file, lines, i, kind: tr("import.record.entry")), tracker: tracker,
                         limit: limit, timeZone: options.timeZone)
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
        batch.skip("empty-entry", empty)
        return batch
    }

    /// The line of an entry (its time of day in minutes beside it), or `nil` when it has no text.
    private static func line(_ value: FieldValue, origin: String, tracker: String, limit: Int,
                             timeZone: TimeZone) throws -> (minutes: Int, line: ImportBatch.JournalLine)? {
        guard let o = value.object else { throw SourceError.placed(origin, "import.problem.not-object") }
        let dateText = o["date"]?.string ?? ""
        guard let day = Day(iso: dateText), dateText.count == 10 else {
            throw SourceError.placed(origin, "import.problem.date", ["input": Sanitize.forDisplay(dateText), "column": "date"])
        }
        let timeText = o["time"]?.string ?? "00:00"
        guard let minutes = TimeText.minutes(timeText) else {
            throw SourceError.placed(origin, "import.problem.time", ["input": Sanitize.forDisplay(timeText)])
        }
        return entryLine(day: day, dateText: dateText, timeText: timeText, minutes: minutes, title: o["title"]?.string ?? "",
                         body: o["body"]?.string ?? "", tags: o["tags"]?.array?.compactMap(\.string) ?? [],
                         tracker: tracker, limit: limit, timeZone: timeZone, origin: origin)
    }

    /// The journal line of a jrnl entry, read from JSON or text alike — its id derived from the journal,
    /// date, time, title and body, so a journal imported as text and again as JSON adds nothing new.
    static func entryLine(day: Day, dateText: String, timeText: String, minutes: Int, title: String, body: String,
                          tags: [String], tracker: String, limit: Int, timeZone: TimeZone,
                          origin: String) -> (minutes: Int, line: ImportBatch.JournalLine)? {
        guard let (text, note) = JournalText.line(title: title, body: body, limit: limit) else { return nil }
        let line = ImportBatch.JournalLine(
            id: DerivedID.make("jrnl", tracker, dateText, timeText, title, body), day: day, text: text, note: note,
            tags: JournalText.tags(tags), created: TimeText.instant(day, minutes: minutes, in: timeZone), origin: origin)
        return (minutes, line)
    }
}
