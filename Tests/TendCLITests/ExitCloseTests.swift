import Foundation
import Testing
import TendCLITesting
import TendTesting

/// The `tend` executable ends its process after one command, so it leaves GRDB's queue object of a store
/// unreleased (`SQLiteStore.processEndsAfterCommand`, for start-up time) — but still closes the
/// connection: SQLite checkpoints the write-ahead log into the file and removes it, so what was written
/// is in the store file itself and no `-wal` or `-shm` file is left beside it.
@Suite("tend closes the store at exit")
struct ExitCloseTests {
    /// Files beside the store that SQLite's write-ahead log uses.
    static func leftovers(_ h: TendHarness) -> [String] {
        ["-wal", "-shm"].filter { FileManager.default.fileExists(atPath: h.storePath + $0) }
    }

    @Test("after a read and after a write, no WAL is left and the write is in the store file")
    func closesAtExit() throws {
        let binary = try TendBinary.path()
        let h = TendHarness()
        #expect(h.run("init").code == 0)
        let env = h.environment.merging(["TEND_STORE": h.storePath, "TEND_NOW": h.now, "TZ": "UTC", "LANG": "C.UTF-8",
                                         "NO_COLOR": "1"]) { _, b in b }
        let (logged, _, logErr) = try TendBinary.run(["mood", "log", "good"], environment: env, binary: binary)
        #expect(logged == 0, "\(logErr)")
        #expect(Self.leftovers(h).isEmpty)

        // The file alone (copied without any WAL) holds the entry.
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("tend-exit-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try FileManager.default.copyItem(atPath: h.storePath, toPath: copy)
        let (shown, out, showErr) = try TendBinary.run(["mood", "show", "--json"], environment: env.merging(["TEND_STORE": copy]) { _, b in b },
                                                       binary: binary)
        #expect(shown == 0, "\(showErr)")
        #expect(out.contains("\"good\""), "\(out)")

        let (today, text, todayErr) = try TendBinary.run([], environment: env, binary: binary)
        #expect(today == 0, "\(todayErr)")
        #expect(text == h.run("today").out)
        #expect(Self.leftovers(h).isEmpty)
    }
}
