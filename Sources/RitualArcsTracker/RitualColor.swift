/// The colours a ritual can have (`tend ritual new … --color teal`, `tend ritual edit … --color "#2a9d8f"`).
enum RitualColor {
    /// The named colours, as typed and stored.
    static let palette = ["red", "orange", "amber", "yellow", "green", "teal", "blue", "indigo", "purple", "pink", "brown", "gray"]
}
