import TendConsole

/// A fixed-width fill bar showing how far an arc or a day has come (not the import's progress
/// indicator): `██████░░░░` in Unicode, `######----` in ASCII, coloured by `Style`.
enum FillBar {
    /// Columns of a bar.
    static let width = 20

    /// A bar filled to `fraction` (0…1).
    static func render(_ fraction: Double, style: Style, width: Int = FillBar.width) -> String {
        let f = min(1, max(0, fraction.isFinite ? fraction : 0))
        let filled = Int((f * Double(width)).rounded())
        let on = style.unicode ? "█" : "#", off = style.unicode ? "░" : "-"
        return style.paint(String(repeating: on, count: filled), .good)
            + style.dim(String(repeating: off, count: width - filled))
    }

    /// A whole percentage: `67 %`.
    static func percent(_ fraction: Double) -> String {
        tr("ritual.percent", ["value": String(Int((min(1, max(0, fraction)) * 100).rounded()))])
    }

    /// A check box: `[x]` or `[ ]`.
    static func box(_ done: Bool) -> String { done ? "[x]" : "[ ]" }
}
