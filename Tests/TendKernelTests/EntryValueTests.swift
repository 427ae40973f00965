import Foundation
import Testing
import TendEngine
import TendKernel

@Suite("Entry values, keys and queries")
struct EntryValueTests {
    @Test(arguments: [EntryValue.text("Sun on the table"), .text(""), .level(1), .level(5), .done, .amount(2.5),
                      .amount(2), .amount(-0.5), .skip])
    func storedFormRoundTrips(_ v: EntryValue) throws {
        #expect(EntryValue(field: v.field) == v)
        #expect(EntryValue(field: try FieldValue(jsonText: v.field.jsonText)) == v)
        let data = try JSONEncoder().encode([v])
        #expect(try JSONDecoder().decode([EntryValue].self, from: data) == [v])
    }

    @Test func storedForms() {
        #expect(EntryValue.text("a").field.jsonText == #"{"text":"a"}"#)
        #expect(EntryValue.level(3).field.jsonText == #"{"level":3}"#)
        #expect(EntryValue.done.field.jsonText == #"{"done":true}"#)
        #expect(EntryValue.amount(2).field.jsonText == #"{"amount":2.0}"#)
        #expect(EntryValue.skip.field.jsonText == #"{"skip":true}"#)
        #expect(EntryValue(field: .object(["level": .double(3)])) == .level(3))
        #expect(EntryValue(field: .object(["amount": .int(2)])) == .amount(2))
        for bad: FieldValue in [.null, "done", .object([:]), .object(["level": "3"]), .object(["text": 1]),
                                .object(["mood": 3]), .object(["done": true, "skip": true]), .array([])] {
            #expect(EntryValue(field: bad) == nil, "\(bad)")
        }
    }

    /// `EntryValue.parse(jsonUTF8:)` on a text.
    func parse(_ text: String) throws -> EntryValue? {
        try Array(text.utf8).withUnsafeBufferPointer { try EntryValue.parse(jsonUTF8: $0) }
    }

