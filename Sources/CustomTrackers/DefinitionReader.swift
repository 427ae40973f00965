import TendConsole
import TendKernel

/// Walks a JSON value, collecting problems with their paths, so a definition reports every problem at once.
struct DefinitionReader {
    var problems: [DefinitionProblem] = []

    mutating func fail(_ path: String, _ key: String, _ args: [String: String] = [:]) {
        problems.append(DefinitionProblem(path, key, args))
    }

    /// The object at `path`, refusing other types and unknown keys.
    mutating func object(_ v: FieldValue, _ path: String, allowed: [String], what: String) -> [String: FieldValue]? {
        guard let o = v.object else {
            fail(path, "definition.not-object")
            return nil
        }
        for k in o.keys.sorted() where !allowed.contains(k) {
            fail(join(path, k), "definition.unknown-field", ["what": what, "fields": allowed.joined(separator: ", ")])
        }
        return o
    }

    /// A string field; `nil` (with a problem) when it is present but not a string, or required and missing.
    mutating func string(_ o: [String: FieldValue], _ key: String, _ path: String, required: Bool = false) -> String? {
        let p = join(path, key)
        guard let v = o[key], !v.isNull else {
            if required { fail(p, "definition.missing") }
            return nil
        }
        guard let s = v.string else { fail(p, "definition.not-string"); return nil }
        return s
    }

    /// A one-line text of `range` characters (trimmed).
    mutating func line(_ o: [String: FieldValue], _ key: String, _ path: String, required: Bool = false,
                       range: ClosedRange<Int>) -> String? {
        guard let raw = string(o, key, path, required: required) else { return nil }
        let s = raw.trimmingWhitespace()
        let p = join(path, key)
        if s.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            fail(p, "definition.text.control")
            return nil
        }
        guard range.contains(s.count) else {
            fail(p, "definition.text.length", ["min": String(range.lowerBound), "max": String(range.upperBound)])
            return nil
        }
        return s
    }

    /// A number field (an integer or a decimal, not a string or a boolean).
    mutating func number(_ o: [String: FieldValue], _ key: String, _ path: String) -> Double? {
        guard let v = o[key], !v.isNull else { return nil }
        guard let d = v.double, d.isFinite else { fail(join(path, key), "definition.not-number"); return nil }
        return d
    }

    func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }
}
