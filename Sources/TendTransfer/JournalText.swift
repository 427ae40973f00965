import Foundation
import TendConsole
import TendKernel

/// How a journal entry from another app (a title and a body) becomes a line of a Tend journal: the
/// title, on one line, is the line's text (the body's first line when there is no title); the body is
/// its note, so both are kept. A title longer than the journal allows is cut with `…`, and then the
/// note starts with the whole title.
enum JournalText {
    /// The journal lines go to without `--into`.
    static let defaultJournal = "gratitude"

    /// The journal `--into` names (default gratitude) among the build's journals, or the error listing them.
    static func journal(_ into: String?, _ mappings: ImportMappings) throws -> any JournalMapping {
        let t = (into ?? defaultJournal).trimmingWhitespace().lowercased()
        guard let j = mappings.journals[t] else {
            throw TendError(key: "import.error.into", ["input": Sanitize.forDisplay(into ?? ""),
                                                       "journals": mappings.journals.keys.sorted { ($0 != defaultJournal ? 1 : 0, $0) < ($1 != defaultJournal ? 1 : 0, $1) }
                                                           .joined(separator: " or ")],
                            status: .invalidInput)
        }
        return j
    }

    /// An empty batch of `format` read from `file`, its lines going to the journal `--into` names, and
    /// that journal's longest line.
    static func batch(_ format: ImportFormat, file: String, options: ImportOptions) throws -> (batch: ImportBatch, limit: Int) {
        let journal = try journal(options.into, options.mappings)
        var batch = ImportBatch(format: format)
        batch.file = file
        batch.journal = journal.tracker
        return (batch, journal.maxLength)
    }

    /// The line's text and note, or `nil` when the entry has no text at all.
    static func line(title: String, body: String, limit: Int) -> (text: String, note: String?)? {
        var body = Sanitize.trimmed(body)
        var text = oneLine(title)
        if text.isEmpty {
            let lines = body.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: true)
            guard let first = lines.first else { return nil }
            text = oneLine(String(first))
            body = lines.count > 1 ? Sanitize.trimmed(String(lines[1])) : ""
            if text.isEmpty { return nil }
        }
        var note = body.isEmpty ? nil : body
        if Sanitize.count(text, over: limit) != nil {
            note = Sanitize.trimmed(title) + (note.map { "\n\n" + $0 } ?? "")
            text = String(text.prefix(limit - 1)).trimmingWhitespace() + "…"
        }
        return (text, note)
    }

    /// Tags as Tend keeps them (``TagText/clean(_:)``: trimmed, without jrnl's leading `@` or `#`, each once).
    static func tags(_ raw: [String]) -> [String] { TagText.clean(raw) }

    /// Text on one line: every run of white space (line breaks and tabs included) becomes one space,
    /// other control characters are dropped, the ends are trimmed.
    static func oneLine(_ s: String) -> String {
        isOneLine(s) ? s : collapsed(s)
    }

    /// ``oneLine(_:)`` worked out scalar by scalar (what it returns for any text).
    static func collapsed(_ s: String) -> String {
        var out = ""
        var space = false
        for u in s.unicodeScalars {
            if u.properties.isWhitespace || u == "\u{2028}" || u == "\u{2029}" || u == "\u{85}" {
                space = true
                continue
            }
            if u.value < 0x20 || (0x7F...0x9F).contains(u.value) { continue }
            if space && !out.isEmpty { out.unicodeScalars.append(" ") }
            space = false
            out.unicodeScalars.append(u)
        }
        return out
    }

    /// Whether `oneLine` would leave `s` as it is, for the common case of printable ASCII: single spaces
    /// between words and none at either end.
    static func isOneLine(_ s: String) -> Bool {
        var afterSpace = true
        for b in s.utf8 {
            if b >= 0x7F || b < 0x20 { return false }
            if b == 0x20 {
                if afterSpace { return false }
                afterSpace = true
            } else {
                afterSpace = false
            }
        }
        return s.isEmpty || !afterSpace
    }
}
