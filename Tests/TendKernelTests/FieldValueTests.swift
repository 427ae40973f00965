import Foundation
import Testing
import TendKernel

@Suite("FieldValue JSON text")
struct FieldValueTests {
    @Test func canonicalTextSortsKeysAtEveryLevel() {
        let v: FieldValue = .object([
            "b": 1, "a": .array([true, .null, "x", 2.5]), "c": .object(["z": 1, "y": .object(["q": false, "p": 0])]),
            "B": "upper", "_": .array([]), "aa": .object([:]),
        ])
        #expect(v.jsonText == #"{"B":"upper","_":[],"a":[true,null,"x",2.5],"aa":{},"b":1,"c":{"y":{"p":0,"q":false},"z":1}}"#)
    }

    @Test func canonicalTextDoesNotDependOnInsertionOrder() {
        var rng = SeededGenerator(seed: 17)
        let keys = (0..<40).map { "k\($0)" }
        var first: [String: FieldValue] = [:]
        for k in keys { first[k] = .string(k) }
        for _ in 0..<20 {
            var other: [String: FieldValue] = [:]
            for k in keys.shuffled(using: &rng) { other[k] = .string(k) }
            #expect(FieldValue.object(other).jsonText == FieldValue.object(first).jsonText)
        }
    }

    @Test func scalars() {
        #expect(FieldValue.null.jsonText == "null")
        #expect(FieldValue.bool(true).jsonText == "true")
        #expect(FieldValue.bool(false).jsonText == "false")
        #expect(FieldValue.int(0).jsonText == "0")
        #expect(FieldValue.int(-42).jsonText == "-42")
        #expect(FieldValue.int(.max).jsonText == "9223372036854775807")
        #expect(FieldValue.int(.min).jsonText == "-9223372036854775808")
        #expect(FieldValue.double(2.5).jsonText == "2.5")
        #expect(FieldValue.double(2).jsonText == "2.0")
        #expect(FieldValue.double(-0.125).jsonText == "-0.125")
        #expect(FieldValue.double(0.1).jsonText == "0.1")
        #expect(FieldValue.double(.infinity).jsonText == "null")
        #expect(FieldValue.double(.nan).jsonText == "null")
    }

    @Test func stringEscapes() {
        let s = "quote\" back\\ slash/ nl\n cr\r tab\t bell\u{7} nul\u{0} us\u{1F} del\u{7F} é 🌱 \u{2028}"
        let expected = "\"quote\\\" back\\\\ slash/ nl\\n cr\\r tab\\t bell\\u0007 nul\\u0000 us\\u001f del\u{7F} é 🌱 \u{2028}\""
        #expect(FieldValue.string(s).jsonText == expected)
        #expect(FieldValue.object([s: 1]).jsonText == "{\(expected):1}")
        var out = "x"
        FieldValue.writeString("\u{8}\u{C}", into: &out)
        #expect(out == "x\"\\u0008\\u000c\"")
    }

    @Test(arguments: [
        FieldValue.null, true, false, 0, 1, -1, .int(.max), .int(.min), 0.5, -2.75, 2.0, -3.0, 0.0, 1e15, 1e16, 123456789012345.0,
        1e-7, 1e300, -1e-300, .double(.pi), .double(.leastNonzeroMagnitude), .double(.greatestFiniteMagnitude),
        "", "text", "ünïcødé 🌱", "\"\\/\n\r\t\u{0}\u{1F}", .array([]), .object([:]),
        .array([1, 2.0, "3", .null, true, .array([.object(["k": 1.5])])]),
        .object(["amount": 2.0]), .object(["level": 3]), .object(["text": "Sun\non the table"]),
        .object(["nested": .object(["deeper": .array([.object(["x": 1e-3])])])]),
    ])
    func roundTrips(_ v: FieldValue) throws {
        let back = try FieldValue(jsonText: v.jsonText)
        #expect(back == v)
        #expect(back.jsonText == v.jsonText)
    }

    @Test func randomValuesRoundTrip() throws {
        var rng = SeededGenerator(seed: 99)
        for _ in 0..<500 {
            let v = Self.randomValue(depth: 0, &rng)
            let text = v.jsonText
            let back = try FieldValue(jsonText: text)
            #expect(back == v, "\(text)")
            #expect(back.jsonText == text)
        }
    }

