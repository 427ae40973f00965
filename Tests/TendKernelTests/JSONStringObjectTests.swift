import Foundation
import Testing
import TendKernel

@Suite("A JSON object of strings read by the kernel's parser (the language files)")
struct JSONStringObjectTests {
    static func read(_ bytes: [UInt8]) -> [String: String]? {
        bytes.withUnsafeBufferPointer { [String: String](jsonStringObject: $0) }
    }

    static func foundation(_ text: String) -> [String: String]? {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: String]
    }

    /// The shipped language files (Sources/TendConsole/Resources/Languages).
    static let languageFiles: [String] = {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/TendConsole/Resources/Languages").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
            .map { dir + "/" + $0 }
    }()

    @Test("every shipped language file reads exactly as JSONSerialization reads it")
    func shippedFiles() throws {
        #expect(Self.languageFiles.count >= 12, "\(Self.languageFiles)")
        for file in Self.languageFiles {
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            let fast = Self.read([UInt8](data))
            let reference = (try JSONSerialization.jsonObject(with: data)) as? [String: String]
            #expect(fast != nil && fast == reference, "\(file)")
        }
    }

    @Test("escapes, surrogate pairs, empty objects and spacing read as JSON says", arguments: [
        #"{"a": "x\"y\\z\/w", "b": "\n\t\r\b\f", "c": "\u00e9\u65e5", "d": "\ud83c\udf31 grows"}"#,
        "{}", " { } ", "{\"k\":\"v\"}", "{\n  \"k\" : \"v\" ,\n  \"k2\":\"\"\n}\n", #"{"same": "1", "same": "2"}"#,
        #"{"utf8": "日本語 · ✓ → ⟦⟧"}"#,
    ])
    func valid(_ text: String) {
        let fast = Self.read([UInt8](text.utf8))
        #expect(fast != nil && fast == Self.foundation(text), "\(text)")
    }

    @Test("anything not an object of strings is refused, invalid UTF-8 included", arguments: [
        "", "[]", #"{"a": 1}"#, #"{"a": {"b": "c"}}"#, #"{"a": "b",}"#, #"{"a" "b"}"#, #"{"a": "b"} x"#, #"{"a": "\x"}"#,
        #"{"a": "\ud83c"}"#, #"{"a": "\u12"}"#, "{\"a\": \"line\nbreak\"}", #"{"a": "unterminated}"#,
    ])
    func refused(_ text: String) {
        #expect(Self.read([UInt8](text.utf8)) == nil, "\(text)")
        #expect(Self.read([UInt8](#"{"a": ""#.utf8) + [0xFF, 0xFE] + [UInt8](#""}"#.utf8)) == nil)
    }
}
