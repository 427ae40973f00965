import TendKernel
import Testing

@Suite("FieldValue JSON parsing")
struct FieldValueParsingTests {
    @Test(arguments: [
        ("null", FieldValue.null), ("true", true), ("false", false), ("0", 0), ("-0", 0), ("42", 42), ("-42", -42),
        ("9223372036854775807", .int(.max)), ("-9223372036854775808", .int(.min)),
        ("9223372036854775808", .double(9_223_372_036_854_775_808)), ("1.0", .double(1)), ("1e3", .double(1000)),
        ("-0.25", -0.25), ("1.5E-3", 0.0015), ("2E+2", .double(200)), ("0.1", 0.1),
        ("  \t\n\r 7 \n", 7),
    ] as [(String, FieldValue)])
    func scalars(text: String, value: FieldValue) throws {
        #expect(try FieldValue(jsonText: text) == value)
    }

    @Test(arguments: [
        (#""""#, ""), (#""plain""#, "plain"), (#""a\"b\\c\/d""#, "a\"b\\c/d"),
        (#""\b\f\n\r\t""#, "\u{8}\u{C}\n\r\t"), (#""caf\u00e9 \u20AC""#, "café €"), (#""\u00E9""#, "é"),
        (#""\ud83d\ude00!""#, "😀!"), (#""\uD834\uDD1E""#, "𝄞"), ("\"日本語 😀\"", "日本語 😀"), (#""\u0000""#, "\u{0}"),
    ] as [(String, String)])
    func strings(text: String, value: String) throws {
        #expect(try FieldValue(jsonText: text) == .string(value))
    }

    @Test
    func nesting() throws {
        let text = #" { "a" : [ 1 , 2.5, { "b" : null } , [] , {} ], "c": { "d": [true, "x"] }, "a2": "" } "#
        let expected: FieldValue = .object([
            "a": .array([1, 2.5, .object(["b": .null]), .array([]), .object([:])]),
            "c": .object(["d": .array([true, "x"])]), "a2": "",
        ])
        #expect(try FieldValue(jsonText: text) == expected)
        #expect(try FieldValue(jsonText: #"{"k":1,"k":2}"#) == .object(["k": 2]))
        let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(try FieldValue(jsonText: deep).array?.count == 1)
    }

    @Test
    func canonicalTextRoundTrips() throws {
        let values: [FieldValue] = [
            .double(1), .double(-3), .double(0.1), .double(1e15), .double(1e300), .double(-1e-300), .double(123_456_789.125),
            .double(.leastNonzeroMagnitude), .int(.max), .int(.min), .string("line\nbreak \u{1} \"q\" \\ tab\t é 😀"),
            .object(["z": .array([.null, true, .object(["": "empty key"])]), "a": .double(2.5)]),
        ]
        for v in values {
            #expect(try FieldValue(jsonText: v.jsonText) == v, "\(v.jsonText)")
        }
    }

    @Test(arguments: [
        "", " ", "nul", "tru", "nulls", "01", "1.", ".5", "+1", "1e", "1e+", "-", "--1", "0x10", "NaN", "Infinity",
        "[1,]", "[1 2]", "[", "]", "{", "{\"a\" 1}", "{a:1}", "{\"a\":1,}", "{\"a\":}", "{1:2}", "\"abc", "\"\\x\"",
        "\"\\u12\"", "\"\\u12G4\"", "\"\\ud800\"", "\"\\udc00\"", "\"\\ud800\\u0041\"", "\"a\u{1}b\"", "\"tab\there\"",
        "1 2", "[1]x", "1e400", "-1e400", "'single'",
    ])
    func invalidInputThrows(text: String) {
        #expect(throws: JSONParseError.self) { try FieldValue(jsonText: text) }
    }

    @Test
    func errorsSayWhere() {
        #expect(throws: JSONParseError(offset: 3, reason: "unexpected character")) { try FieldValue(jsonText: "[1,]") }
        #expect(throws: JSONParseError(offset: 2, reason: "unexpected text after the value")) {
            try FieldValue(jsonText: "1 2")
        }
        let tooDeep = String(repeating: "[", count: FieldValue.maxParseDepth + 1)
            + String(repeating: "]", count: FieldValue.maxParseDepth + 1)
        #expect(throws: JSONParseError.self) { try FieldValue(jsonText: tooDeep) }
    }

    @Test
    func invalidUTF8InBytesThrows() {
        let bytes: [UInt8] = [0x22, 0x61, 0xFF, 0x62, 0x22]
        #expect(throws: JSONParseError.self) {
            try bytes.withUnsafeBufferPointer { try FieldValue(jsonUTF8: $0) }
        }
    }
}
