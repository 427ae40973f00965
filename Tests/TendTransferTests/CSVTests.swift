import Testing
@testable import TendTransfer

@Suite("CSV reading and writing")
struct CSVTests {
    private func rows(_ text: String) throws -> [CSVRow] {
        var r = CSVReader(Array(text.utf8))
        var out: [CSVRow] = []
        while let row = try r.next() { out.append(row) }
        return out
    }

    @Test("quoted fields hold commas, doubled quotes and line breaks; records know their first line")
    func quoted() throws {
        let r = try rows("a,b,c\n1,\"x, y\",\"say \"\"hi\"\"\"\n2,\"two\nlines\",z\n3,,\n")
        #expect(r.map(\.fields) == [["a", "b", "c"], ["1", "x, y", "say \"hi\""], ["2", "two\nlines", "z"], ["3", "", ""]])
        #expect(r.map(\.line) == [1, 2, 3, 5])
    }

    @Test("a byte-order mark is skipped; CRLF, lone CR and a missing final line break all end records")
    func lineEnds() throws {
        let text = "\u{FEFF}h1,h2\r\n1,\"a\r\nb\"\r\n\r\n2,b\r3,c"
        let r = try rows(text)
        #expect(r.map(\.fields) == [["h1", "h2"], ["1", "a\r\nb"], ["2", "b"], ["3", "c"]])
        #expect(r.map(\.line) == [1, 2, 5, 6])
    }

    @Test("an unterminated quote, text after a closing quote and bytes that aren't UTF-8 are refused with their line")
    func problems() throws {
        #expect(throws: CSVProblem.unterminatedQuote(line: 2)) { try rows("a,b\n1,\"open\n2,x\n") }
        #expect(throws: CSVProblem.textAfterQuote(line: 3)) { try rows("a,b\n1,2\n\"x\"y,z\n") }
        var r = CSVReader([0x61, 0x0A, 0xFF, 0xFE, 0x0A])
        _ = try r.next()
        #expect(throws: CSVProblem.notText(line: 2)) { try r.next() }
    }

    @Test("the writer quotes what needs it and the reader reads it back")
    func roundTrip() throws {
        let records = [["day", "note"], ["2026-11-22", "plain"], ["2026-11-23", "a, b"], ["2026-11-24", "say \"hi\"\nnext line"],
                       ["2026-11-25", ""]]
        var w = CSVWriter()
        for rec in records { w.row(rec) }
        let text = String(decoding: w.bytes, as: UTF8.self)
        #expect(text.hasPrefix("day,note\n2026-11-22,plain\n2026-11-23,\"a, b\"\n"))
        #expect(try rows(text).map(\.fields) == records)
    }
}
