/// Writes RFC 4180 CSV as UTF-8: a field holding a comma, a quote or a line break is quoted, with its
/// quotes doubled; records end with LF.
struct CSVWriter {
    /// The text so far.
    private(set) var bytes: [UInt8] = []

    /// Appends one record.
    mutating func row(_ fields: [String]) {
        for (i, f) in fields.enumerated() {
            if i > 0 { bytes.append(UInt8(ascii: ",")) }
            append(f)
        }
        bytes.append(0x0A)
    }

    private mutating func append(_ field: String) {
        let needsQuotes = field.utf8.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
        guard needsQuotes else {
            bytes.append(contentsOf: field.utf8)
            return
        }
        bytes.append(0x22)
        for c in field.utf8 {
            if c == 0x22 { bytes.append(0x22) }
            bytes.append(c)
        }
        bytes.append(0x22)
    }
}
