import Foundation
import TendKernel
import Testing

@Suite("Op id and clock text")
struct OpIDTextTests {
    @Test
    func roundTrips() throws {
        let id = OpID(hlc: HLC(millis: 0x0123_4567_89ab, counter: 0xcdef), device: try #require(DeviceID("00ff00ff00ff00ff")))
        #expect(id.description == "0123456789abcdef-00ff00ff00ff00ff")
        #expect(OpID(id.description) == id)
        #expect(OpID(Substring("x" + id.description).dropFirst()) == id)
        #expect(HLC.zero.description == "0000000000000000")
        #expect(HLC(millis: 0xFFFF_FFFF_FFFF, counter: .max).description == "ffffffffffffffff")
        #expect(HLC(hex: "0000000000000FFF") == HLC(millis: 0, counter: 0xFFF))
    }

    @Test(arguments: [
        "0123456789abcdef-00ff00ff00ff00f", "0123456789abcdef_00ff00ff00ff00ff", "0123456789abcdeg-00ff00ff00ff00ff",
        "0123456789abcdef-00FF00FF00FF00FF", "0123456789abcdef-00ff00ff00ff00ffa", "", "-",
    ])
    func rejectsMalformedIDs(text: String) {
        #expect(OpID(text) == nil)
    }

    /// Only ASCII hex digits: fullwidth digits are "hex digits" to `Character`, but not to ids.
    @Test
    func deviceIDsAreASCIIOnly() {
        #expect(DeviceID("０１２３４５６７８９ａｂｃｄｅｆ") == nil)
        #expect(DeviceID("0123456789ABCDEF") == nil)
        #expect(DeviceID("0123456789abcdef") != nil)
        #expect(HLC(hex: "０１２３４５６７８９ａｂｃｄｅｆ") == nil)
    }

    @Test("ids are JSON strings of their text form; text that isn't one is a decoding error naming it")
    func textCoded() throws {
        let id = OpID(hlc: HLC(millis: 42, counter: 7), device: try #require(DeviceID("00ff00ff00ff00ff")))
        let data = try JSONEncoder().encode([id])
        #expect(String(decoding: data, as: UTF8.self) == "[\"\(id.description)\"]")
        #expect(try JSONDecoder().decode([OpID].self, from: data) == [id])
        do {
            _ = try JSONDecoder().decode([DeviceID].self, from: Data(#"["not-a-device"]"#.utf8))
            Issue.record("a bad device id decoded")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription == "bad device id 'not-a-device'")
        }
    }
}
