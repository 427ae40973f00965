import Foundation
import TendConsole
import TendEngine
import TendKernel

/// Every imported record passes the checks the command that would have written it applies — its
/// tracker's own ``Tracker/validate(_:)`` (a mood is a level 1–5, a gratitude line one line of at most
/// 1,000 characters…), no day after today, no control characters (NUL, escape sequences) in a note,
/// tag, line or field, notes and tags of sane length — whatever the format, a Tend export included.
/// Refusals are collected, not thrown one by one, so the error lists every refused row with its line;
/// the import then writes nothing.
struct ImportChecks: Sendable {
    /// The longest note an import writes (a journal entry's body, a mood's gathered notes).
    static let noteLimit = 20_000
    /// The longest tag.
    static let tagLimit = TagText.limit
    /// The most refusals named in the message.
    static let named = 5

    /// A refused record: where it is and why.
    struct Refusal: Sendable {
        /// `daylio.csv line 12`.
        let origin: String
        /// Why, localised (or the tracker's own reason).
        let reason: String
    }

    let registry: Registry
    let today: Day
    private(set) var refusals: [Refusal] = []

    init(registry: Registry, today: Day) {
        self.registry = registry
        self.today = today
    }

    /// Why `entry` is refused, or `nil`.
    func problem(_ entry: Entry) -> String? {
        if entry.day > today { return tr("import.problem.future", ["day": entry.day.iso, "today": today.iso]) }
        if let t = registry.tracker(entry.tracker), let reason = t.validate(entry) {
            return tr("import.problem.tracker", ["tracker": entry.tracker, "reason": reason])
        }
        if let text = entry.value.text, Self.hasControl(text, lineBreaks: false) { return tr("import.problem.control.text") }
        if let note = entry.note {
            if Self.hasControl(note, lineBreaks: true) { return tr("import.problem.control.note") }
            if Sanitize.count(note, over: Self.noteLimit) != nil {
                return tr("import.problem.note-long", ["max": String(Self.noteLimit)])
            }
        }
        for tag in entry.tags {
            if Sanitize.isBlank(tag) || Self.hasControl(tag, lineBreaks: false) || Sanitize.hasLineBreak(tag)
                || Sanitize.count(tag, over: Self.tagLimit) != nil {
                return tr("import.problem.tag", ["input": Sanitize.forDisplay(tag), "max": String(Self.tagLimit)])
            }
        }
        return nil
    }

    /// Why `item` is refused (a control character in a field), or `nil`.
    func problem(_ item: Item) -> String? {
        for (k, v) in item.fields.sorted(by: { $0.key < $1.key }) where Self.hasControl(v) {
            return tr("import.problem.control.field", ["field": Sanitize.forDisplay(k)])
        }
        return nil
    }

    /// Why `setting` is refused, or `nil`.
    func problem(_ setting: Setting) -> String? {
        Self.hasControl(setting.value) || Self.hasControl(setting.key, lineBreaks: false)
            ? tr("import.problem.control.field", ["field": Sanitize.forDisplay(setting.key)]) : nil
    }

    /// Checks an entry, noting a refusal.
    mutating func check(_ entry: Entry, origin: String) {
        if let reason = problem(entry) { refusals.append(Refusal(origin: origin, reason: reason)) }
    }

    /// Checks an item, noting a refusal.
    mutating func check(_ item: Item, origin: String) {
        if let reason = problem(item) { refusals.append(Refusal(origin: origin, reason: reason)) }
    }

    /// Checks a setting, noting a refusal.
    mutating func check(_ setting: Setting, origin: String) {
        if let reason = problem(setting) { refusals.append(Refusal(origin: origin, reason: reason)) }
    }

    /// Notes refusals found elsewhere (on every core).
    mutating func add(_ more: some Sequence<Refusal>) { refusals.append(contentsOf: more) }

    /// Throws the refusal of everything noted: one sentence naming up to ``named`` rows with their
    /// lines and reasons, and how many more (exit 65). Nothing is thrown when nothing was refused.
    func finish() throws {
        guard let first = refusals.first else { return }
        if refusals.count == 1 {
            throw TendError(key: "import.error.refused", ["origin": first.origin, "reason": first.reason], status: .invalidInput)
        }
        var parts = refusals.prefix(Self.named).map { tr("import.refusal", ["origin": $0.origin, "reason": $0.reason]) }
        if refusals.count > Self.named {
            parts.append(tr("import.refusal.more", ["n": String(refusals.count - Self.named)]))
        }
        throw TendError(key: "import.error.refused-many", ["count": String(refusals.count), "list": parts.joined(separator: "; ")],
                        status: .invalidInput)
    }

    /// Whether text holds a control character (C0 other than tab — and line feed when `lineBreaks` —
    /// DEL, C1): what would play tricks on a terminal.
    static func hasControl(_ text: String, lineBreaks: Bool) -> Bool {
        for b in text.utf8 where b < 0x20 || b == 0x7F || b == 0xC2 {
            if b == 0x09 || (lineBreaks && b == 0x0A) { continue }
            if b == 0xC2 { return text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) } }
            return true
        }
        return false
    }

    /// Whether any string inside a field value holds a control character (line breaks allowed).
    static func hasControl(_ value: FieldValue) -> Bool {
        switch value {
        case .string(let s): return hasControl(s, lineBreaks: true)
        case .array(let a): return a.contains(where: hasControl)
        case .object(let o): return o.contains { hasControl($0.key, lineBreaks: false) || hasControl($0.value) }
        default: return false
        }
    }

    /// Checks the records a Tend export's history would make (replayed as the store would merge them):
    /// every live entry, item and setting, each named by the line of the change that last wrote it.
    static func history(_ changes: [Change], lines: [Int], file: String, registry: Registry, today: Day) throws {
        var last: [RecordRef: Int] = [:]
        for (i, c) in changes.enumerated() {
            for op in c.ops { last[RecordRef(entity: op.entity, key: op.key)] = i }
        }
        var checks = ImportChecks(registry: registry, today: today)
        let states = RecordState.replay(changes.lazy.flatMap(\.ops))
        for (ref, state) in states.sorted(by: { (last[$0.key] ?? 0, $0.key.key) < (last[$1.key] ?? 0, $1.key.key) })
        where !state.isDeleted {
            let origin = JSONLines.origin(file, lines, last[ref] ?? 0, kind: tr("import.record.change"))
            switch ref.entity {
            case .entry: if let e = state.entry(id: ref.key) { checks.check(e, origin: origin) }
            case .item: if let item = state.item(id: ref.key) { checks.check(item, origin: origin) }
            default:
                if let v = state.settingValue { checks.check(Setting(key: ref.key, scope: .synced, value: v), origin: origin) }
            }
        }
        try checks.finish()
    }
}
