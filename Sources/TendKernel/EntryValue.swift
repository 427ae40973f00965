import Foundation

/// The value of an entry.
///
/// Five shapes cover every tracker; what a value *means* (which levels are valid, which unit an amount
/// is in, how long a line may be) is the tracker's, checked before writing and again by
/// ``Tracker/validate(_:)``. The kernel checks only the shape.
///
/// The stored form is a one-key JSON object (``field``), so a value is self-describing in the log, in
/// sync segments and in exports:
///
/// | value | stored as | ``number`` | ``kind`` |
/// |---|---|---|---|
/// | `.text("Tea with Ana")` | `{"text":"Tea with Ana"}` | 1 | ``ValueKind/text`` |
/// | `.level(4)` | `{"level":4}` | 4 | ``ValueKind/level`` |
/// | `.done` | `{"done":true}` | 1 | ``ValueKind/done`` |
/// | `.amount(2.5)` | `{"amount":2.5}` | 2.5 | ``ValueKind/amount`` |
/// | `.skip` | `{"skip":true}` | `nil` | ``ValueKind/done`` |
public enum EntryValue: Hashable, Sendable {
    /// Free text (a journal line). Any Unicode; the tracker sets the limits (one line, a length).
    case text(String)
    /// A level on a scale (mood 1–5). The scale is the tracker's (a defined tracker's labels are
    /// levels 1…N); the kernel accepts any integer.
    case level(Int)
    /// Done (a check-in). Carries nothing: how much was done is an ``amount(_:)``.
    case done
    /// A measured amount (5 km, 2 cups), in the tracker's unit. Must be finite: the canonical JSON has
    /// no NaN or infinity (``FieldValue/jsonText`` writes them as `null`), and an entry whose value
    /// reads back as `null` is no longer an entry. Whole-number counts (``ValueKind/count``) are
    /// amounts too.
    case amount(Double)
    /// Explicitly skipped: neither done nor missed. A skip bridges a streak (it neither extends nor
    /// breaks it) and freezes strength for the day; it has no ``number``.
    case skip

    /// The kind of value: the case, with a skip counted as ``ValueKind/done`` (a skip is the "not
    /// this time" of a done-or-not practice). Never ``ValueKind/count``: counts are stored as amounts.
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
    ///
    /// Summed per day by the default ``Tracker/history(of:days:_:)`` (levels are averaged instead), so
    /// a text tracker's day value is its number of lines.
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
    ///
    /// Part of the stored and synced format: these keys never change. An amount is always a
    /// ``FieldValue/double(_:)`` (`2.0` is written `2.0`), a level an ``FieldValue/int(_:)``.
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
    ///
    /// Exactly one key of the five. Lenient where numbers are concerned (`{"level": 3.0}` is level 3,
    /// `{"amount": 2}` is 2.0) and about the flag of `done` and `skip` (any value), so records written by
    /// other tools or older versions still read.
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

/// The kind of value a tracker records (``TrackerDescriptor/valueKind``): what its entries hold and
/// how figures and insights read them.
///
/// One more kind than ``EntryValue`` has cases: ``count`` is a whole-number amount, stored as
/// ``EntryValue/amount(_:)`` and told apart only by the tracker's descriptor. The raw value is the
/// stable name used in definition files and JSON output.
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
