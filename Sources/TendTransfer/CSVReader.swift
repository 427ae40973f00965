/// One record of a CSV file: its fields and the line it starts on (1-based).
struct CSVRow: Sendable {
    /// The line the record starts on.
    let line: Int
    /// The fields, unquoted.
    let fields: [String]
}

/// Why a CSV record could not be read.
enum CSVProblem: Error, Equatable {
    /// A quoted field runs to the end of the file.
    case unterminatedQuote(line: Int)
    /// Something other than a comma or a line break follows a closing quote.
    case textAfterQuote(line: Int)
    /// The bytes are not UTF-8 text.
    case notText(line: Int)

    /// The line it was found on.
    var line: Int {
        switch self {
        case .unterminatedQuote(let l), .textAfterQuote(let l), .notText(let l): return l
        }
    }
}

/// Reads RFC 4180 CSV from UTF-8 bytes one record at a time, without splitting the input into lines
/// first: a UTF-8 byte-order mark is skipped, records end at LF or CRLF (a lone CR too), quoted fields
/// may hold commas, doubled quotes and line breaks, and blank lines are skipped. Each record knows the
/// line it starts on, for error messages.
struct CSVReader {
    private let bytes: [UInt8]
    private var at = 0
    private var line = 1

    /// A reader over the whole input.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { at = 3 }
    }

    /// How far reading has come, in bytes (for progress).
    var offset: Int { at }
    /// The input's size in bytes.
    var count: Int { bytes.count }

    /// The next record, or `nil` at the end of the input.
    mutating func next() throws(CSVProblem) -> CSVRow? {
        // Blank lines between records are not records.
        while at < bytes.count, bytes[at] == 0x0A || bytes[at] == 0x0D {
            if bytes[at] == 0x0D, at + 1 < bytes.count, bytes[at + 1] == 0x0A { at += 1 }
            at += 1
            line += 1
        }
        guard at < bytes.count else { return nil }
        let start = line
        var fields: [String] = []
        while true {
            let (field, end) = try readField(recordLine: start)
            fields.append(field)
            switch end {
            case .comma: continue
            case .record, .input: return CSVRow(line: start, fields: fields)
            }
        }
    }

    private enum FieldEnd { case comma, record, input }

    private mutating func readField(recordLine: Int) throws(CSVProblem) -> (String, FieldEnd) {
        if at < bytes.count, bytes[at] == 0x22 { return try readQuoted(recordLine: recordLine) }
        let from = at
        while at < bytes.count {
            let c = bytes[at]
            if c == 0x2C {
                let s = try text(from, at, recordLine)
                at += 1
                return (s, .comma)
            }
            if c == 0x0A || c == 0x0D {
                let s = try text(from, at, recordLine)
                endLine()
                return (s, .record)
            }
            at += 1
        }
        return (try text(from, at, recordLine), .input)
    }

    private mutating func readQuoted(recordLine: Int) throws(CSVProblem) -> (String, FieldEnd) {
        at += 1
        var out: [UInt8] = []
        var runStart = at
        while true {
            guard at < bytes.count else { throw .unterminatedQuote(line: recordLine) }
            let c = bytes[at]
            if c == 0x22 {
                out.append(contentsOf: bytes[runStart..<at])
                if at + 1 < bytes.count, bytes[at + 1] == 0x22 {
                    out.append(0x22)
                    at += 2
                    runStart = at
                    continue
                }
                at += 1
                break
            }
            if c == 0x0A || (c == 0x0D && !(at + 1 < bytes.count && bytes[at + 1] == 0x0A)) { line += 1 }
            at += 1
        }
        guard let s = String(validating: out, as: UTF8.self) else { throw .notText(line: recordLine) }
        guard at < bytes.count else { return (s, .input) }
        switch bytes[at] {
        case 0x2C:
            at += 1
            return (s, .comma)
        case 0x0A, 0x0D:
            endLine()
            return (s, .record)
        default:
            throw .textAfterQuote(line: line)
        }
    }

    /// Steps over a line break (LF, CRLF or CR).
    private mutating func endLine() {
        if bytes[at] == 0x0D, at + 1 < bytes.count, bytes[at + 1] == 0x0A { at += 1 }
        at += 1
        line += 1
    }

    private func text(_ from: Int, _ to: Int, _ recordLine: Int) throws(CSVProblem) -> String {
        guard let s = String(validating: bytes[from..<to], as: UTF8.self) else { throw .notText(line: recordLine) }
        return s
    }
}
