import TendConsole
import TendKernel

/// Reads a definition's `value`.
enum ValueReader {
    static func read(_ v: FieldValue?, _ r: inout DefinitionReader) -> ValueSpec? {
        guard let v, !v.isNull else { r.fail("value", "definition.missing"); return nil }
        let kinds = ValueKind.allCases.map(\.rawValue)
        let accepted = ["done", "count", "amount", "level", "text"].joined(separator: ", ")
        var o: [String: FieldValue]
        if let s = v.string {
            o = ["kind": .string(s)]
        } else if let obj = v.object {
            o = obj
        } else {
            r.fail("value", "definition.value.type", ["accepted": accepted])
            return nil
        }
        guard let kindText = r.string(o, "kind", "value", required: true) else { return nil }
        guard kinds.contains(kindText), let kind = ValueKind(rawValue: kindText) else {
            r.fail(v.string != nil ? "value" : "value.kind", "definition.value.kind",
                   ["input": Sanitize.forDisplay(kindText, limit: 20), "accepted": accepted])
            return nil
        }
        let allowed: [String]
        switch kind {
        case .done, .text: allowed = ["kind"]
        case .count, .amount: allowed = ["kind", "unit", "max"]
        case .level: allowed = ["kind", "labels"]
        }
        guard let fields = r.object(.object(o), "value", allowed: allowed,
                                    what: tr("definition.what.value", ["kind": kind.rawValue])) else { return nil }
        let before = r.problems.count
        switch kind {
        case .done: return .done
        case .text: return .text
        case .count:
            let unit = r.line(fields, "unit", "value", range: 1...16)
            var max: Int?
            if let m = r.number(fields, "max", "value") {
                if m >= 1, m.rounded() == m, m <= 1_000_000 { max = Int(m) } else { r.fail("value.max", "definition.value.max-whole") }
            }
            return r.problems.count == before ? .count(unit: unit, max: max) : nil
        case .amount:
            let unit = r.line(fields, "unit", "value", range: 1...16)
            if fields["unit"] == nil { r.fail("value.unit", "definition.value.unit-missing") }
            var max: Double?
            if let m = r.number(fields, "max", "value") {
                if m > 0, m <= 1_000_000 { max = m } else { r.fail("value.max", "definition.value.max") }
            }
            guard let unit, r.problems.count == before else { return nil }
            return .amount(unit: unit, max: max)
        case .level:
            return readLabels(fields, &r).map { .level(labels: $0) }
        }
    }

    private static func readLabels(_ o: [String: FieldValue], _ r: inout DefinitionReader) -> [String]? {
        guard let v = o["labels"], !v.isNull else { r.fail("value.labels", "definition.value.labels-missing"); return nil }
        guard let list = v.array else { r.fail("value.labels", "definition.not-array"); return nil }
        guard (2...10).contains(list.count) else {
            r.fail("value.labels", "definition.value.labels-count", ["count": String(list.count)])
            return nil
        }
        var out: [String] = []
        var ok = true
        for (i, item) in list.enumerated() {
            let p = "value.labels[\(i)]"
            guard let raw = item.string else { r.fail(p, "definition.not-string"); ok = false; continue }
            let s = raw.trimmingWhitespace()
            if s.isEmpty || s.count > 24 || s.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
                r.fail(p, "definition.value.label"); ok = false; continue
            }
            if Double(s) != nil { r.fail(p, "definition.value.label-number", ["input": s]); ok = false; continue }
            if out.contains(where: { $0.lowercased() == s.lowercased() }) {
                r.fail(p, "definition.duplicate", ["input": s]); ok = false; continue
            }
            out.append(s)
        }
        return ok ? out : nil
    }
}
