import Foundation
import Testing
import TendEngine
import TendConsole
import TendKernel
import TendCLITesting
import TendTesting
@testable import GratitudeTracker

@Suite("gratitude edit, rm and move")
struct GratitudeEditRemoveMoveTests {
    private func threeLines() -> TendHarness {
        let h = G.harness()
        G.ok(h, "gratitude", "add", "Morning coffee", "Call with Sam", "A quiet walk")
        return h
    }

    @Test("edit, move and rm through the CLI (golden transcript)")
    func transcript() throws {
        let h = threeLines()
        var out = ""
        for args in [["gratitude", "edit", "2", "Call with Sam and Jo"], ["gratitude", "move", "3", "--to", "1"],
                     ["gratitude", "rm", "2"], ["gratitude"], ["undo"], ["gratitude"]] {
            let r = h.run(args)
            #expect(r.code == 0, "\(args): \(r)")
            out += "$ tend " + args.joined(separator: " ") + "\n" + r.out
        }
        G.golden(out, "edit-move-rm.txt")
        #expect(try G.texts(h) == ["A quiet walk", "Morning coffee", "Call with Sam and Jo"])
    }

    @Test("edit replaces the text of the numbered line only, on the day given")
    func edit() throws {
        let h = threeLines()
        G.ok(h, "gratitude", "add", "Rain", "Snow", "--date", "yesterday")
        #expect(G.ok(h, "gratitude", "edit", "#2", "  Fresh snow ", "--date", "yesterday")
            == "Updated line 2 for yesterday: Fresh snow\n")
        #expect(try G.texts(h, G.today.adding(days: -1)) == ["Rain", "Fresh snow"])
        #expect(try G.texts(h) == ["Morning coffee", "Call with Sam", "A quiet walk"])
    }

    @Test("editing to the same text writes nothing")
    func editUnchanged() throws {
        let h = threeLines()
        let before = try h.digest()
        #expect(G.ok(h, "gratitude", "edit", "1", "Morning coffee") == "Line 1 for today already says that; nothing changed.\n")
        #expect(try h.digest() == before)
    }

    @Test("rm removes a line; tend undo brings it back in its place")
    func removeAndUndo() throws {
        let h = threeLines()
        #expect(G.ok(h, "gratitude", "rm", "2") == "Removed line 2 for today: Call with Sam ('tend undo' brings it back).\n")
        #expect(try G.texts(h) == ["Morning coffee", "A quiet walk"])
        let removed = try h.openStore().entries(EntryQuery(tracker: GratitudeTracker.id, includeDeleted: true)).filter(\.deleted)
        #expect(removed.map { $0.value.text } == ["Call with Sam"], "kept as a tombstone")
        let undo = G.ok(h, "undo")
        #expect(undo.hasPrefix("Undid: Removed gratitude (Call with Sam · 2026-11-22)"))
        #expect(try G.texts(h) == ["Morning coffee", "Call with Sam", "A quiet walk"])
        #expect(try h.openStore().verify().isEmpty)
    }

    @Test("undo after add removes every line the add wrote")
    func undoAdd() throws {
        let h = threeLines()
        G.ok(h, "gratitude", "add", "D", "E")
        G.ok(h, "undo")
        #expect(try G.texts(h) == ["Morning coffee", "Call with Sam", "A quiet walk"])
    }

    @Test("move puts a line at the number given and writes one position field")
    func move() throws {
        let h = threeLines()
        let store = try h.openStore()
        #expect(G.ok(h, "gratitude", "move", "1", "--to", "3")
            == "Moved line 1 to 3 for today:\n  1  Call with Sam\n  2  A quiet walk\n  3  Morning coffee\n")
        let change = try #require(try store.changes(ChangeQuery(newestFirst: true, limit: 1)).first)
        #expect(change.action == "gratitude.move")
        #expect(change.ops.count == 1)
        #expect(change.ops.first?.fields.keys.sorted() == [RecordField.position])
        G.ok(h, "gratitude", "move", "3", "--to", "2")
        #expect(try G.texts(h) == ["Call with Sam", "Morning coffee", "A quiet walk"])
        G.ok(h, "gratitude", "move", "2", "--to", "1")
        #expect(try G.texts(h) == ["Morning coffee", "Call with Sam", "A quiet walk"])
        G.ok(h, "undo")
        #expect(try G.texts(h) == ["Call with Sam", "Morning coffee", "A quiet walk"])
    }

    @Test("moving a line to where it already is writes nothing")
    func moveInPlace() throws {
        let h = threeLines()
        let before = try h.digest()
        #expect(G.ok(h, "gratitude", "move", "2", "--to", "2").hasPrefix("Line 2 is already number 2 for today:\n"))
        #expect(try h.digest() == before)
    }

    @Test("lines appended at the same position by two devices still reorder correctly")
    func moveWithTiedPositions() throws {
        let day = G.today
        let now = Date(timeIntervalSince1970: 0)
        let entries = ["a", "b", "c", "d"].map { id in
            Entry(id: id, tracker: GratitudeTracker.id, day: day, value: .text(id.uppercased()),
                  position: id == "a" ? "V" : "W", created: now)
        }
        // Canonical order: a (V), then b, c, d tied at W (ordered by id). Move d between b and c.
        let muts = LineOrder.move(entries, from: 3, to: 2)
        var positions = Dictionary(uniqueKeysWithValues: entries.map { ($0.id, $0.position) })
        for m in muts { positions[m.key] = m.fields[RecordField.position]?.string }
        let order = entries.sorted { (positions[$0.id]!, $0.id) < (positions[$1.id]!, $1.id) }.map(\.id)
        #expect(order == ["a", "b", "d", "c"])
        // With room between neighbours only the moved line is written.
        let spaced = entries.enumerated().map { i, e in
            var e = e
            e.position = ["V", "W", "X", "Y"][i]
            return e
        }
        let one = LineOrder.move(spaced, from: 3, to: 0)
        #expect(one.count == 1)
        #expect(one[0].key == "d")
        #expect(one[0].fields[RecordField.position]!.string! < "V")
    }

    @Test("with --json the writing commands print the day after the change")
    func writingJSON() throws {
        let h = threeLines()
        let texts = { (r: TendHarness.Result) -> [String] in
            ((try? G.json(r))?["entries"] as? [[String: Any]])?.compactMap { $0["text"] as? String } ?? []
        }
        #expect(texts(h.run("gratitude", "add", "Soup", "--json")) == ["Morning coffee", "Call with Sam", "A quiet walk", "Soup"])
        #expect(texts(h.run("gratitude", "edit", "4", "Warm soup", "--json")) == ["Morning coffee", "Call with Sam", "A quiet walk", "Warm soup"])
        #expect(texts(h.run("gratitude", "move", "4", "--to", "1", "--json")) == ["Warm soup", "Morning coffee", "Call with Sam", "A quiet walk"])
        #expect(texts(h.run("gratitude", "rm", "2", "--json")) == ["Warm soup", "Call with Sam", "A quiet walk"])
    }
}
