import Foundation
import Testing
@testable import TendConsole

@Suite("Language files: the flat JSON reader")
struct FlatJSONStringsTests {
    static func foundation(_ text: String) -> [String: String]? {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: String]
    }

    @Test("every shipped language file reads exactly as JSONSerialization reads it", arguments: Language.supported)
    func shippedFiles(_ language: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: TranslationFiles.sourceFolder + "/" + language + ".json"))
        let fast = FlatJSONStrings.parse([UInt8](data))
        let reference = (try JSONSerialization.jsonObject(with: data)) as? [String: String]
        #expect(fast != nil && fast == reference, "\(language)")
    }

    @Test("escapes, surrogate pairs, empty objects and spacing read as JSON says", arguments: [
        #"{"a": "x\"y\\z\/w", "b": "\n\t\r\b\f", "c": "\u00e9\u65e5", "d": "\ud83c\udf31 grows"}"#,
        "{}", " { } ", "{\"k\":\"v\"}", "{\n  \"k\" : \"v\" ,\n  \"k2\":\"\"\n}\n", #"{"same": "1", "same": "2"}"#,
        #"{"utf8": "日本語 · ✓ → ⟦⟧"}"#,
    ])
    func valid(_ text: String) {
        let fast = FlatJSONStrings.parse([UInt8](text.utf8))
        #expect(fast != nil && fast == Self.foundation(text), "\(text)")
    }

    @Test("anything not an object of strings is refused (the caller falls back to JSONSerialization)", arguments: [
        "", "[]", #"{"a": 1}"#, #"{"a": {"b": "c"}}"#, #"{"a": "b",}"#, #"{"a" "b"}"#, #"{"a": "b"} x"#, #"{"a": "\x"}"#,
        #"{"a": "\ud83c"}"#, #"{"a": "\u12"}"#, "{\"a\": \"line\nbreak\"}", #"{"a": "unterminated}"#,
    ])
    func refused(_ text: String) {
        #expect(FlatJSONStrings.parse([UInt8](text.utf8)) == nil, "\(text)")
    }
}
