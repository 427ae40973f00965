import Foundation
import Testing
import TendKernel

@Suite("A JSON object's members visited in order, without its dictionary")
struct JSONMembersTests {
    /// The members `forEachMember` visits, and whether it accepted the text.
    static func members(_ text: String) -> (ok: Bool, members: [(String, FieldValue)]) {
        var out: [(String, FieldValue)] = []
        var bytes = Array(text.utf8)
        let ok = bytes.withUnsafeMutableBufferPointer { p in
            FieldValue.forEachMember(ofJSONObject: UnsafeBufferPointer(p)) { out.append(($0, $1)) }
        }
        return (ok, out)
    }

    @Test("every member of 500 random objects, as FieldValue reads the object")
    func randomObjects() throws {
        var rng = SeededGenerator(seed: 11)
        for _ in 0..<500 {
            var object: [String: FieldValue] = [:]
            for _ in 0..<Int.random(in: 0...6, using: &rng) {
                object[FieldValueTests.randomString(&rng)] = FieldValueTests.randomValue(depth: 1, &rng)
            }
            let text = FieldValue.object(object).jsonText
            let (ok, members) = Self.members(text)
            #expect(ok, "\(text)")
            #expect(members.map(\.0) == object.keys.sorted(), "\(text)")  // canonical text: keys sorted
            #expect(Dictionary(members, uniquingKeysWith: { _, b in b }) == object, "\(text)")
        }
    }

    @Test("spaces, escapes and a repeated key (visited twice) in the text's order")
    func textOrder() {
        let (ok, members) = Self.members(#" { "b" : 1 , "a\u00e9" : [true, null], "b": "x" } "#)
        #expect(ok)
        #expect(members.map(\.0) == ["b", "aé", "b"])
        #expect(members.map(\.1) == [.int(1), .array([.bool(true), .null]), .string("x")])
        #expect(Self.members("{}").ok && Self.members("{}").members.isEmpty)
    }

    @Test("not exactly one object: refused", arguments: ["", "[]", "\"x\"", "{", "{\"a\":}", "{\"a\":1,}", "{\"a\":1} x",
                                                        "{\"a\" 1}", "{a:1}", "{\"a\":01}", "{\"a\":1}{}"])
    func refused(_ text: String) {
        #expect(!Self.members(text).ok, "\(text)")
    }
}
