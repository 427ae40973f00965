import TendKernel

/// Renders a tracker's ``TodayStatus`` as console lines: the one place a today block becomes text, for
/// every tracker (built-in, defined by file, written in Swift). Each line fits
/// ``TodayStatus/lineWidth`` columns.
public enum TodayText {
    /// The block's lines, in `style`'s charset.
    public static func lines(_ status: TodayStatus, style: Style = .plain) -> [String] {
        status.lines.map { line($0, style: style) }
    }

    /// The block's title.
    public static func title(_ status: TodayStatus) -> String { PhraseText.render(status.title) }

    /// The tracker's own highlight: `nil` when the platform computes it, empty when there is none.
    public static func highlight(_ status: TodayStatus) -> String? {
        switch status.highlight {
        case .platform: return nil
        case .none: return ""
        case .phrase(let p): return PhraseText.render(p)
        }
    }

    /// Every catalog key the block uses (phrases nested in arguments included), for checks that each
    /// has text; ``Phrase/verbatim(_:)`` is not a look-up and is left out.
    public static func keys(_ status: TodayStatus) -> Set<String> {
        var phrases = [status.title]
        if case .phrase(let p) = status.highlight { phrases.append(p) }
        for line in status.lines {
            switch line {
            case .sentence(let ps): phrases += ps
            case .list(let p, let steps): phrases += [p] + steps.compactMap(\.note)
            case .counts(let head, let steps): phrases += [head] + steps.compactMap(\.note)
            case .chain(let cue, let steps, let empty, let more, let tail): phrases += [cue, empty, more] + tail + steps.compactMap(\.note)
            }
        }
        var keys = Set<String>()
        func walk(_ p: Phrase) {
            if p.key != Phrase.verbatimKey { keys.insert(p.key) }
            p.args.values.forEach(walk)
        }
        func walk(_ a: PhraseArgument) {
            switch a {
            case .phrase(let p): walk(p)
            case .list(let xs): xs.forEach(walk)
            case .level(let n, _, let words): keys.insert(words + String(min(5, max(1, n))))
            case .text, .int: break
            }
        }
        phrases.forEach(walk)
        return keys
    }

    /// One line, cut to ``TodayStatus/lineWidth`` columns.
    public static func line(_ line: TodayLine, style: Style = .plain, width: Int = TodayStatus.lineWidth) -> String {
        let glyphs = StepGlyphs(unicode: style.unicode)
        switch line {
        case .sentence(let phrases):
            return TextWidth.truncate(phrases.map { PhraseText.render($0) }.joined(separator: " · "), to: width)
        case .list(let phrase, let steps):
            let cells = steps.map { $0.name + " " + glyphs.mark($0.state) }.joined(separator: ", ")
            var p = phrase
            p.args["steps"] = .text(cells)
            return TextWidth.truncate(PhraseText.render(p), to: width)
        case .counts(let head, let steps):
            let cells = steps.map { s -> String in
                var cell = s.name
                if let c = s.count { cell += " " + String(c.done) + "/" + String(c.total) }
                if let note = s.note { cell += " " + PhraseText.render(note) }
                return cell
            }
            return TextWidth.truncate(([PhraseText.render(head)] + cells).joined(separator: " · "), to: width)
        case .chain(let cue, let steps, let empty, let more, let tail):
            return chain(cue: cue, steps: steps, empty: empty, more: more, tail: tail, glyphs: glyphs, width: width)
        }
    }

    /// "After waking up → Run ✓ → Read ▸ · momentum strong": trailing steps fold into "+N more" until the
    /// line fits.
    static func chain(cue: Phrase, steps: [TodayStep], empty: Phrase, more: Phrase, tail: [Phrase],
                      glyphs: StepGlyphs, width: Int) -> String {
        let head = PhraseText.render(cue)
        let suffix = tail.isEmpty ? "" : glyphs.separator + tail.map { PhraseText.render($0) }.joined(separator: glyphs.separator)
        var parts = steps.map { $0.name + " " + glyphs.mark($0.state) }
        if parts.isEmpty { parts = [PhraseText.render(empty)] }
        func line(_ ps: [String]) -> String { ([head] + ps).joined(separator: glyphs.arrow) + suffix }
        var shown = parts, folded = 0
        while TextWidth.of(line(shown)) > width, shown.count > 1 {
            shown.removeLast(folded == 0 ? 1 : 2)
            folded += 1
            var m = more
            m.args["count"] = .int(parts.count - shown.count)
            shown.append(PhraseText.render(m))
        }
        return TextWidth.truncate(line(shown), to: width)
    }
}

/// The marks of steps and chains, in Unicode or (with `--ascii` or a non-UTF-8 locale) ASCII.
public struct StepGlyphs: Sendable {
    /// Whether Unicode may be used.
    public let unicode: Bool

    /// Glyphs by charset.
    public init(unicode: Bool) { self.unicode = unicode }

    /// Between the links of a chain: " → " or " -> ".
    public var arrow: String { unicode ? " → " : " -> " }

    /// Before the figures that close a chain line: " · " or " | ".
    public var separator: String { unicode ? " · " : " | " }

    /// A step's mark: done ✓, partial ◐, skipped –, next ▸, later ·, rest (blank).
    public func mark(_ state: TodayStepState) -> String {
        switch state {
        case .done: return unicode ? "✓" : "x"
        case .partial: return unicode ? "◐" : "o"
        case .skipped: return unicode ? "–" : "-"
        case .next: return unicode ? "▸" : ">"
        case .later: return unicode ? "·" : "."
        case .rest: return " "
        }
    }
}
