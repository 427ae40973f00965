import Foundation
import TendConsole

/// Daylio's mood labels to Tend's levels: the five default labels (rad, good, meh, bad, awful → great,
/// good, average, bad, horrible), Tend's own level names and words (great, average, horrible, okay…),
/// which map to themselves, plus the user's `--map "Super=great,Lausig=horrible"` for custom or
/// translated labels. Labels match ignoring case and surrounding spaces; a mapped label overrides the
/// others. In `--map`, `\,` and `\=` stand for a comma or equals sign inside a label.
struct MoodMap {
    /// Daylio's default labels, by level (5 highest).
    static let daylioDefaults: [String: Int] = [
        "rad": 5, "good": 4, "meh": 3, "bad": 2, "awful": 1,
    ]

    /// Daylio's default labels in other languages, as real exports hold them: only used to suggest a
    /// `--map` (a translated label may have been renamed by its user).
    static let translated: [String: Int] = [
        // Polish
        "wspaniale": 5, "dobrze": 4, "tak sobie": 3, "źle": 2, "okropnie": 1,
    ]

    private var levels: [String: Int]
    /// The tracker levels go to, which names them.
    let mood: any DailyLevelMapping

    /// The defaults with the `--map` options applied (each `label=mood[,label=mood…]`), a mood named as
    /// `mood`'s own log command names it.
    init(options: [String], mood: any DailyLevelMapping) throws {
        self.mood = mood
        levels = MoodMap.daylioDefaults
        for option in options {
            for (label, mood, text) in MoodMap.pairs(option) {
                let folded = MoodMap.fold(label)
                guard let name = mood, !folded.isEmpty, let level = self.mood.level(named: name) else {
                    throw TendError(key: "import.error.map", ["input": Sanitize.forDisplay(text)], status: .invalidInput)
                }
                levels[folded] = level
            }
        }
    }

    /// The level of a label, or `nil` when it needs mapping: a mapped or default label, else one of Tend's
    /// own level names or words (not a bare number).
    func level(_ label: String) -> Int? {
        let folded = MoodMap.fold(label)
        if let l = levels[folded] { return l }
        guard folded.contains(where: \.isLetter) else { return nil }
        return mood.level(named: folded)
    }

    /// A label as it is matched: trimmed and lowercased.
    static func fold(_ label: String) -> String { ASCIIText.trim(label).lowercased() }

    /// The `label=mood` pairs of one `--map` value, split at unescaped commas, each at its first unescaped
    /// equals sign (`mood` is `nil` without one); `\x` reads as `x`. `text` is the pair as written.
    static func pairs(_ option: String) -> [(label: String, mood: String?, text: String)] {
        var out: [(String, String?, String)] = []
        var label = "", mood: String?, text = ""
        var escaped = false
        func end() {
            if !text.isEmpty { out.append((label, mood, text)) }
            label = ""
            mood = nil
            text = ""
        }
        for c in option {
            if escaped {
                if mood == nil { label.append(c) } else { mood!.append(c) }
                text.append(c)
                escaped = false
                continue
            }
            switch c {
            case "\\": escaped = true
            case ",": end(); continue
            case "=" where mood == nil: mood = ""
            default: if mood == nil { label.append(c) } else { mood!.append(c) }
            }
            text.append(c)
        }
        end()
        return out
    }

    /// The `--map` argument that maps `labels`, ready to paste into a shell: each label with the level its
    /// known translation has, else `?` for the user to fill in; commas and equals signs escaped, the
    /// whole in single quotes.
    func suggestion(_ labels: [String]) -> String {
        let pairs = labels.map { label -> String in
            let escaped = label.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ",", with: "\\,")
                .replacingOccurrences(of: "=", with: "\\=")
            return escaped + "=" + (MoodMap.translated[MoodMap.fold(label)].map(mood.name(of:)) ?? "?")
        }
        return "'" + pairs.joined(separator: ",").replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
