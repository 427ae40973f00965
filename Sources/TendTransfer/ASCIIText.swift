/// Cheap text steps for the per-row work of imports: trimming ASCII white space without bridging to
/// Foundation, and reading `H:MM` times without building intermediate strings.
enum ASCIIText {
    /// Whether a byte is ASCII white space (space, tab, CR, LF).
    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    /// `s` without leading and trailing ASCII white space.
    static func trim(_ s: String) -> String {
        let u = s.utf8
        guard let first = u.first, let last = u.last, isSpace(first) || isSpace(last) else { return s }
        var a = u.startIndex, b = u.endIndex
        while a < b, isSpace(u[a]) { a = u.index(after: a) }
        while b > a, isSpace(u[u.index(before: b)]) { b = u.index(before: b) }
        return String(decoding: u[a..<b], as: UTF8.self)
    }

    /// Minutes since midnight of `H:MM` or `HH:MM` (24-hour), or `nil` for any other text.
    static func clock(_ s: String) -> Int? {
        var digits: [Int] = []
        var colon = -1
        for (i, b) in s.utf8.enumerated() {
            if b == UInt8(ascii: ":") && colon < 0 {
                colon = i
            } else if b >= 0x30 && b <= 0x39 && digits.count < 4 {
                digits.append(Int(b - 0x30))
            } else {
                return nil
            }
        }
        guard colon == digits.count - 2, colon >= 1 && colon <= 2 else { return nil }
        let h = colon == 1 ? digits[0] : digits[0] * 10 + digits[1]
        let m = digits[colon] * 10 + digits[colon + 1]
        return h < 24 && m < 60 ? h * 60 + m : nil
    }
}
