import Foundation
import Testing
import TendEngine
import TendKernel
import TendCLITesting
import TendTesting

@Suite("tend import loop")
struct LoopImportTests {
    private func habit(_ items: [Item], _ name: String) throws -> Item {
        try #require(items.first { $0.string("name") == name })
    }

    @Test("the unpacked folder: habits with schedules, goals and archived state; check-ins, skips, amounts and notes")
    func folder() throws {
        let h = TendHarness()
        let r = h.run("import", Fixture.path("loop"))
        #expect(r.code == 0, "\(r)")
        Golden.check(DaylioImportTests.shown(r.out, h), "import-loop.txt")
        let items = try h.items("habit")
        #expect(items.map { $0.string("name") } == ["Meditate", "Run", "Coffee", "Floss"])
        let meditate = try habit(items, "Meditate"), run = try habit(items, "Run")
        let coffee = try habit(items, "Coffee"), floss = try habit(items, "Floss")
        #expect(meditate.fields == ["name": "Meditate", "schedule": "daily", "kind": "check", "start": "2026-11-15",
                                    "question": "Did you meditate today?", "color": "#FF8F00"])
        #expect(run.fields == ["name": "Run", "schedule": "3/week", "kind": "atLeast", "target": .double(5), "unit": "km",
                               "start": "2025-11-21", "question": "How far did you run?", "description": "Easy pace, mostly",
                               "color": "#26A69A"])
        #expect(coffee.fields["kind"] == "atMost")
        #expect(coffee.fields["target"] == .double(2))
        #expect(coffee.fields["unit"] == "cups")
        #expect(floss.fields["schedule"] == "2/3d")
        #expect(floss.archived && !run.archived)
        let checks = try h.entries("habit")
        func of(_ i: Item) -> [Entry] { checks.filter { $0.subject == i.id } }
        #expect(of(meditate).map(\.day.iso) == ["2026-11-15", "2026-11-17", "2026-11-20"])
        #expect(of(meditate).map(\.value) == [.done, .skip, .done])
        #expect(of(meditate).map(\.note) == [nil, "Travelling", "Felt calm"])
        #expect(of(run).count == 122)
        #expect(of(run).first?.value == .amount(5.0))
        #expect(of(run).first { $0.note == "Hills" }?.value == .amount(5.6))
        #expect(of(coffee).map(\.value) == [.amount(1.5), .amount(0), .amount(3)])
        #expect(of(coffee).last?.note == "Long night")
        #expect(of(floss).map(\.day.iso) == ["2026-11-10"])
        let show = h.run("habit", "show", "Run")
        #expect(show.code == 0, "\(show)")
    }

    @Test("the ZIP (deflated or stored) and Habits.csv on its own give exactly the folder's result", arguments: [
        "Loop Habits CSV 2026-11-20.zip", "loop-stored.zip", "loop/Habits.csv",
    ])
    func sameAsFolder(_ name: String) throws {
        let folder = TendHarness()
        #expect(folder.run("import", Fixture.path("loop")).code == 0)
        let h = TendHarness()
        let r = h.run("import", "loop", Fixture.path(name))
        #expect(r.code == 0, "\(r)")
        #expect(try h.openStore().stateDigest() == (try folder.openStore().stateDigest()))
    }

    @Test("a second import adds nothing; an existing habit of the same name and kind gets the check-ins")
    func idempotentAndMatched() throws {
        let h = TendHarness()
        #expect(h.run("habit", "new", "meditate").code == 0)
        let first = h.run("import", Fixture.path("Loop Habits CSV 2026-11-20.zip"))
        #expect(first.out.contains("Merged: check-ins into your existing habits meditate."), "\(first)")
        let items = try h.items("habit")
        #expect(items.map { $0.string("name") } == ["meditate", "Run", "Coffee", "Floss"])
        #expect(items[0].fields["start"] == "2026-11-15")
        let before = try h.digest()
        let second = h.run("import", Fixture.path("loop"))
        #expect(second.code == 0)
        #expect(second.out.contains("Nothing to add"), "\(second)")
        #expect(try h.digest() == before)
    }

    @Test("two Loop habits of one name: the later is imported as 'Name (2)'")
    func duplicateNames() throws {
        let h = TendHarness()
        try h.write("dup/Habits.csv", """
            Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?
            001,Walk,YES_NO,,,1,1,#FF8F00,,,,false
            002,walk,YES_NO,,,1,7,#FF8F00,,,,false

            """)
        try h.write("dup/001 Walk/Checkmarks.csv", "2026-11-20,YES_MANUAL\n")
        try h.write("dup/002 walk/Checkmarks.csv", "Date,Value,Notes\n2026-11-19,2,\n")
        let r = h.run("import", h.file("dup"))
        #expect(r.code == 0, "\(r)")
        #expect(r.out.contains("Two habits are named walk; the later one is imported as walk (2)."), "\(r)")
        #expect(try h.items("habit").map { $0.string("name") } == ["Walk", "walk (2)"])
        #expect(try h.entries("habit").map(\.day.iso) == ["2026-11-19", "2026-11-20"])
    }
}
