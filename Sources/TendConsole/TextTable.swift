/// A plain text table: a header row, aligned columns, two spaces between columns.
public struct TextTable: Sendable {
    /// A column.
    public struct Column: Sendable {
        /// Header text.
        public let header: String
        /// Right-align (numbers).
        public let right: Bool

        /// Creates a column.
        public init(_ header: String, right: Bool = false) {
            self.header = header
            self.right = right
        }
    }

    /// Columns.
    public let columns: [Column]
    /// Rows of cells.
    public var rows: [[String]]

    /// Creates a table.
    public init(columns: [Column], rows: [[String]] = []) {
        self.columns = columns
        self.rows = rows
    }

    /// The rendered lines, without trailing spaces. `style` emphasises the header.
    public func render(style: Style = .plain) -> [String] {
        var widths = columns.map { TextWidth.of($0.header) }
        for r in rows { for (i, c) in r.enumerated() where i < widths.count { widths[i] = max(widths[i], TextWidth.of(c)) } }
        func line(_ cells: [String]) -> String {
            var parts: [String] = []
            for (i, col) in columns.enumerated() {
                let c = i < cells.count ? cells[i] : ""
                parts.append(TextWidth.pad(c, to: widths[i], right: col.right))
            }
            // Without trailing spaces (a space is one byte and a character of its own at the end).
            let joined = parts.joined(separator: "  ")
            let u = joined.utf8
            var end = u.endIndex
            while end > u.startIndex, u[u.index(before: end)] == UInt8(ascii: " ") { end = u.index(before: end) }
            return String(joined[..<end])
        }
        return [style.bold(line(columns.map(\.header)))] + rows.map(line)
    }
}
