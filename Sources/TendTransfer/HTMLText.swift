import Foundation

/// Plain text from the bits of HTML that notes carry (Daylio): `<br>` and the end of a paragraph,
/// division or list item become line breaks, every other tag is removed, entities are decoded
/// (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&nbsp;`, `&#39;`, `&#x1F600;`), runs of blank lines
/// are cut to one, CRLF becomes LF, and the result is trimmed.
enum HTMLText {
    private static let entities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ",
    ]
    private static let breaking: Set<String> = ["br", "/p", "/div", "/li"]

    /// The plain text of `html`.
    static func plain(_ source: String) -> String {
        let html = source.contains("\r") ? source.replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\r", with: "\n") : source
        guard html.contains("<") || html.contains("&") else { return html.trimmingCharacters(in: .whitespacesAndNewlines) }
        var out = ""
        var rest = Substring(html)
        while let i = rest.firstIndex(where: { $0 == "<" || $0 == "&" }) {
            out += rest[..<i]
            rest = rest[i...]
            if rest.first == "<" {
                // A tag starts with a letter, `/` or `!`; any other `<` is text.
                let next = rest.dropFirst().first
                guard let next, next.isASCII && (next.isLetter || next == "/" || next == "!"),
                      let close = rest.firstIndex(of: ">") else {
                    out += "<"
                    rest = rest.dropFirst()
                    continue
                }
                let name = rest[rest.index(after: rest.startIndex)..<close]
                    .trimmingCharacters(in: .whitespaces).lowercased()
                var bare = name.split(separator: " ").first.map(String.init) ?? ""
                if bare.count > 1, bare.hasSuffix("/") { bare.removeLast() }
                if breaking.contains(bare) { out += "\n" }
                rest = rest[rest.index(after: close)...]
            } else {
                let end = rest.prefix(12).firstIndex(of: ";")
                if let end, let text = decode(rest[rest.index(after: rest.startIndex)..<end]) {
                    out += text
                    rest = rest[rest.index(after: end)...]
                } else {
                    out += "&"
                    rest = rest.dropFirst()
                }
            }
        }
        out += rest
        return tidy(out)
    }

    private static func decode(_ name: Substring) -> String? {
        if let named = entities[String(name).lowercased()] { return named }
        guard name.first == "#" else { return nil }
        let digits = name.dropFirst()
        let value: UInt32?
        if digits.first == "x" || digits.first == "X" { value = UInt32(digits.dropFirst(), radix: 16) } else { value = UInt32(digits) }
        return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
    }

    /// Trailing spaces of each line removed, at most one blank line in a row, trimmed.
    private static func tidy(_ text: String) -> String {
        var lines: [Substring] = []
        var blank = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = raw
            while let l = line.last, l == " " || l == "\t" || l == "\r" { line = line.dropLast() }
            if line.isEmpty {
                blank += 1
                if blank > 1 { continue }
            } else {
                blank = 0
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
