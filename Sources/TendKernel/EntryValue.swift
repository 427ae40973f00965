import Foundation

/// The value of an entry.
public enum EntryValue: Hashable, Sendable {
    /// Free text (a journal line).
    case text(String)
    /// A level on a scale (mood 1–5).
    case level(Int)
    /// Done (a check-in).
    case done
    /// A measured amount (5 km, 2 cups).
    case amount(Double)
    /// Explicitly skipped: neither done nor missed.
    case skip

    /// The kind of value.
    public var kind: ValueKind {
        switch self {
        case .text: return .text
        case .level: return .level
        case .done: return .done
        case .amount: return .amount
        case .skip: return .done
        }
    }

    /// The text, if this is text.
    public var text: String? { if case .text(let s) = self { return s }; return nil }
    /// The level, if this is a level.
    public var level: Int? { if case .level(let l) = self { return l }; return nil }
    /// The amount, if this is an amount.
    public var amount: Double? { if case .amount(let a) = self { return a }; return nil }
    /// Whether this is a skip.
    public var isSkip: Bool { self == .skip }

    /// A number for statistics: the level, the amount, 1 for done or text, `nil` for a skip.
    public var number: Double? {
        switch self {
        case .text, .done: return 1
        case .level(let l): return Double(l)
        case .amount(let a): return a
        case .skip: return nil
        }
    }

    /// The value as stored in an op: `{"text": …}`, `{"level": 3}`, `{"done": true}`,
    /// `{"amount": 2.5}`, `{"skip": true}`.
    public var field: FieldValue {
        switch self {
        case .text(let s): return .object(["text": .string(s)])
        case .level(let l): return .object(["level": .int(Int64(l))])
        case .done: return .object(["done": .bool(true)])
        case .amount(let a): return .object(["amount": .double(a)])
        case .skip: return .object(["skip": .bool(true)])
        }
    }

    /// Reads the stored form; `nil` if it isn't one.
    public init?(field: FieldValue) {
        guard let o = field.object, o.count == 1, let (k, v) = o.first else { return nil }
        switch k {
        case "text": guard let s = v.string else { return nil }; self = .text(s)
        case "level": guard let l = v.int else { return nil }; self = .level(l)
        case "done": self = .done
        case "amount": guard let a = v.double else { return nil }; self = .amount(a)
        case "skip": self = .skip
        default: return nil
        }
    }
}

extension EntryValue: Codable {
    /// Decodes the stored form (see ``field``).
    public init(from decoder: any Decoder) throws {
        let f = try FieldValue(from: decoder)
        guard let v = EntryValue(field: f) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not an entry value"))
        }
        self = v
    }

    /// Encodes the stored form (see ``field``).
    public func encode(to encoder: any Encoder) throws { try field.encode(to: encoder) }
}

/// The kind of value a tracker records.
public enum ValueKind: String, Sendable, Codable, CaseIterable {
    /// Free text.
    case text
    /// A level on a labelled scale.
    case level
    /// Done or not.
    case done
    /// A measured amount with a unit.
    case amount
    /// A whole-number count.
    case count
}