    @Test func readsAnyWhitespaceAndGivesCanonicalText() throws {
        let text = " {\n \"b\" : [ 1 , 2.50 , \"x\" ] ,\t\"a\":{ \"d\":null , \"c\" : -0.5e1 } , \"e\":1E2, \"f\":\"\\u00e9\\ud83c\\udf31\\/\" }\r\n"
        let v = try FieldValue(jsonText: text)
        #expect(v == .object(["b": .array([1, 2.5, "x"]), "a": .object(["d": .null, "c": -5.0]), "e": 100.0, "f": "é🌱/"]))
        #expect(v.jsonText == #"{"a":{"c":-5.0,"d":null},"b":[1,2.5,"x"],"e":100.0,"f":"é🌱/"}"#)
        #expect(try FieldValue(jsonText: "12345678901234567890") == .double(Double("12345678901234567890")!))
    }

    @Test(arguments: [
        "", " ", "{", "}", "[1,]", "[1 2]", "{\"a\" 1}", "{\"a\":}", "{a:1}", "{\"a\":1,}", "tru", "nul", "True",
        "\"unterminated", "\"bad \\x escape\"", "\"\\u12\"", "\"\\ud83c\"", "1 2", "01", "-", "1.", ".5", "1e", "+1",
        "NaN", "Infinity", "1e400", "[1]]", "'single'", "\"tab\there\"", "[\"a\",,\"b\"]", "{\"a\":1}x",
    ])
    func refusesInvalidText(_ text: String) {
        #expect(throws: (any Error).self) { try FieldValue(jsonText: text) }
    }

    @Test func refusesNestingDeeperThanAnyRecordNeeds() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: (any Error).self) { try FieldValue(jsonText: deep) }
        let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect(try FieldValue(jsonText: fine).jsonText == fine)
    }

    @Test func accessors() {
        #expect(FieldValue.string("a").string == "a")
        #expect(FieldValue.int(1).string == nil)
        #expect(FieldValue.bool(true).bool == true)
        #expect(FieldValue.int(7).int == 7)
        #expect(FieldValue.double(7).int == 7)
        #expect(FieldValue.double(7.5).int == nil)
        #expect(FieldValue.double(1e300).int == nil)
        #expect(FieldValue.int(7).double == 7)
        #expect(FieldValue.double(2.5).double == 2.5)
        #expect(FieldValue.string("7").double == nil)
        #expect(FieldValue.array([1]).array == [1])
        #expect(FieldValue.object(["a": 1]).object == ["a": 1])
        #expect(FieldValue.null.isNull)
        #expect(!FieldValue.int(0).isNull)
    }

    @Test("nil is never a stored null: a parser written to return FieldValue can't refuse with nil")
    func nilIsNotNull() {
        // With FieldValue: ExpressibleByNilLiteral, `func parse(_:) -> FieldValue { … : nil }` compiled and,
        // passed where `(String) -> FieldValue?` was wanted, "refused" by returning `.some(.null)`: the
        // setting stored an empty value. Without it, nil in an optional context is always "no value".
        let parse: (String) -> FieldValue? = { t in t == "on" ? .string(t) : nil }
        #expect(parse("off") == nil)
        #expect(parse("on") == .string("on"))
        #expect(!(FieldValue.self is any ExpressibleByNilLiteral.Type))
    }

    @Test func codableEncodingMatchesTheText() throws {
        let v: FieldValue = .object(["b": .array([1, "x", true, .null]), "a": 2.5])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(v)
        #expect(String(decoding: data, as: UTF8.self) == v.jsonText)
        #expect(try JSONDecoder().decode(FieldValue.self, from: data) == v)
    }

    /// A random value: nested arrays and objects of ints, doubles (often whole), strings with escapes.
    static func randomValue(depth: Int, _ rng: inout SeededGenerator) -> FieldValue {
        let pick = Int.random(in: 0..<(depth > 3 ? 6 : 8), using: &rng)
        switch pick {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &rng))
        case 2: return .int(Int64.random(in: .min ... .max, using: &rng) >> Int64.random(in: 0...62, using: &rng))
        case 3:
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: return .double(Double(Int.random(in: -1_000_000...1_000_000, using: &rng)))
            case 1: return .double(Double.random(in: -1e6...1e6, using: &rng))
            default: return .double(Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &rng) & 0x7FEF_FFFF_FFFF_FFFF))
            }
        case 4, 5: return .string(randomString(&rng))
        case 6: return .array((0..<Int.random(in: 0...4, using: &rng)).map { _ in randomValue(depth: depth + 1, &rng) })
        default:
            var o: [String: FieldValue] = [:]
            for _ in 0..<Int.random(in: 0...4, using: &rng) { o[randomString(&rng)] = randomValue(depth: depth + 1, &rng) }
            return .object(o)
        }
    }

    static func randomString(_ rng: inout SeededGenerator) -> String {
        let pool: [Unicode.Scalar] = ["a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1B}", "\u{7F}", "é", "€", "🌱", "\u{2028}", "\u{FEFF}"]
        var s = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...8, using: &rng) { s.append(pool.randomElement(using: &rng)!) }
        return String(s)
    }
}
