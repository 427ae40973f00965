import Foundation
import TendEngine
import TendKernel
import TendCLITesting
import TendTesting
import Testing

@Suite("Store queries")
struct StoreQueryTests {
    /// Entries over three days, two trackers, some subjects, one deleted.
    func fill(_ store: any Store, _ clock: TestClock) throws {
        try store.put("fill",
                      create("m1", on: day("2026-11-01"), .level(3), at: clock),
                      create("m2", on: day("2026-11-02"), .level(4), at: clock),
                      create("m3", on: day("2026-11-03"), .level(2), at: clock),
                      create("h1", tracker: "habit", subject: "run", on: day("2026-11-01"), .done, at: clock),
                      create("h2", tracker: "habit", subject: "read", on: day("2026-11-01"), .done, position: "A", at: clock),
                      create("h3", tracker: "habit", subject: "run", on: day("2026-11-02"), .done, at: clock),
                      create("h4", tracker: "habit", subject: "yoga", on: day("2026-11-02"), .skip, at: clock),
                      create("h5", tracker: "habit", on: day("2026-11-03"), .amount(3), at: clock),
                      create("j2", tracker: "journal", on: day("2026-11-02"), .text("b"), position: "W", at: clock),
                      create("j1", tracker: "journal", on: day("2026-11-02"), .text("a"), position: "W", at: clock),
                      create("j0", tracker: "journal", on: day("2026-11-02"), .text("c"), position: "U", at: clock))
        try store.put("delete", delete("m2"))
    }

    func ids(_ store: any Store, _ q: EntryQuery) throws -> [String] { try store.entries(q).map(\.id) }

