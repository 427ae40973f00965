/// Record ids derived from source records, so importing the same file twice finds the same ids and
/// adds nothing: 16 lowercase hex digits (like new record ids), the FNV-1a 64 hash of the parts joined
/// with a separator no text holds (U+001F).
enum DerivedID {
    /// The id of `parts` (format name first, then what identifies the record in its source).
    static func make(_ parts: String...) -> String { make(parts) }

    /// The id of `parts`.
    static func make(_ parts: [String]) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for (i, p) in parts.enumerated() {
            if i > 0 { h = (h ^ 0x1F) &* 0x0000_0100_0000_01B3 }
            for b in p.utf8 { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
