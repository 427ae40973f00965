/// Loop Habit Tracker's habit colours as `#RRGGBB`: its CSV writes them so; its database keeps an index
/// into its palette (20 colours since database version 21, 13 before — version 21 renumbered them), and
/// before version 14 an Android colour (ARGB as a signed integer), which version 14 mapped to the
/// 13-colour palette.
enum LoopColors {
    /// The palette of database version 21 and later (Loop's `PaletteColor.toCsvColor`).
    static let palette = [
        "#D32F2F", "#E64A19", "#F57C00", "#FF8F00", "#F9A825", "#AFB42B", "#7CB342", "#388E3C", "#00897B", "#00ACC1",
        "#039BE5", "#1976D2", "#303F9F", "#5E35B1", "#8E24AA", "#D81B60", "#5D4037", "#303030", "#757575", "#AAAAAA",
    ]

    /// Version 21's renumbering of the 13-colour palette (old index → new).
    static let renumbered = [0, 1, 4, 5, 7, 8, 9, 10, 13, 14, 15, 17, 19]

    /// Version 14's mapping of the Android colours Loop used before it to the 13-colour palette.
    static let android: [Int64: Int] = [
        -2_937_041: 0, -1_684_967: 1, -415_707: 2, -5_262_293: 3, -13_070_788: 4, -16_742_021: 5, -16_732_991: 6,
        -16_540_699: 7, -10_603_087: 8, -7_461_718: 9, -2_614_432: 10, -13_619_152: 11, -5_592_406: 12,
    ]

    /// A CSV colour (`#FF8F00`) normalised to capitals, or `nil` when it isn't one.
    static func hex(_ text: String) -> String? {
        let u = Array(text.utf8)
        guard u.count == 7, u[0] == UInt8(ascii: "#"), u.dropFirst().allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 | 0x20 >= 97 && $0 | 0x20 <= 102) })
        else { return nil }
        return text.uppercased()
    }

    /// The colour a database of `version` stores as `value`, or `nil` when it names none.
    static func hex(stored value: Int64, version: Int) -> String? {
        var index: Int
        if version < 14 {
            index = android[value] ?? 0
        } else {
            guard value >= 0, value < 20 else { return nil }
            index = Int(value)
        }
        if version < 21 {
            guard index < renumbered.count else { return nil }
            index = renumbered[index]
        }
        return palette[index]
    }
}