    @Test(arguments: StoreKind.allCases)
    func filtersAndOrder(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 1)) { store in
            try fill(store, clock)
            // Day, then position (A < U < V < W), then id.
            #expect(try ids(store, EntryQuery()) == ["h2", "h1", "m1", "j0", "h3", "h4", "j1", "j2", "h5", "m3"])
            #expect(try ids(store, EntryQuery(tracker: "mood")) == ["m1", "m3"])
            #expect(try ids(store, EntryQuery(tracker: "mood", includeDeleted: true)) == ["m1", "m2", "m3"])
            #expect(try ids(store, EntryQuery(tracker: "mood", includeDeleted: true, newestFirst: true)) == ["m3", "m2", "m1"])
            #expect(try ids(store, EntryQuery(tracker: "journal")) == ["j0", "j1", "j2"])
            #expect(try ids(store, EntryQuery(tracker: "journal", newestFirst: true)) == ["j2", "j1", "j0"])
            #expect(try ids(store, EntryQuery(tracker: "habit", subject: .only("run"))) == ["h1", "h3"])
            #expect(try ids(store, EntryQuery(tracker: "habit", subject: .none)) == ["h5"])
            #expect(try ids(store, EntryQuery(tracker: "habit", subject: .oneOf(["yoga", "read"]))) == ["h2", "h4"])
            #expect(try ids(store, EntryQuery(subject: .oneOf([]))) == [])
            #expect(try ids(store, EntryQuery(subject: .none, days: day("2026-11-02")...day("2026-11-03")))
                    == ["j0", "j1", "j2", "h5", "m3"])
            #expect(try ids(store, EntryQuery(days: day("2026-11-02")...day("2026-11-02"), limit: 2)) == ["j0", "h3"])
            #expect(try ids(store, EntryQuery(newestFirst: true, limit: 3)) == ["m3", "h5", "j2"])
            #expect(try ids(store, EntryQuery(limit: 0)) == [])
            #expect(try ids(store, EntryQuery(tracker: "none")) == [])
        }
    }

    @Test(arguments: StoreKind.allCases)
    func dayCountsSkipDeletedAndIgnoreLimit(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 1)) { store in
            try fill(store, clock)
            #expect(try store.dayCounts(EntryQuery()) == [day("2026-11-01"): 3, day("2026-11-02"): 5, day("2026-11-03"): 2])
            #expect(try store.dayCounts(EntryQuery(tracker: "mood", includeDeleted: true, limit: 1))
                    == [day("2026-11-01"): 1, day("2026-11-03"): 1])
            #expect(try store.dayCounts(EntryQuery(tracker: "habit", subject: .only("run"),
                                                   days: day("2026-11-02")...day("2026-11-30")))
                    == [day("2026-11-02"): 1])
            #expect(try store.dayCounts(EntryQuery(tracker: "nothing")) == [:])
        }
    }

    /// Day values as comparable text, sorted (their order is unspecified).
    func values(_ store: any Store, _ q: EntryQuery) throws -> [String] {
        try store.dayValues(q).map { "\($0.day.iso) \($0.subject ?? "-") \($0.value.field.jsonText)" }.sorted()
    }

    @Test(arguments: StoreKind.allCases)
    func dayValuesAreTheLiveEntriesDayValueAndSubject(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 1)) { store in
            try fill(store, clock)
            try store.put("edit", edit("m3", [EntryField.value: EntryValue.level(5).field]))
            #expect(try values(store, EntryQuery(tracker: "mood", includeDeleted: true, limit: 1))
                    == ["2026-11-01 - {\"level\":3}", "2026-11-03 - {\"level\":5}"])
            #expect(try values(store, EntryQuery(tracker: "habit", subject: .oneOf(["run", "yoga"]),
                                                 days: day("2026-11-02")...day("2026-11-30")))
                    == ["2026-11-02 run {\"done\":true}", "2026-11-02 yoga {\"skip\":true}"])
            #expect(try values(store, EntryQuery(tracker: "habit", subject: .none)) == ["2026-11-03 - {\"amount\":3.0}"])
            // Every query gives what whole entries give.
            // (Any subject over a short range reads the (tracker, day) index; a longer one the history index.)
            for q in [EntryQuery(), EntryQuery(tracker: "journal"), EntryQuery(tracker: "habit", subject: .only("run")),
                      EntryQuery(subject: .none, days: day("2026-11-02")...day("2026-11-03")), EntryQuery(tracker: "none"),
                      EntryQuery(tracker: "habit", days: day("2026-11-01")...day("2026-11-02")),
                      EntryQuery(tracker: "mood", days: day("2026-11-02")...day("2026-11-03")),
                      EntryQuery(tracker: "mood", days: day("2025-11-01")...day("2026-11-30"))] {
                let whole = try store.entries(q).map { "\($0.day.iso) \($0.subject ?? "-") \($0.value.field.jsonText)" }.sorted()
                #expect(try values(store, q) == whole)
            }
        }
    }

    @Test(arguments: StoreKind.allCases)
    func textDaysAreTheLiveTextsAMatchAccepts(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 1)) { store in
            try fill(store, clock)
            // Texts whose stored JSON needs unescaping (a quote, a backslash, a tab), non-ASCII text, and
            // a line deleted: each is matched on its text exactly as `dayValues` gives it.
            let texts = ["say \"hi\"", "back\\slash", "tab\there", "Crème brûlée 🍮", "gone", "plain hi"]
            let made = texts.indices.map { i in create("t\(i)", tracker: "journal", on: day("2026-11-1\(i)"), .text(texts[i]), at: clock) }
            try store.put("texts", made[0], made[1], made[2], made[3], made[4], made[5])
            try store.put("delete", delete("t4"))
            let hi = Array("hi".utf8)
            let days: (EntryQuery, [UInt8]) throws -> [String] = { q, needle in
                try store.textDays(q) { text in
                    needle.isEmpty || (text.count >= needle.count
                        && (0...(text.count - needle.count)).contains { Array(text[$0..<($0 + needle.count)]) == needle })
                }.map(\.iso).sorted()
            }
            #expect(try days(EntryQuery(tracker: "journal"), hi) == ["2026-11-10", "2026-11-15"])
            #expect(try days(EntryQuery(tracker: "journal"), Array("\\".utf8)) == ["2026-11-11"])
            #expect(try days(EntryQuery(tracker: "journal"), Array("\t".utf8)) == ["2026-11-12"])
            #expect(try days(EntryQuery(tracker: "journal"), Array("è".utf8)) == ["2026-11-13"])
            #expect(try days(EntryQuery(tracker: "journal"), Array("gone".utf8)) == [], "deleted lines are not searched")
            #expect(try days(EntryQuery(tracker: "mood"), []) == [], "values that aren't text never match")
            // Accepting everything gives one day per live text entry, as dayValues does.
            for q in [EntryQuery(), EntryQuery(tracker: "journal"), EntryQuery(tracker: "journal", days: day("2026-11-02")...day("2026-11-12"))] {
                let expected = try store.dayValues(q).filter { $0.value.text != nil }.map(\.day.iso).sorted()
                #expect(try days(q, []) == expected)
            }
        }
    }

    @Test("a stored text value is read in place only when it needs no unescaping")
    func plainTextInPlace() {
        func plain(_ json: String) -> String? {
            Array(json.utf8).withUnsafeBufferPointer { b in EntryValue.plainText(jsonUTF8: b).map { String(decoding: $0, as: UTF8.self) } }
        }
        #expect(plain(#"{"text":"Morning coffee"}"#) == "Morning coffee")
        #expect(plain(#"{"text":"Crème 🍮"}"#) == "Crème 🍮")
        #expect(plain(#"{"text":""}"#) == "")
        #expect(plain(#"{"text":"say \"hi\""}"#) == nil)
        #expect(plain(#"{"text":"a\\b"}"#) == nil)
        #expect(plain(#"{"text":"a\u00e9"}"#) == nil)
        #expect(plain(#"{"level":3}"#) == nil)
        #expect(plain(#"{"text":"x","note":"y"}"#) == nil)
        #expect(plain(#"{"text":"x"} "#) == nil)
        #expect(plain(#"{"text":"#) == nil)
        // What the store writes for a text value, read back in place.
        for t in ["tea", "Crème brûlée 🍮", "家族"] {
            #expect(plain(EntryValue.text(t).field.jsonText) == t)
        }
    }

    @Test("items whose text field is one of some values, matched alike by both stores", arguments: StoreKind.allCases)
    func itemsByField(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 1)) { store in
            try store.put("items",
                          create(item: "h1", tracker: "ritual", fields: ["arc": .string("a1"), "title": .string("Tea")], position: "B", at: clock),
                          create(item: "h2", tracker: "ritual", fields: ["arc": .string("a2"), "title": .string("Read")], position: "A", at: clock),
                          create(item: "h3", tracker: "ritual", fields: ["arc": .string("a1")], archived: true, at: clock),
                          create(item: "h4", tracker: "ritual", fields: ["arc": .int(1)], at: clock),
                          create(item: "h5", tracker: "ritual", fields: ["title": .string("a1")], at: clock),
                          create(item: "h6", tracker: "ritual", type: "arc", fields: ["arc": .string("a1")], at: clock),
                          create(item: "h7", tracker: "habits", fields: ["arc": .string("a1")], at: clock),
                          create(item: "h8", tracker: "ritual", fields: ["arc": .string("it's \"a1\"")], at: clock))
            try store.put("delete", .delete(.item, "h2"))
            func ids(_ values: Set<String>, archived: Bool = true, deleted: Bool = false) throws -> [String] {
                try store.items(ItemQuery(tracker: "ritual", type: "habit", includeArchived: archived, includeDeleted: deleted,
                                          field: ItemQuery.FieldMatch("arc", in: values))).map(\.id)
            }
            #expect(try ids(["a1"]) == ["h1", "h3"])
            #expect(try ids(["a1"], archived: false) == ["h1"])
            #expect(try ids(["a1", "a2"], deleted: true) == ["h2", "h1", "h3"])
            #expect(try ids(["it's \"a1\""]) == ["h8"])
            #expect(try ids(["1", "Tea"]).isEmpty)
            #expect(try ids([]).isEmpty)
            // In any order: the same items as in canonical order, for every filter.
            for q in [ItemQuery(tracker: "ritual"), ItemQuery(tracker: "ritual", type: "habit", includeArchived: false),
                      ItemQuery(includeDeleted: true), ItemQuery(tracker: "ritual", field: ItemQuery.FieldMatch("arc", in: ["a1"]))] {
                var anyOrder = q
                anyOrder.inAnyOrder = true
                #expect(try store.items(anyOrder).map(\.id).sorted() == store.items(q).map(\.id).sorted())
                #expect(try !store.items(q).isEmpty)
                // Each item's id and fields as JSON text, in the order of `items`.
                var fields: [(String, String)] = []
                try store.itemFields(q) { fields.append(($0, String(decoding: $1, as: UTF8.self))) }
                #expect(try fields.map(\.0) == store.items(q).map(\.id))
                #expect(try fields.map(\.1) == store.items(q).map { FieldValue.object($0.fields).jsonText })
            }
            var none = 0
            try store.itemFields(ItemQuery(field: ItemQuery.FieldMatch("arc", in: []))) { _, _ in none += 1 }
            #expect(none == 0)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func changeQueries(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 1)) { store in
            var made: [Change] = []
            for i in 0..<5 {
                clock.advance(by: 1)
                made.append(try store.put("c\(i)", create("e\(i)", on: day("2026-11-01"), .level(i), at: clock)))
            }
            #expect(try store.changes(ChangeQuery()).map(\.action) == ["c4", "c3", "c2", "c1", "c0"])
            #expect(try store.changes(ChangeQuery(newestFirst: false, limit: 2)).map(\.action) == ["c0", "c1"])
            #expect(try store.changes(ChangeQuery(after: made[1].id, before: made[4].id)).map(\.action) == ["c3", "c2"])
            #expect(try store.changes(ChangeQuery(device: store.device, limit: 1)) == [made[4]])
            #expect(try store.changes(ChangeQuery(device: DeviceID("ffffffffffffffff")!)).isEmpty)
            #expect(try store.change(id: made[2].id) == made[2])
            #expect(try store.op(id: made[3].ops[0].id) == made[3].ops[0])
            #expect(try store.logCounts() == (5, 5))
            #expect(try store.lastClock() == made[4].ops[0].id.hlc)
        }
    }
}
