import Foundation
import TendConsole
import TendKernel

/// Reads Day One's JSON export (the ZIP, its folder, or a journal's JSON: `{"metadata": {…}, "entries":
/// [{"uuid", "creationDate", "timeZone", "text", "tags"}]}`) into lines of the gratitude or five-line
/// journal (`--into`). The day is the creation instant's date in the entry's own `timeZone` (the user's
/// when it has none). The text's first line (without a Markdown `#` heading mark) is the line, the rest
/// its note; Day One's backslash escapes and photo placeholders (`![](dayone-moment://…)`) are removed.
/// The id of a line is derived from the journal and the entry's `uuid`.
enum DayOneReader {
    /// The batch a Day One export describes (every journal JSON of a ZIP or folder).
    static func read(_ input: ImportInput, _ options: ImportOptions, progress: ProgressBar) throws -> ImportBatch {
        guard input.plausible.contains(.dayone), let first = input.json else {
            throw TendError(key: "import.error.wrong-format", ["file": input.shown, "detected": input.kind.described,
                                                              "expected": ImportFormat.dayone.described])
        }
        var documents: [(label: String, value: FieldValue, lines: [Int])] = []
        switch input.source {
        case .file: documents = [(input.shown, first, JSONLines.elements(input.bytes ?? [], array: "entries"))]
        case .folder, .zip:
            for p in input.source.paths where p.hasPrefix(input.root) && p.lowercased().hasSuffix(".json")
                && !p.dropFirst(input.root.count).contains("/") {
                let label = input.source.label(p, shown: input.shown)
                let bytes = try input.source.read(p, shown: input.shown)
                let value = try JSONInput.parse(bytes, label: label)
                if JSONInput.kind(of: value) == .format(.dayone) {
                    documents.append((label, value, JSONLines.elements(bytes, array: "entries")))
                }
            }
        }
        let journal = try JournalText.batch(.dayone, file: input.shown, options: options)
        var batch = journal.batch
        let limit = journal.limit
        let tracker = batch.journal!
        let total = documents.reduce(0) { $0 + ($1.value.object?["entries"]?.array?.count ?? 0) }
        progress.begin(large: total >= 2000)
        var lines: [(millis: Int64, line: ImportBatch.JournalLine)] = []
        var zones: [String: Calendar] = [:]
        var empty = 0, done = 0
        for (file, value, entryLines) in documents {
            for (i, e) in (value.object?["entries"]?.array ?? []).enumerated() {
                let origin = JSONLines.origin(file, entryLines, i, kind: tr("import.record.entry"))
                guard let o = e.object else { throw SourceError.placed(origin, "import.problem.not-object") }
                let dateText = o["creationDate"]?.string ?? ""
                guard let millis = TimeText.millis(iso: dateText) else {
                    throw SourceError.placed(origin, "import.problem.instant", ["input": Sanitize.forDisplay(dateText)])
                }
                let zoneName = o["timeZone"]?.string
                let zone = zoneName.map { TimeZone(identifier: $0) } ?? options.timeZone
                guard let zone else {
                    throw SourceError.placed(origin, "import.problem.zone", ["input": Sanitize.forDisplay(zoneName ?? "")])
                }
                let calendar = zones[zone.identifier] ?? {
                    var c = Calendar(identifier: .gregorian)
                    c.timeZone = zone
                    return c
                }()
                zones[zone.identifier] = calendar
                let instant = Date(timeIntervalSince1970: Double(millis) / 1000)
                let parts = calendar.dateComponents([.year, .month, .day], from: instant)
                guard let day = Day(year: parts.year!, month: parts.month!, day: parts.day!) else {
                    throw SourceError.placed(origin, "import.problem.instant", ["input": Sanitize.forDisplay(dateText)])
                }
                let (title, body) = split(o["text"]?.string ?? "")
                done += 1
                guard let (text, note) = JournalText.line(title: title, body: body, limit: limit) else {
                    empty += 1
                    continue
                }
                let uuid = o["uuid"]?.string ?? (dateText + "\u{1F}" + title + "\u{1F}" + body)
                let line = ImportBatch.JournalLine(
                    id: DerivedID.make("dayone", tracker, uuid), day: day, text: text, note: note,
                    tags: JournalText.tags(o["tags"]?.array?.compactMap(\.string) ?? []), created: instant,
                    origin: origin)
                lines.append((millis, line))
                if done % 512 == 0 { progress.update(done, of: total) }
            }
        }
        batch.units = done
        lines.sort { ($0.line.day, $0.millis, $0.line.id) < ($1.line.day, $1.millis, $1.line.id) }
        batch.lines = lines.map(\.line)
        batch.skip("empty-entry", empty)
        return batch
    }

    /// The entry's title (its first line, without a heading mark) and body, Markdown escapes and photo
    /// placeholders removed.
    static func split(_ markdown: String) -> (title: String, body: String) {
        let text = unescape(removingMoments(markdown))
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while let f = lines.first, f.trimmingWhitespace().isEmpty { lines.removeFirst() }
        guard !lines.isEmpty else { return ("", "") }
        var title = lines.removeFirst().trimmingWhitespace()
        while title.hasPrefix("#") { title.removeFirst() }
        return (title.trimmingWhitespace(), lines.joined(separator: "\n"))
    }

    /// Day One's `\.`, `\-`, `\(` … escapes, undone.
    private static func unescape(_ s: String) -> String {
        guard s.contains("\\") else { return s }
        var out = ""
        var escaped = false
        for ch in s {
            if escaped {
                if !(ch.isASCII && ch.isPunctuation || ch.isASCII && ch.isSymbol) { out.append("\\") }
                out.append(ch)
                escaped = false
            } else if ch == "\\" {
                escaped = true
            } else {
                out.append(ch)
            }
        }
        if escaped { out.append("\\") }
        return out
    }

    /// `![](dayone-moment://…)` photo and media placeholders, removed.
    private static func removingMoments(_ s: String) -> String {
        guard s.contains("dayone-moment:") else { return s }
        var out = ""
        var rest = Substring(s)
        while let r = rest.range(of: "![](dayone-moment:") {
            out += rest[..<r.lowerBound]
            guard let close = rest[r.upperBound...].firstIndex(of: ")") else {
                rest = rest[r.lowerBound...]
                break
            }
            rest = rest[rest.index(after: close)...]
        }
        out += rest
        return out
    }
}
