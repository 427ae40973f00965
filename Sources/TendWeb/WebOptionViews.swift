/// A row of a small figures table: a label and two figures.
struct FigureRowView {
    let label: String
    let value: String
    let count: String
}

/// An option of a select.
struct OptionView {
    let value: String
    let label: String
    let selected: Bool
}
