import Foundation
import TendKernel

/// Journal entries written the same way into jrnl (its plain-text journal, its JSON export format) and
/// into Tend (gratitude lines, one change per day): about three a day, ending on `last`.
struct JrnlEntry: Sendable {
    let day: Day
    /// Minutes after midnight.
    let minute: Int
    let text: String
}

enum JrnlEntries {
    /// `count` entries from a seed: `lastDay` of them on `last`, three a day on the days before.
    static func make(count: Int, seed: UInt64, last: Day, lastDay: Int = 3) -> [JrnlEntry] {
        var r = SeededRandom(seed: seed, stream: 0x7A1)
        let texts = (0..<count).map { _ in Corpus.gratitude(&r) }
        var out: [JrnlEntry] = []
        out.reserveCapacity(count)
        var i = count, day = last, onDay = min(lastDay, count)
        while i > 0 {
            for k in 0..<onDay { out.append(JrnlEntry(day: day, minute: 9 * 60 + (onDay - 1 - k) * 7, text: texts[i - 1 - k])) }
            i -= onDay
            day = day.adding(days: -1)
            onDay = min(3, i)
        }
        return out.reversed()
    }

    /// The jrnl plain-text journal: `[YYYY-MM-DD hh:mm:ss AM] title`, a blank line between entries
    /// (jrnl's `timeformat: "%F %r"`).
    static func plainText(_ entries: [JrnlEntry]) -> String {
        var out = ""
        out.reserveCapacity(entries.count * 80)
        for e in entries {
            out += "[" + e.day.iso + " " + clock12(e.minute) + "] " + e.text + "\n\n"
        }
        return out
    }

    /// jrnl's JSON export format (`jrnl --format json`): `{"tags": {}, "entries": [{title, body, date, time,
    /// tags, starred}]}`.
    static func json(_ entries: [JrnlEntry]) -> Data {
        var out = "{\"tags\": {}, \"entries\": [\n"
        out.reserveCapacity(entries.count * 140)
        for (i, e) in entries.enumerated() {
            var title = ""
            FieldValue.string(e.text).write(into: &title)
            let time = String(format: "%02d:%02d", e.minute / 60, e.minute % 60)
            out += "{\"title\": " + title + ", \"body\": \"\", \"date\": \"" + e.day.iso + "\", \"time\": \"" + time
                + "\", \"tags\": [], \"starred\": false}" + (i + 1 < entries.count ? ",\n" : "\n")
        }
        out += "]}\n"
        return Data(out.utf8)
    }

    /// `hh:mm:ss AM` for minutes after midnight.
    static func clock12(_ minute: Int) -> String {
        let h = minute / 60, m = minute % 60
        let h12 = h % 12 == 0 ? 12 : h % 12
        return String(format: "%02d:%02d:00 ", h12, m) + (h < 12 ? "AM" : "PM")
    }
}
