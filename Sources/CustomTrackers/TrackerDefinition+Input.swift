import TendConsole
import TendKernel

extension TrackerDefinition {
    /// Reads what was typed after `tend ID log` (the words joined by spaces) as an entry value.
    /// - Throws: ``TendError`` saying what this tracker accepts.
    public func entryValue(from words: [String]) throws -> EntryValue {
        let input = words.joined(separator: " ").trimmingWhitespace()
        let shown = Sanitize.forDisplay(input, limit: 40)
        let args = ["input": shown, "name": name, "id": id]
        switch value {
        case .done:
            if input.isEmpty || ["done", "yes", "y", "x", "1", "true"].contains(input.lowercased()) { return .done }
            throw TendError(key: "custom.error.done", args)
        case .count:
            if input.isEmpty { throw missing() }
            guard let n = number(input), n.rounded() == n, n <= value.maximum else {
                throw TendError(key: "custom.error.count", args.merging(["max": NumberText.format(value.maximum),
                                                                         "unit": unitSuffix]) { a, _ in a })
            }
            return .amount(n)
        case .amount(let unit, _):
            if input.isEmpty { throw missing() }
            guard let n = number(input), n <= value.maximum else {
                throw TendError(key: "custom.error.amount", args.merging(["max": NumberText.format(value.maximum),
                                                                          "unit": unit]) { a, _ in a })
            }
            return .amount(n)
        case .level(let labels):
            if input.isEmpty { throw missing() }
            if let i = labels.firstIndex(where: { $0.lowercased() == input.lowercased() }) { return .level(i + 1) }
            if let n = Int(input), (1...labels.count).contains(n) { return .level(n) }
            throw TendError(key: "custom.error.level", args.merging(["labels": labels.joined(separator: ", "),
                                                                     "max": String(labels.count)]) { a, _ in a })
        case .text:
            if input.isEmpty { throw missing() }
            if input.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
                throw TendError(key: "custom.error.text.control", args)
            }
            if input.count > ValueSpec.maxTextLength {
                throw TendError(key: "custom.error.text.long", ["name": name, "count": String(input.count),
                                                                "max": String(ValueSpec.maxTextLength)])
            }
            return .text(input)
        }
    }

    /// Checks a `--note`: one line of at most 200 characters.
    public func note(_ raw: String?) throws -> String? {
        guard let raw else { return nil }
        let n = raw.trimmingWhitespace()
        if n.isEmpty || n.count > 200 || n.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            throw TendError(key: "custom.error.note", ["count": String(n.count)])
        }
        return n
    }

    /// A number, with the unit optionally typed after it (`7.5h`, `250 ml`).
    private func number(_ input: String) -> Double? {
        var t = input
        if let unit = value.unit, t.lowercased().hasSuffix(unit.lowercased()), t.count > unit.count {
            t.removeLast(unit.count)
        }
        return NumberText.parse(t)
    }

    private var unitSuffix: String { value.unit.map { " " + $0 } ?? "" }

    private func missing() -> TendError {
        TendError(key: "custom.error.value.missing", ["name": name, "id": id, "what": tr("custom.kind.\(value.kind.rawValue)"),
                                                      "example": example])
    }

    /// The command that logs an example value: `tend sleep log 7.5`, `tend meditation log`.
    public var logCommand: String { "tend \(id) log" + (example.isEmpty ? "" : " " + example) }

    /// An example value for messages and help: `7.5`, `good`, `"…"`.
    public var example: String {
        switch value {
        case .done: return ""
        case .count: return "3"
        case .amount(_, let max): return NumberText.format(min(max ?? 7.5, 7.5))
        case .level(let labels): return labels[labels.count / 2]
        case .text: return "\"…\""
        }
    }
}
