import Foundation
import TendKernel
import TendCLITesting
import TendTesting
import Testing

@Suite("Store records")
struct StoreRecordTests {
    @Test(arguments: StoreKind.allCases)
    func entryRoundTrip(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 1)) { store in
            let change = try store.put("journal.add", create("e1", tracker: "journal", subject: "s1", on: day("2026-11-21"),
                                                             .text("Tea \"with\" café\n☕"), note: "a note",
                                                             tags: ["x", "y"], position: "k", at: clock))
            let e = try #require(try store.entry(id: "e1"))
            let expected = Entry(id: "e1", tracker: "journal", subject: "s1", day: day("2026-11-21"),
                                 value: .text("Tea \"with\" café\n☕"), note: "a note", tags: ["x", "y"],
                                 position: "k", source: "cli", created: date(millis: baseMillis),
                                 updated: change.ops[0].id.hlc.date)
            #expect(e == expected)
            #expect(change.ops[0].id.hlc.millis == baseMillis)
            #expect(change.device == store.device)
            #expect(try store.entries(EntryQuery()) == [expected])
            #expect(try store.entry(id: "missing") == nil)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func everyValueKindRoundTrips(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 1)) { store in
            let values: [EntryValue] = [.text(""), .level(-3), .done, .amount(2.5), .amount(0.1), .amount(1e20), .skip]
            for (i, v) in values.enumerated() {
                try store.put(create("v\(i)", on: day("2026-01-01").adding(days: i), v, at: clock))
            }
            #expect(try store.entries(EntryQuery()).map(\.value) == values)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func itemsQueriesAndOrder(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 1)) { store in
            try store.put("setup",
                          create(item: "b", fields: ["name": "Run", "minutes": 20, "days": .array(["mon", "fri"])],
                                 position: "V", at: clock),
                          create(item: "a", fields: ["name": "Read"], position: "V", at: clock),
                          create(item: "c", fields: ["name": "Old"], position: "G", archived: true, at: clock),
                          create(item: "s", type: "stack", fields: ["habits": .array(["a", "b"])], position: "Z", at: clock),
                          create(item: "r", tracker: "rituals", type: "ritual", at: clock),
                          create(item: "d", fields: ["name": "Gone"], position: "A", at: clock))
            try store.put("delete", delete("d", entity: .item))

            let b = try #require(try store.item(id: "b"))
            #expect(b.fields == ["name": "Run", "minutes": 20, "days": .array(["mon", "fri"])])
            #expect(b.tracker == "habits" && b.type == "habit" && !b.archived && !b.deleted)
            #expect(try store.item(id: "d")?.deleted == true)

            #expect(try store.items(ItemQuery()).map(\.id) == ["c", "a", "b", "r", "s"])
            #expect(try store.items(ItemQuery(tracker: "habits")).map(\.id) == ["c", "a", "b", "s"])
            #expect(try store.items(ItemQuery(tracker: "habits", type: "habit")).map(\.id) == ["c", "a", "b"])
            #expect(try store.items(ItemQuery(tracker: "habits", includeArchived: false)).map(\.id) == ["a", "b", "s"])
            #expect(try store.items(ItemQuery(type: "habit", includeDeleted: true)).map(\.id) == ["d", "c", "a", "b"])
            #expect(try store.items(ItemQuery(tracker: "nothing")).isEmpty)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func settingsInBothScopes(kind: StoreKind) throws {
        let clock = TestClock(millis: baseMillis)
        try kind.withStore(clock: clock, ids: SequentialIDs(seed: 1)) { store in
            try store.put("config", set("week-start", "monday"), set("name", "Ada"),
                          set("week-start", "sunday", scope: .device), set("reminder", "07:30", scope: .device))
            #expect(try store.setting("week-start", scope: .synced) == "monday")
            #expect(try store.setting("week-start", scope: .device) == "sunday")
            #expect(try store.setting("name", scope: .device) == nil)
            #expect(try store.settings(scope: .synced) == [Setting(key: "name", scope: .synced, value: "Ada"),
                                                            Setting(key: "week-start", scope: .synced, value: "monday")])
            #expect(try store.settings(scope: .device).map(\.key) == ["reminder", "week-start"])

            try store.put("config", set("name", .object(["first": "Ada", "n": 1.5])))
            #expect(try store.setting("name", scope: .synced) == .object(["first": "Ada", "n": 1.5]))
            try store.put("unset", set("name", .null), delete("reminder", entity: .local))
            #expect(try store.setting("name", scope: .synced) == nil)
            #expect(try store.setting("reminder", scope: .device) == nil)
            #expect(try store.settings(scope: .synced).map(\.key) == ["week-start"])
            #expect(try store.settings(scope: .device).map(\.key) == ["week-start"])
        }
    }
}
