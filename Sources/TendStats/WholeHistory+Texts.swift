import TendKernel

// A checkpoint's two texts, in the kernel's canonical JSON (`FieldValue`, the writer and parser the store
// uses for every field): the parameters it was made under (compared as text, never read back) and the
// folds it keeps.
//
// Written by hand rather than derived with `Codable` through Foundation's `JSONEncoder`/`JSONDecoder`, for a
// measured reason: their first use in a process instantiates the coders' generic containers for every
// nested type, each checked by an uncached conformance look-up. Encoding the parameters and decoding the
// folds of 13 targets took 17 M of the 71.6 M instructions of `tend` (today) on the ten-year store
// (callgrind, docs/benchmarks.md, issue 32).

extension WholeHistory.Params {
    /// `{"firstWeekday":1,"goal":"checks","rules":{…},"timeline":[{"anchor":…,"from":…,"schedule":"daily"}],
    /// "version":3}`: equal texts for equal parameters, and different ones for different parameters.
    var text: String {
        let segments: [FieldValue] = timeline.segments.map {
            .object(["from": .string($0.from.iso), "schedule": .string($0.schedule.text), "anchor": .string($0.anchor.iso)])
        }
        let goalValue: FieldValue = switch goal {
        case .checks: "checks"
        case let .atLeast(amount, days): .object(["atLeast": .double(amount), "days": .int(Int64(days))])
        case let .atMost(amount, days): .object(["atMost": .double(amount), "days": .int(Int64(days))])
        }
        return FieldValue.object([
            "version": .int(Int64(version)), "timeline": .array(segments), "firstWeekday": .int(Int64(firstWeekday.rawValue)),
            "rules": .object(["grace": .int(Int64(rules.grace)), "periodGrace": .int(Int64(rules.periodGrace)),
                              "minimumCompletion": .double(rules.minimumCompletion)]),
            "goal": goalValue,
        ]).jsonText
    }
}

extension WholeHistory.Folds {
    /// `{"forgiving":{…},"strength":{…},"strict":{…}}` (``StreakFold`` and ``StrengthFold`` say what each holds).
    var text: String {
        FieldValue.object(["strict": strict.fieldValue, "forgiving": forgiving.fieldValue, "strength": strength.fieldValue]).jsonText
    }

    /// The folds of a checkpoint's state; `nil` for any text ``text`` doesn't write (an older version's, a
    /// damaged one): the checkpoint is then replaced.
    init?(text: String) {
        guard let v = try? FieldValue(jsonText: text), let o = v.object,
              let strict = o["strict"].flatMap(StreakFold.init(fieldValue:)),
              let forgiving = o["forgiving"].flatMap(StreakFold.init(fieldValue:)),
              let strength = o["strength"].flatMap(StrengthFold.init(fieldValue:)) else { return nil }
        self.init(strict: strict, forgiving: forgiving, strength: strength)
    }
}
