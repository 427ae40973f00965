import Foundation
import Logging

/// A swift-log handler writing one JSON object per line: `time` (ISO 8601, UTC, milliseconds),
/// `level`, `label`, `message`, then the metadata as fields. For log collectors; the relay never puts
/// payloads or tokens in its metadata.
public struct JSONLogHandler: LogHandler {
    /// Metadata added to every line.
    public var metadata: Logger.Metadata = [:]
    /// The lowest level written.
    public var logLevel: Logger.Level = .info
    private let label: String
    private let write: @Sendable (String) -> Void

    /// A handler for `label` writing lines through `write` (by default to standard error).
    public init(label: String, write: @escaping @Sendable (String) -> Void = JSONLogHandler.standardError) {
        self.label = label
        self.write = write
    }

    /// Writes a line to standard error.
    public static let standardError: @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Metadata by key.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Writes one line.
    public func log(event: LogEvent) {
        let (level, message) = (event.level, event.message)
        var fields = metadata.merging(event.metadata ?? [:]) { _, b in b }
        if let error = event.error { fields["error"] = "\(error)" }
        var out = "{\"time\":" + JSONLogHandler.quoted(Date().formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
        out += ",\"level\":" + JSONLogHandler.quoted(level.rawValue)
        out += ",\"label\":" + JSONLogHandler.quoted(label)
        out += ",\"message\":" + JSONLogHandler.quoted(message.description)
        for (key, value) in fields.sorted(by: { $0.key < $1.key }) where !["time", "level", "label", "message"].contains(key) {
            out += "," + JSONLogHandler.quoted(key) + ":" + JSONLogHandler.render(value)
        }
        write(out + "}")
    }

    static func render(_ value: Logger.MetadataValue) -> String {
        switch value {
        case .string(let s): return quoted(s)
        case .stringConvertible(let c): return quoted(c.description)
        case .array(let a): return "[" + a.map(render).joined(separator: ",") + "]"
        case .dictionary(let d):
            return "{" + d.sorted(by: { $0.key < $1.key }).map { quoted($0.key) + ":" + render($0.value) }.joined(separator: ",") + "}"
        }
    }

    /// A JSON string literal.
    static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where u.value < 0x20: out += String(format: "\\u%04x", u.value)
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }
}
