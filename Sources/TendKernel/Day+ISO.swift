import Foundation

extension Day: CustomStringConvertible, LosslessStringConvertible, Codable {
    /// The ISO 8601 form, `YYYY-MM-DD`: the one text form of a day.
    ///
    /// It is what the store keeps in an entry's `day` field (``EntryField/day``), what deterministic keys
    /// are made of (``EntryKey``), what `--json` prints and what `Codable` writes. Text order is day
    /// order for every day in ``Day/earliest`` … ``Day/latest``, so keys and JSON sort by date as text.
    public var iso: String {
        let p = parts
        return Day.pad(p.year, 4) + "-" + Day.pad(p.month, 2) + "-" + Day.pad(p.day, 2)
    }

    /// The ISO form of its month, `YYYY-MM`: what `--month` takes and month views print.
    public var isoMonth: String {
        let p = parts
        return Day.pad(p.year, 4) + "-" + Day.pad(p.month, 2)
    }

    /// Same as ``iso``.
    public var description: String { iso }

    /// Parses a strict ISO date, `YYYY-MM-DD`; `nil` for anything else or a date that doesn't exist.
    public init?(_ text: String) {
        self.init(iso: text)
    }

    /// Parses a strict ISO date, `YYYY-MM-DD`; `nil` for anything else or a date that doesn't exist.
    ///
    /// Exactly ten ASCII characters: no surrounding space, no time part, no `Z`, no week or ordinal
    /// forms, no two-digit years. Date words people type (`yesterday`, `3d`, `mon`) are the console's
    /// (`DateWord` in TendConsole), not the kernel's.
    public init?(iso text: some StringProtocol) {
        var text = String(text)
        guard let (y, m, d) = text.withUTF8(Day.isoParts) else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// The year, month and day numbers of `YYYY-MM-DD` bytes, unchecked as a date. (Read in place from a
    /// `String`: an array of the bytes, made through the generic parameter, cost ~1,000 instructions a
    /// day parsed, which reading ten years of arcs and entries repeats thousands of times.)
    private static func isoParts(_ u: UnsafeBufferPointer<UInt8>) -> (Int, Int, Int)? {
        guard u.count == 10, u[4] == 45, u[7] == 45 else { return nil }
        func num(_ r: Range<Int>) -> Int? {
            var v = 0
            for i in r {
                let c = u[i]
                guard c >= 48, c <= 57 else { return nil }
                v = v * 10 + Int(c - 48)
            }
            return v
        }
        guard let y = num(0..<4), let m = num(5..<7), let d = num(8..<10) else { return nil }
        return (y, m, d)
    }

    /// Decodes the ISO text form, `YYYY-MM-DD`.
    /// - Throws: `DecodingError.dataCorrupted` naming the text when it is not a real date.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        let s = try c.decode(String.self)
        guard let d = Day(iso: s) else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "'\(s)' is not a date (YYYY-MM-DD)")
        }
        self = d
    }

    /// Encodes the ISO text form, `YYYY-MM-DD`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(iso)
    }

    private static func pad(_ n: Int, _ width: Int) -> String {
        let s = String(n)
        return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
    }
}
