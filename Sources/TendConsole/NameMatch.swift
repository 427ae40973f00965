/// How a typed name finds one of a user's own names (a habit, a stack, a ritual, a ritual's habit):
/// the exact name, else the name ignoring case, else the one name it begins (ignoring case). Two or
/// more names beginning with it are ambiguous; none is a miss, with the closest name when one is close
/// (``ClosestName``). Every tracker resolves its names this way, so `tend habit done med` and
/// `tend ritual check med` behave alike.
public enum NameMatch<Value> {
    /// The one value meant.
    case found(Value)
    /// Several names begin with the input: these, in the order given.
    case ambiguous([String])
    /// Nothing matches; the closest name, if one is close.
    case none(closest: String?)

    /// Resolves `input` among `values`, named by `name`. When several values share the matching name
    /// (two devices made one each), the first in `values` wins: give them in order of preference.
    public static func resolve(_ input: String, among values: [Value], name: (Value) -> String) -> NameMatch<Value> {
        let typed = input.trimmingWhitespace()
        if let v = values.first(where: { name($0) == typed }) { return .found(v) }
        let key = typed.lowercased()
        if let v = values.first(where: { name($0).lowercased() == key }) { return .found(v) }
        if !key.isEmpty {
            let begun = values.filter { name($0).lowercased().hasPrefix(key) }
            var names: [String] = []
            for v in begun where !names.contains(where: { $0.lowercased() == name(v).lowercased() }) { names.append(name(v)) }
            if names.count == 1, let v = begun.first { return .found(v) }
            if names.count > 1 { return .ambiguous(names) }
        }
        return .none(closest: ClosestName.find(typed, among: values.map(name)))
    }

    /// The value found, else the error `ambiguous` or `missing` makes of the candidates or the closest name.
    public func require(ambiguous: ([String]) -> TendError, missing: (String?) -> TendError) throws -> Value {
        switch self {
        case .found(let v): return v
        case .ambiguous(let names): throw ambiguous(names)
        case .none(let closest): throw missing(closest)
        }
    }

    /// The value found, if one was.
    public var value: Value? {
        if case .found(let v) = self { return v }
        return nil
    }
}
