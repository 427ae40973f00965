import Foundation
import MoodTracker
import TendConsole

/// Daylio's mood labels to Tend's levels: the five default labels (rad, good, meh, bad, awful → great,
/// good, average, bad, horrible), Tend's own level names and words (great, average, horrible, okay…),
/// which map to themselves, plus the user's `--map "Super=great,Lausig=horrible"` for custom or
/// translated labels. Labels match ignoring case and surrounding spaces; a mapped label overrides the
/// others. In `--map`, `\,` and `\=` stand for a comma or equals sign inside a label.
struct MoodMap {
    /// Daylio's default labels.
    static let daylioDefaults: [String: MoodLevel] = [
        "rad": .great, "good": .good, "meh": .average, "bad": .bad, "awful": .horrible,
    ]

    /// Daylio's default labels in other languages, as real exports hold them: only used to suggest a
    /// `--map` (a translated label may have been renamed by its user).
    static let translated: [String: MoodLevel] = [
        // Polish
        "wspaniale": .great, "dobrze": .good, "tak sobie": .average, "źle": .bad, "okropnie": .horrible,
    ]

    private var levels: [String: MoodLevel]

    /// The defaults with the `--map` options applied (each `label=mood[,label=mood…]`).
    init(options: [String]) throws {
        levels = MoodMap.daylioDefaults
        for option in options {
            for (label, mood, text) in MoodMap.pairs(option) {
                let folded = MoodMap.fold(label)
                guard let mood, !folded.isEmpty, let level = MoodLevel(parsing: mood) else {
                    throw TendError(key: "import.error.map", ["input": Sanitize.forDisplay(text)], status: .invalidInput)
                }
                levels[folded] = level
            }
        }
    }

    /// The level of a label, or `nil` when it needs mapping: a mapped or default label, else one of Tend's
    /// own level names or words (not a bare number).
    func level(_ label: String) -> MoodLevel? {
        let folded = MoodMap.fold(label)
        if let l = levels[folded] { return l }
        guard folded.contains(where: \.isLetter) else { return nil }
        return MoodLevel(parsing: folded)
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
    static func suggestion(_ labels: [String]) -> String {
        let pairs = labels.map { label -> String in
            let escaped = label.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ",", with: "\\,")
                .replacingOccurrences(of: "=", with: "\\=")
            return escaped + "=" + (translated[fold(label)]?.name ?? "?")
        }
        return "'" + pairs.joined(separator: ",").replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
