/// Terminal display width of text: wide East Asian characters and emoji take two columns, combining
/// marks and zero-width joiners none.
public enum TextWidth {
    /// Columns needed to show `s`.
    public static func of(_ s: String) -> Int {
        // Plain ASCII (most of what a table holds): a column per byte, none for control characters — what
        // the walk over characters below gives, without breaking the text into characters.
        var ascii = 0
        for b in s.utf8 {
            if b >= 0x80 { return ofCharacters(s) }
            if b >= 0x20 { ascii += 1 }
        }
        return ascii
    }

    /// ``of(_:)`` character by character.
    static func ofCharacters(_ s: String) -> Int {
        var total = 0
        for ch in s {
            var w = 0
            for u in ch.unicodeScalars {
                let v = u.value
                if v == 0x200D || v == 0xFE0F || (0x0300...0x036F).contains(v) || (0x1AB0...0x1AFF).contains(v)
                    || (0x20D0...0x20FF).contains(v) || (0xFE20...0xFE2F).contains(v) || v < 0x20 { continue }
                w = max(w, isWide(v) ? 2 : 1)
            }
            total += w
        }
        return total
    }

    /// Pads `s` with spaces to `width` columns (left-aligned) or on the left (right-aligned).
    public static func pad(_ s: String, to width: Int, right: Bool = false) -> String {
        let n = max(0, width - of(s))
        return right ? String(repeating: " ", count: n) + s : s + String(repeating: " ", count: n)
    }

    /// Cuts `s` to at most `width` columns, ending with `…` when cut.
    public static func truncate(_ s: String, to width: Int) -> String {
        guard of(s) > width else { return s }
        var out = ""
        var used = 0
        for ch in s {
            let w = of(String(ch))
            if used + w > width - 1 { break }
            out.append(ch)
            used += w
        }
        return out + "…"
    }

    private static func isWide(_ v: UInt32) -> Bool {
        (0x1100...0x115F).contains(v) || (0x2E80...0x303E).contains(v) || (0x3041...0x33FF).contains(v)
            || (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v) || (0xA000...0xA4CF).contains(v)
            || (0xAC00...0xD7A3).contains(v) || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v)
            || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1F64F).contains(v)
            || (0x1F900...0x1F9FF).contains(v) || (0x1FA70...0x1FAFF).contains(v) || (0x1F680...0x1F6FF).contains(v)
            || (0x20000...0x3FFFD).contains(v) || (0x2600...0x26FF).contains(v) && v >= 0x2614 && isEmojiPresentation(v)
    }

    private static func isEmojiPresentation(_ v: UInt32) -> Bool {
        [0x2614, 0x2615, 0x2648, 0x267F, 0x2693, 0x26A1, 0x26AA, 0x26AB, 0x26BD, 0x26BE, 0x26C4, 0x26C5, 0x26CE,
         0x26D4, 0x26EA, 0x26F2, 0x26F3, 0x26F5, 0x26FA, 0x26FD].contains(v) || (0x2648...0x2653).contains(v)
    }
}
