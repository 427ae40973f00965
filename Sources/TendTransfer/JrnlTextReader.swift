import Foundation
import TendConsole
import TendKernel

/// Reads a jrnl journal in its own text format — entries starting at a line `[2020-08-29 11:11] Title`
/// (jrnl's default `timeformat`; `[29.08.2020 11:11]` and `11:11 PM` read too), the rest of the entry its
/// body — as jrnl itself parses it: the title is the first line (or, on one line, the first sentence),
/// a trailing ` *` marks a starred entry, `@words` are its tags. Each entry becomes a journal line as
/// from jrnl's JSON, with the same id, so importing the text and then the JSON adds nothing twice.
enum JrnlTextReader {
    /// An entry header: its day, ISO date and 24-hour time (as jrnl's JSON writes them), and where the
    /// text after `] ` starts.
    struct Header {
        let day: Day
        let dateText: String
        let timeText: String
        let minutes: Int
        let textStart: Int
    }

    /// The batch a jrnl text journal describes.
    static func read(_ bytes: [UInt8], file: String, _ options: ImportOptions, progress: ProgressBar) throws -> ImportBatch {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw SourceError.row(file, 1, "import.problem.not-text")
        }
        let journal = try JournalText.batch(.jrnl, file: file, options: options)
        var batch = journal.batch
        let limit = journal.limit
        let tracker = batch.journal!
        progress.begin(large: bytes.count >= 200_000)
        // Entry headers: at the start of a line, a bracketed date jrnl writes.
        var starts: [(header: Header, at: Int, line: Int)] = []
        var line = 1, i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var lineStart = true
        while i < bytes.count {
            if lineStart, bytes[i] == UInt8(ascii: "["), let h = header(bytes, at: i) { starts.append((h, i, line)) }
            lineStart = bytes[i] == 0x0A
            if lineStart { line += 1 }
            i += 1
        }
        var lines: [(minutes: Int, index: Int, line: ImportBatch.JournalLine)] = []
        for (n, s) in starts.enumerated() {
            let end = n + 1 < starts.count ? starts[n + 1].at : bytes.count
            let raw = String(decoding: bytes[s.header.textStart..<end], as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
            let (title, body) = split(raw)
            let origin = file + " line " + String(s.line)
            if let l = JrnlReader.entryLine(day: s.header.day, dateText: s.header.dateText, timeText: s.header.timeText,
                                            minutes: s.header.minutes, title: title, body: body, tags: tags(title + "\n" + body),
                                            tracker: tracker, limit: limit, timeZone: options.timeZone, origin: origin) {
                lines.append((l.minutes, n, l.line))
            } else {
                batch.skip("empty-entry")
            }
            if n % 512 == 0 { progress.update(s.at, of: bytes.count) }
        }
        lines.sort { ($0.line.day, $0.minutes, $0.index) < ($1.line.day, $1.minutes, $1.index) }
        batch.lines = lines.map(\.line)
        batch.units = starts.count
        return batch
    }

    /// The title and body of an entry's text, as jrnl splits them: a starred entry's ` *` removed from its
    /// first line; the title is the first line when there are several, else the first sentence.
    static func split(_ raw: String) -> (title: String, body: String) {
        var text = Substring(raw)
        while let f = text.first, f == " " || f == "\t" || f == "\n" { text = text.dropFirst() }
        var firstLine = text.prefix { $0 != "\n" }
        let rest = text.dropFirst(firstLine.count)
        if firstLine.trimmingWhitespace().hasSuffix("*") {
            while let l = firstLine.last, l == " " || l == "*" || l == "\t" { firstLine = firstLine.dropLast() }
        }
        if !rest.isEmpty {
            return (String(firstLine).trimmingWhitespace(), Sanitize.trimmed(String(rest)))
        }
        // One line: the first sentence is the title.
        let chars = Array(firstLine)
        for (k, c) in chars.enumerated() where c == "." || c == "?" || c == "!" {
            if k + 1 < chars.count, chars[k + 1] == " " {
                return (String(chars[...k]).trimmingWhitespace(),
                        String(chars[(k + 1)...]).trimmingWhitespace())
            }
        }
        return (String(firstLine).trimmingWhitespace(), "")
    }

    /// The `@tags` in a text, each once, in order (jrnl's tag characters: letters, digits, `_-+*#/`).
    static func tags(_ text: String) -> [String] {
        var out: [String] = []
        var previous: Character = " "
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if c == "@", previous.isWhitespace {
                var j = text.index(after: i)
                while j < text.endIndex, text[j].isLetter || text[j].isNumber || "_-+*#/".contains(text[j]) { j = text.index(after: j) }
                if j > text.index(after: i) {
                    let tag = String(text[i..<j])
                    if !out.contains(tag) { out.append(tag) }
                }
                previous = text[text.index(before: j)]
                i = j
                continue
            }
            previous = c
            i = text.index(after: i)
        }
        return out
    }

    /// Whether the bytes at `i` start a jrnl entry header.
    static func startsEntry(_ bytes: [UInt8], at i: Int) -> Bool { header(bytes, at: i) != nil }

    /// Whether the bytes at `i` look like a jrnl entry header with a date Tend doesn't read
    /// (`[06/09/2013 3:39 PM] Title`): a bracket holding digits and a colon, then a space.
    static func looksBracketed(_ bytes: [UInt8], at i: Int) -> Bool {
        guard let close = bytes[i..<min(bytes.count, i + 40)].firstIndex(of: UInt8(ascii: "]")), close + 1 < bytes.count,
              bytes[close + 1] == 0x20 else { return false }
        let blob = bytes[(i + 1)..<close]
        return blob.contains(UInt8(ascii: ":")) && blob.contains { $0 >= 0x30 && $0 <= 0x39 }
            && !blob.contains(UInt8(ascii: "\"")) && !blob.contains(0x0A)
    }

    /// The header at `i` (`[YYYY-MM-DD HH:MM] ` or `[DD.MM.YYYY HH:MM] `, seconds and AM/PM allowed),
    /// or `nil`.
    static func header(_ bytes: [UInt8], at i: Int) -> Header? {
        guard i < bytes.count, bytes[i] == UInt8(ascii: "["),
              let close = bytes[i..<min(bytes.count, i + 32)].firstIndex(of: UInt8(ascii: "]")),
              close + 1 < bytes.count, bytes[close + 1] == 0x20 || bytes[close + 1] == 0x0A || bytes[close + 1] == 0x0D else { return nil }
        let blob = String(decoding: bytes[(i + 1)..<close], as: UTF8.self)
        let parts = blob.split(separator: " ", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        let date = String(parts[0])
        var day: Day?
        if date.count == 10, date.dropFirst(4).first == "-" {
            day = Day(iso: date)
        } else if date.count == 10, date.dropFirst(2).first == ".", date.dropFirst(5).first == "." {
            let f = date.split(separator: ".")
            if f.count == 3, let d = Int(f[0]), let m = Int(f[1]), let y = Int(f[2]) { day = Day(year: y, month: m, day: d) }
        }
        guard let day, let minutes = TimeText.minutes(String(parts[1])) else { return nil }
        let time = String(format: "%02d:%02d", minutes / 60, minutes % 60)
        return Header(day: day, dateText: day.iso, timeText: time, minutes: minutes, textStart: min(bytes.count, close + 2))
    }
}
