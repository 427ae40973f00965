@testable import TendKernel
import Testing

/// A large array's elements are read on every core; the value and every error must be the ones a plain
/// reading gives.
@Suite("JSON arrays read on every core")
struct JSONSplitTests {
    /// Elements whose strings hold brackets, commas, quotes and escapes, so that a quick pass that
    /// miscounted would split inside one.
    static func element(_ i: Int, _ g: inout SeededGenerator) -> String {
        let texts = [#"plain"#, #"a, b"#, #"[not] {an} array"#, #"quote \" inside"#, #"back\\slash\\"#,
                     #"\u00e9t\u00e9 \ud83d\ude00"#, #"ends with escaped quote \""#, "日本語 , ]"]
        let t = texts[Int(g.next() % UInt64(texts.count))]
        switch g.next() % 5 {
        case 0: return #"{"date":"2024-01-0\#(i % 9 + 1)","title":"\#(t)","tags":["@a","@b"],"starred":\#(i % 2 == 0)}"#
        case 1: return #"[\#(i), -\#(i).5e1, null, "\#(t)", [], {}]"#
        case 2: return #""\#(t)""#
        case 3: return "\(i)"
        default: return #"{"nested":{"deep":[[["\#(t)"]]]},"n":\#(i)}"#
        }
    }

    static func document(count: Int, seed: UInt64, wrap: Bool = true) -> String {
        var g = SeededGenerator(seed: seed)
        let array = "[\n  " + (0..<count).map { element($0, &g) }.joined(separator: ",\n  ") + "\n]"
        return wrap ? #"{"tags": {"@a": 3}, "entries": \#(array)}"# : array
    }

    static func parse(_ text: String, splittingFrom: Int) -> Result<FieldValue, JSONParseError> {
        var t = text
        return t.withUTF8 { b in
            Result { () throws(JSONParseError) -> FieldValue in
                do { return try FieldValue(jsonUTF8: b, splittingFrom: splittingFrom) } catch let e as JSONParseError {
                    throw e
                } catch { fatalError("\(error)") }
            }
        }
    }

    @Test(arguments: [64, 65, 1_000, 5_003])
    func aSplitArrayReadsAsAPlainOne(count: Int) throws {
        for wrap in [false, true] {
            let text = Self.document(count: count, seed: UInt64(count), wrap: wrap)
            let split = try Self.parse(text, splittingFrom: 0).get()
            #expect(split == (try Self.parse(text, splittingFrom: .max).get()))
            let entries = wrap ? split.object?["entries"]?.array : split.array
            #expect(entries?.count == count)
        }
    }

    /// The quick pass finds every element and the split read is taken (not left to the plain read).
    @Test func theSplitIsTaken() {
        var text = Self.document(count: 300, seed: 9, wrap: false)
        let value = text.withUTF8 { b -> FieldValue? in
            var p = JSONParser(b, splittingFrom: 0)
            let v = p.splitArray(depth: 1)
            #expect(p.at == b.count)
            return v
        }
        #expect(value?.array?.count == 300)
    }

    /// A fault anywhere — in the first, a middle or the last element, or in the array's own punctuation —
    /// is reported at the same byte with the same reason as without splitting.
    @Test(arguments: [
        ("[1}", "at the end"), (",]", "a trailing comma"), (", ,", "an empty element"), (" 7 8", "a missing comma"),
        (#" "open"#, "an unterminated string"), (#""bad \x""#, "an unknown escape"), ("{\"k\" 1}", "a missing colon"),
        ("[}", "a wrong bracket"), ("tru", "a broken literal"), ("\"a\u{1}\"", "a control character"),
    ])
    func faultsAreReportedAsWithoutSplitting(fault: String, what: String) {
        for position in [0, 40, 99] {
            var g = SeededGenerator(seed: 4)
            var elements = (0..<100).map { Self.element($0, &g) }
            elements[position] += fault
            let text = "[" + elements.joined(separator: ",") + "]"
            let plain = Self.parse(text, splittingFrom: .max)
            #expect(throws: (any Error).self, "\(what) at \(position)") { try plain.get() }
            #expect(Self.parse(text, splittingFrom: 0) == plain, "\(what) at \(position)")
        }
        for broken in ["[" + String(repeating: "1,", count: 100), "[" + String(repeating: "1,", count: 100) + "1}"] {
            #expect(Self.parse(broken, splittingFrom: 0) == Self.parse(broken, splittingFrom: .max))
        }
    }

    @Test func tooDeepInsideASplitArrayIsRefusedAsWithout() {
        let deep = String(repeating: "[", count: FieldValue.maxParseDepth) + String(repeating: "]", count: FieldValue.maxParseDepth)
        let text = "[" + Array(repeating: "1", count: 100).joined(separator: ",") + "," + deep + "]"
        let plain = Self.parse(text, splittingFrom: .max)
        #expect(throws: JSONParseError.self) { try plain.get() }
        #expect(Self.parse(text, splittingFrom: 0) == plain)
    }
}
