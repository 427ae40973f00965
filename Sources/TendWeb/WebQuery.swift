import Foundation
import Hummingbird
import TendKernel

/// A page's query values (`?month=2026-11&days=90`, `?target=mood&target=gratitude`).
struct WebQuery: Sendable {
    /// The values by name, in order.
    let values: [String: [String]]

    /// No values.
    init(_ values: [String: [String]] = [:]) { self.values = values }

    /// The query of a request, decoded as a form is (`+` is a space).
    init(_ request: Request) {
        var values: [String: [String]] = [:]
        for (name, value) in WebForm.pairs(request.uri.query ?? "") { values[name, default: []].append(value) }
        self.values = values
    }

    /// The first value of `name`, if given.
    subscript(_ name: String) -> String? { values[name]?.first }

    /// Every value of `name`.
    func all(_ name: String) -> [String] { values[name] ?? [] }

    /// `value` escaped for a query (`&`, `=`, `+`, `#`, `;` and quotes too).
    static func escaped(_ value: String) -> String {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+#;'")
        return value.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}
