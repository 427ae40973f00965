import Foundation
import Synchronization
import Testing
@testable import TendConsole

/// Counts how often a table's English is made.
private final class Makes: Sendable {
    let count = Mutex(0)
    func english(_ pairs: [String: String]) -> [String: String] {
        count.withLock { $0 += 1 }
        return pairs
    }
    var made: Int { count.withLock { $0 } }
}

@Suite("String tables: English made once, on first use; parts; the catalog's order")
struct StringTableTests {
    @Test("a table's English is made when first asked for, once, and copies of the table share it")
    func madeOnFirstUse() {
        let makes = Makes()
        let table = StringTable(id: "StringTableTests.lazy", englishOnFirstUse: makes.english(["test.lazy.a": "A"]))
        #expect(makes.made == 0)
        let copy = table
        #expect(table.english == ["test.lazy.a": "A"])
        #expect(makes.made == 1)
        #expect(copy.english["test.lazy.a"] == "A")
        #expect(table.english.count == 1)
        #expect(makes.made == 1)
    }

    @Test("registering a table doesn't make its English")
    func registeringIsLazy() {
        let makes = Makes()
        Catalog.register(StringTable(id: "StringTableTests.registered", englishOnFirstUse: makes.english(["test.registered.x": "X"])))
        // Another table registered again under the same id is ignored (and never made).
        let again = Makes()
        Catalog.register(StringTable(id: "StringTableTests.registered", englishOnFirstUse: again.english(["test.registered.x": "Y"])))
        #expect(again.made == 0)
        #expect(Catalog.text("test.registered.x") == "X")
        #expect(makes.made == 1)
        #expect(again.made == 0)
    }

    @Test("a table given its English is made at once, so its texts may come from the catalog (a plugin's)")
    func madeAtOnce() {
        let makes = Makes()
        Catalog.register(StringTable(id: "StringTableTests.base", english: ["test.base.word": "Steps"]))
        let table = StringTable(id: "StringTableTests.derived", english: makes.english(["test.derived.title": tr("test.base.word")]))
        #expect(makes.made == 1)
        Catalog.register(table)
        // Asking every table (as `has` does) makes the lazy ones and reads this one as made.
        #expect(Catalog.has("test.derived.title"))
        #expect(Catalog.text("test.derived.title") == "Steps")
        #expect(makes.made == 1)
    }

    @Test("parts join into one table, an earlier part's text winning")
    func parts() {
        let first: KeyValuePairs<String, String> = ["test.parts.a": "A", "test.parts.b": "B"]
        let second: KeyValuePairs<String, String> = ["test.parts.b": "second B", "test.parts.c": "C"]
        let table = StringTable(id: "StringTableTests.parts", parts: [first, second])
        #expect(table.english == ["test.parts.a": "A", "test.parts.b": "B", "test.parts.c": "C"])
    }

    @Test("the catalog asks tables in the order they were registered")
    func registrationOrder() {
        Catalog.register(StringTable(id: "StringTableTests.order.1", english: ["test.order.key": "first"]))
        Catalog.register(StringTable(id: "StringTableTests.order.2", english: ["test.order.key": "second"]))
        #expect(Catalog.text("test.order.key") == "first")
    }
}
