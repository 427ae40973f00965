import Foundation
import Testing
import TendEngine
import TendKernel
import TendCLITesting
import TendTesting
@testable import CustomTrackers

/// Definitions are items, so they travel with sync like any other record.
@Suite("Definitions sync between devices")
struct CustomSyncTests {
    /// Applies every change of `from` that `to` hasn't seen (what sync does, without transport).
    private func sync(_ from: TendHarness, to: TendHarness) throws {
        let source = try from.openStore()
        _ = try to.openStore().apply(try source.changes(ChangeQuery(newestFirst: false)), now: to.clock.now())
    }

    @Test("a definition added on one device appears on another, with its entries, and removal travels too")
    func definitionTravels() throws {
        let a = TendHarness(modules: [], ids: SequentialIDs(seed: 1))
        let b = TendHarness(modules: [], ids: SequentialIDs(seed: 2))
        a.run("history")
        b.run("history")
        try Fixture.add(a, Fixture.count)
        a.run("water", "log", "3")
        #expect(b.run("water").code == 64)
        try sync(a, to: b)
        #expect(b.run("tracker", "list").out.contains("water  Water"))
        #expect(b.run("water").out.contains("1. 3 glasses"))
        #expect(b.run("water", "log", "5").code == 0)
        #expect(b.run("today").out.contains("Water · 8 glasses today · goal met"))
        try sync(b, to: a)
        #expect(a.run("water").out.contains("Total: 8 glasses"))
        #expect(try a.openStore().stateDigest() == b.openStore().stateDigest())
        #expect(b.run("tracker", "remove", "water").code == 0)
        try sync(b, to: a)
        #expect(a.run("water").code == 66)
        #expect(try DefinitionStore.load(a.openStore()).isEmpty)
    }

    @Test("the same id defined on two devices merges into one definition (the later one)")
    func concurrentDefinitions() throws {
        let a = TendHarness(modules: [], ids: SequentialIDs(seed: 1))
        let b = TendHarness(modules: [], ids: SequentialIDs(seed: 2))
        b.now = "2026-11-22T09:05"
        try Fixture.add(a, Fixture.amount)
        try Fixture.add(b, Fixture.amount.replacingOccurrences(of: "\"atLeast\": 7", with: "\"atLeast\": 8"))
        try sync(a, to: b)
        try sync(b, to: a)
        for h in [a, b] {
            let defs = try DefinitionStore.load(h.openStore())
            #expect(defs.count == 1)
            #expect(defs.first?.goal?.target == 8)
        }
    }
}
