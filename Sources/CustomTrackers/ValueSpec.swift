import TendKernel

/// What a defined tracker records on a day: the `value` of a definition file.
///
/// | JSON | records | entry value |
/// |---|---|---|
/// | `"done"` or `{"kind": "done"}` | a check-in | ``EntryValue/done`` |
/// | `{"kind": "count", "unit": "glasses", "max": 30}` | a whole number (unit and max optional) | ``EntryValue/amount(_:)`` |
/// | `{"kind": "amount", "unit": "h", "max": 24}` | a number with a unit (max optional) | ``EntryValue/amount(_:)`` |
/// | `{"kind": "level", "labels": ["poor", "fair", "good"]}` | one of 2–10 labelled levels, 1 = first | ``EntryValue/level(_:)`` |
/// | `"text"` or `{"kind": "text"}` | a line of text | ``EntryValue/text(_:)`` |
public enum ValueSpec: Hashable, Sendable {
    /// Done or not.
    case done
    /// A whole number of something, 0 or more, up to `max`.
    case count(unit: String?, max: Int?)
    /// A measured amount, 0 or more, up to `max`.
    case amount(unit: String, max: Double?)
    /// A level on a labelled scale: 1 is the first label.
    case level(labels: [String])
    /// A line of text.
    case text

    /// The kernel's value kind.
    public var kind: ValueKind {
        switch self {
        case .done: return .done
        case .count: return .count
        case .amount: return .amount
        case .level: return .level
        case .text: return .text
        }
    }

    /// The unit shown after numbers, if any.
    public var unit: String? {
        switch self {
        case .count(let u, _): return u
        case .amount(let u, _): return u
        default: return nil
        }
    }

    /// The largest number one entry may hold (counts and amounts): the definition's `max`, else 1,000,000.
    public var maximum: Double {
        switch self {
        case .count(_, let m): return Double(m ?? 1_000_000)
        case .amount(_, let m): return m ?? 1_000_000
        case .level(let labels): return Double(labels.count)
        default: return 1
        }
    }

    /// The longest text a text entry holds, in characters.
    public static let maxTextLength = 500

    /// Whether an entry's value is one this spec records; `nil` when it is, else why not.
    public func problem(with value: EntryValue) -> String? {
        switch (self, value) {
        case (_, .skip): return nil
        case (.done, .done): return nil
        case (.count, .amount(let a)):
            if a < 0 || a > maximum || a.rounded() != a { return "count \(a) is not a whole number from 0 to \(Int(maximum))" }
            return nil
        case (.amount, .amount(let a)):
            if !a.isFinite || a < 0 || a > maximum { return "amount \(a) is outside 0…\(maximum)" }
            return nil
        case (.level(let labels), .level(let l)):
            return (1...labels.count).contains(l) ? nil : "level \(l) is outside 1…\(labels.count)"
        case (.text, .text(let t)):
            if t.trimmingWhitespace().isEmpty { return "text is empty" }
            if t.count > Self.maxTextLength { return "text is longer than \(Self.maxTextLength) characters" }
            return nil
        default:
            return "value \(value.field.jsonText) is not a \(kind.rawValue) value"
        }
    }
}
