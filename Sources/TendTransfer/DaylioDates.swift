import TendKernel

/// The days of Daylio's old CSV export (`year,date,weekday,time,mood,activities,note`, before
/// `full_date`): the year is its own column and `date` is the day and month in the phone's language —
/// `June 22` or `22 June` in English, `7 września` in Polish. English month names (in full or the first
/// three letters) are read; any other language is named in the refusal.
enum DaylioDates {
    private static let months = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
                                 "october", "november", "december"]

    /// The day `date` names in `year`, or `nil` when it isn't `Month D` or `D Month` in English.
    static func day(year: String, date: String) -> Day? {
        guard let y = Int(ASCIIText.trim(year)), (1900...9999).contains(y) else { return nil }
        let parts = date.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "." }).map { $0.lowercased() }
        guard parts.count == 2 else { return nil }
        let (d, m) = Int(parts[0]) != nil ? (parts[0], parts[1]) : (parts[1], parts[0])
        guard let dayNumber = Int(d), let month = self.month(m) else { return nil }
        return Day(year: y, month: month, day: dayNumber)
    }

    /// The month an English name (or its first three letters) names, 1–12.
    static func month(_ name: String) -> Int? {
        guard name.count >= 3 else { return nil }
        return months.firstIndex { $0 == name || ($0.hasPrefix(name) && name.count == 3) || (name == "sept" && $0 == "september") }
            .map { $0 + 1 }
    }

    /// Whether `date` is a day and a word (a month in some language): `7 września`, `16 de octubre`.
    static func isForeignMonth(_ date: String) -> Bool {
        let parts = date.split(separator: " ")
        return parts.count >= 2 && parts.contains { Int($0) != nil }
            && parts.contains { $0.contains { $0.isLetter } && month($0.lowercased()) == nil }
    }
}