    @Test func parsingStoredTextReadsWhatTheGeneralReaderReads() throws {
        for v in [EntryValue.text("Sun on the \"table\"\n"), .text("Café ☕"), .text(""), .level(5), .done, .amount(2.5),
                  .amount(2), .amount(-0.5), .skip] {
            #expect(try parse(v.field.jsonText) == v)
        }
        let texts = [#"{ "level" : 3 }"#, #"{"level":3.0}"#, #"{"amount":2}"#, #"{"done":false}"#, #"{"skip":1}"#,
                     #"{"level":3,"x":1}"#, #"{"level":"3"}"#, #"{"text":1}"#, #"{"mood":3}"#, #"[1]"#, #""done""#, "null"]
        for text in texts {
            #expect(try parse(text) == EntryValue(field: try FieldValue(jsonText: text)), "\(text)")
        }
        for bad in [#"{"level":"#, #"{"level":3"#, #"{"level":3}}"#, #"{"text":"a}"#, ""] {
            #expect(throws: JSONParseError.self, "\(bad)") { try parse(bad) }
        }
    }

    @Test func numbersAndKinds() {
        #expect(EntryValue.text("x").number == 1)
        #expect(EntryValue.done.number == 1)
        #expect(EntryValue.level(4).number == 4)
        #expect(EntryValue.amount(2.5).number == 2.5)
        #expect(EntryValue.skip.number == nil)
        #expect(EntryValue.skip.isSkip && !EntryValue.done.isSkip)
        #expect(EntryValue.skip.kind == .done)
        #expect(EntryValue.level(2).kind == .level)
        #expect(EntryValue.text("x").text == "x" && EntryValue.level(2).text == nil)
        #expect(EntryValue.level(2).level == 2 && EntryValue.amount(1).amount == 1)
    }

    @Test func deterministicKeys() {
        #expect(EntryKey.daily("mood", day("2026-11-21")) == "mood/2026-11-21")
        #expect(EntryKey.daily("habit", subject: "h1", day("2026-11-21")) == "habit/h1/2026-11-21")
    }

    func entry(_ id: String, _ tracker: String = "mood", subject: String? = nil, day iso: String = "2026-11-21",
               position: String = "V", deleted: Bool = false) -> Entry {
        Entry(id: id, tracker: tracker, subject: subject, day: day(iso), value: .done, position: position,
              created: Date(timeIntervalSince1970: 0), deleted: deleted)
    }

    @Test func entryQueryMatches() {
        let e = entry("e", "habit", subject: "h1")
        #expect(EntryQuery().matches(e))
        #expect(EntryQuery(tracker: "habit").matches(e))
        #expect(!EntryQuery(tracker: "mood").matches(e))
        #expect(EntryQuery(subject: .only("h1")).matches(e))
        #expect(!EntryQuery(subject: .only("h2")).matches(e))
        #expect(!EntryQuery(subject: .none).matches(e))
        #expect(EntryQuery(subject: .none).matches(entry("n")))
        #expect(EntryQuery(subject: .oneOf(["h2", "h1"])).matches(e))
        #expect(!EntryQuery(subject: .oneOf(["h2"])).matches(e))
        #expect(!EntryQuery(subject: .oneOf(["h1"])).matches(entry("n")))
        #expect(EntryQuery(days: day("2026-11-21")...day("2026-11-21")).matches(e))
        #expect(!EntryQuery(days: day("2026-11-22")...day("2026-11-30")).matches(e))
        #expect(!EntryQuery().matches(entry("d", deleted: true)))
        #expect(EntryQuery(includeDeleted: true).matches(entry("d", deleted: true)))
    }

    @Test func canonicalEntryOrder() {
        let list = [entry("b", day: "2026-11-21", position: "W"), entry("a", day: "2026-11-21", position: "W"),
                    entry("c", day: "2026-11-20", position: "z"), entry("d", day: "2026-11-21", position: "G")]
        #expect(list.sorted(by: EntryQuery.precedes).map(\.id) == ["c", "d", "a", "b"])
    }

    @Test func itemQueryAndOrder() {
        let t0 = Date(timeIntervalSince1970: 0)
        let items = [Item(id: "2", tracker: "habit", type: "habit", position: "W", created: t0),
                     Item(id: "1", tracker: "habit", type: "stack", position: "W", archived: true, created: t0),
                     Item(id: "3", tracker: "ritual", type: "ritual", position: "A", deleted: true, created: t0)]
        #expect(items.filter(ItemQuery().matches).map(\.id) == ["2", "1"])
        #expect(items.filter(ItemQuery(includeArchived: false).matches).map(\.id) == ["2"])
        #expect(items.filter(ItemQuery(type: "stack").matches).map(\.id) == ["1"])
        #expect(items.filter(ItemQuery(tracker: "ritual", includeDeleted: true).matches).map(\.id) == ["3"])
        #expect(items.sorted(by: ItemQuery.precedes).map(\.id) == ["3", "1", "2"])
    }

    @Test func changeQuery() {
        let early = OpID(hlc: HLC(millis: 1, counter: 0), device: Fixture.a)
        let late = OpID(hlc: HLC(millis: 2, counter: 0), device: Fixture.b)
        let change = Change(id: late, action: "x", detail: "", source: "cli", undoes: nil, ops: [])
        #expect(change.device == Fixture.b)
        #expect(change.date == Date(timeIntervalSince1970: 0.002))
        #expect(ChangeQuery().matches(change))
        #expect(ChangeQuery(device: Fixture.b, after: early).matches(change))
        #expect(!ChangeQuery(device: Fixture.a).matches(change))
        #expect(!ChangeQuery(after: late).matches(change))
        #expect(!ChangeQuery(before: late).matches(change))
        #expect(ChangeQuery(before: OpID(hlc: HLC(millis: 2, counter: 1), device: Fixture.a)).matches(change))
    }

    @Test func scopesAndKinds() {
        #expect(SettingScope.synced.entity == .setting)
        #expect(SettingScope.device.entity == .local)
        #expect(EntityKind.allCases.filter(\.isSynced) == [.entry, .item, .setting])
    }
}
