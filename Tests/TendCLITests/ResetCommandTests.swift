import Foundation
import Testing
import TendCLITesting
import TendTesting

/// `tend reset`: all data goes only after a typed confirmation (or --yes), a backup is named first and
/// restores everything, and a syncing store is refused. Each refusal leaves the store as it was.
@Suite("tend reset")
struct ResetCommandTests {
    static func seeded() -> TendHarness {
        let h = TendHarness()
        #expect(h.run("mood", "log", "good").code == 0)
        #expect(h.run("gratitude", "add", "Tea with Ana").code == 0)
        return h
    }

    static func size(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? -1
    }

    @Test("--yes deletes all data after a named backup that restores it")
    func yes() throws {
        let h = Self.seeded()
        let r = h.run("reset", "--yes")
        #expect(r.code == 0, "\(r)")
        let backup = h.directory + "/tend.before-reset-20261122-090000.sqlite"
        #expect(r.out == "Deleted all data in \(h.storePath) (2 entries). The backup is \(backup); 'tend restore \(backup)' brings it back.\n")
        #expect(!FileManager.default.fileExists(atPath: h.storePath))
        #expect(h.run("mood", "--json").out.contains("\"level\"") == false)
        #expect(h.run("restore", backup).code == 0)
        #expect(h.run("gratitude", "--date", "2026-11-22").out.contains("Tea with Ana"))
    }

    @Test("on a terminal, only typing 'reset' deletes")
    func typed() throws {
        let h = Self.seeded()
        let before = Self.size(h.storePath)
        let no = h.run(["reset"], stdin: ["yes"], inputIsTerminal: true)
        #expect(no.code == 1, "\(no)")
        #expect(no.err == "tend: Nothing was deleted.\n")
        #expect(no.out.hasPrefix("This deletes all of Tend's data in \(h.storePath)"))
        #expect(Self.size(h.storePath) == before)
        #expect(h.run("gratitude", "--date", "2026-11-22").out.contains("Tea with Ana"))
        let ok = h.run(["reset"], stdin: ["reset"], inputIsTerminal: true)
        #expect(ok.code == 0, "\(ok)")
        #expect(!FileManager.default.fileExists(atPath: h.storePath))
    }

    @Test("not on a terminal and no --yes: refused, nothing deleted")
    func unconfirmed() throws {
        let h = Self.seeded()
        let r = h.run("reset")
        #expect(r.code == 64)
        #expect(r.err == "tend: tend reset deletes all data: run it on a terminal to confirm, or add --yes. Nothing was deleted.\n")
        #expect(FileManager.default.fileExists(atPath: h.storePath))
        #expect(try FileManager.default.contentsOfDirectory(atPath: h.directory).filter { $0.contains("before-reset") }.isEmpty)
    }

    @Test("a store that syncs is refused until it leaves sync")
    func syncing() throws {
        let p = SyncCommandTests.Pair()
        #expect(p.laptop.run("mood", "log", "good").code == 0)
        #expect(p.laptop.run("sync", "init", "--folder", p.folder).code == 0)
        let r = p.laptop.run("reset", "--yes")
        #expect(r.code == 78, "\(r)")
        #expect(r.err.contains("run 'tend sync leave' first"))
        #expect(FileManager.default.fileExists(atPath: p.laptop.storePath))
        #expect(p.laptop.run("sync", "leave").code == 0)
        #expect(p.laptop.run("reset", "--yes").code == 0)
    }

    @Test("no store: nothing to reset")
    func noStore() {
        let h = TendHarness()
        let r = h.run("reset", "--yes")
        #expect(r.code == 66)
        #expect(r.err == "tend: There is no store at \(h.storePath): nothing to reset.\n")
    }
}
