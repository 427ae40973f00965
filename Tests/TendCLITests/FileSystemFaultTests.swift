import Foundation
import Testing
import TendKernel
import TendCLITesting
import TendTesting
#if canImport(Glibc)
import Glibc
#endif

/// A full disk, a read-only file system and a store deleted underneath: a clear error, nothing half
/// written. The disk faults use a small tmpfs mounted for the test (CI runs as root, which may mount).
@Suite("Reliability: full disk, read-only file system, store deleted underneath", .serialized)
struct FileSystemFaultTests {
    /// A tmpfs of `size` mounted on a new folder, unmounted by ``unmount()``.
    final class Tmpfs {
        let path: String

        init(size: String) throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("tend-tmpfs-" + UUID().uuidString).path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            let r = Self.command(["mount", "-t", "tmpfs", "-o", "size=\(size),mode=0700", "tmpfs", path])
            guard r == 0 else {
                try? FileManager.default.removeItem(atPath: path)
                throw MountUnavailable(reason: "mount -t tmpfs exited \(r) (uid \(getuid()))")
            }
        }

        /// Remounts read-only (`true`) or read-write.
        func readOnly(_ on: Bool) -> Int32 { Self.command(["mount", "-o", "remount," + (on ? "ro" : "rw"), path]) }

        func unmount() {
            _ = Self.command(["umount", path])
            try? FileManager.default.removeItem(atPath: path)
        }

        static func command(_ args: [String]) -> Int32 {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            p.arguments = args
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            do { try p.run() } catch { return -1 }
            p.waitUntilExit()
            return p.terminationStatus
        }
    }

    struct MountUnavailable: Error, CustomStringConvertible {
        let reason: String
        var description: String { "a tmpfs could not be mounted for the disk-fault tests: \(reason)" }
    }

    /// A harness whose store lives on `folder`, with a few lines.
    private func harness(on folder: String) throws -> TendHarness {
        let h = TendHarness()
        h.environment["TEND_STORE"] = folder + "/tend.sqlite"
        #expect(run(h, ["gratitude", "add", "one", "two", "three"]).code == 0)
        return h
    }

    /// Runs with the store the harness environment names.
    private func run(_ h: TendHarness, _ args: [String]) -> TendHarness.Result {
        h.run(args, env: ["TEND_STORE": h.environment["TEND_STORE"]!])
    }

    @Test("a full disk: the write is refused with a clear error and nothing of it is kept; the store stays sound")
    func fullDisk() throws {
        let fs = try Tmpfs(size: "1m")
        defer { fs.unmount() }
        let h = try harness(on: fs.path)
        let store = fs.path + "/tend.sqlite"
        let before = run(h, ["gratitude"]).out
        // Fill what is left of the disk.
        let filler = fs.path + "/filler"
        let fd = open(filler, O_WRONLY | O_CREAT, 0o600)
        let block = [UInt8](repeating: 0x5A, count: 4096)
        while write(fd, block, block.count) == block.count {}
        close(fd)
        let lines = (0..<300).map { "A long line of thanks number \($0) " + String(repeating: "·", count: 400) }
        let r = run(h, ["gratitude", "add"] + lines)
        #expect(r.code == 74, "\(r)")
        #expect(r.err == "tend: The disk holding \(store) is full; nothing was written.\n", "\(r)")
        try FileManager.default.removeItem(atPath: filler)
        #expect(run(h, ["gratitude"]).out == before, "the refused lines are not there")
        #expect(run(h, ["doctor"]).code == 0)
        #expect(run(h, ["gratitude", "add", "four"]).code == 0, "writes work again once there is room")
    }

    @Test("a read-only file system: commands are refused with a clear error; nothing changes")
    func readOnlyFileSystem() throws {
        let fs = try Tmpfs(size: "4m")
        defer { fs.unmount() }
        let h = try harness(on: fs.path)
        let store = fs.path + "/tend.sqlite"
        let before = run(h, ["gratitude"]).out
        #expect(fs.readOnly(true) == 0)
        let r = run(h, ["gratitude", "add", "four"])
        #expect(r.code == 73, "\(r)")
        #expect(r.err == "tend: The store at \(store) is read-only; nothing was written.\n", "\(r)")
        let m = run(h, ["mood", "log", "good"])
        #expect(m.code == 73 && m.err.contains("read-only"), "\(m)")
        #expect(fs.readOnly(false) == 0)
        #expect(run(h, ["gratitude"]).out == before)
        #expect(run(h, ["doctor"]).code == 0)
    }

    @Test("the store deleted underneath a running import: a clear error, and the next command starts clean")
    func deletedUnderneath() throws {
        let binary = try TendBinary.path()
        let h = TendHarness()
        #expect(h.run("gratitude", "add", "one").code == 0)
        let file = h.directory + "/journal.json"
        try ReliabilityProcessTests.jrnlFile(file, count: 20_000)
        var env = h.environment
        env["TEND_STORE"] = h.storePath
        env["TEND_NOW"] = h.now
        env["TZ"] = "UTC"
        let p = Process()
        p.executableURL = URL(fileURLWithPath: binary)
        p.arguments = ["import", "jrnl", file, "--into", "gratitude"]
        p.environment = env
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let wal = h.storePath + "-wal"
        let start = (try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0
        while p.isRunning, ((try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0) < start + 64 * 1024 {
            usleep(1_000)
        }
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: h.storePath + suffix) }
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 74, "\(message)")
        #expect(message == "tend: The store at \(h.storePath) was deleted or moved while tend was using it, so this command's change is not in it; run the command again.\n")
        // The next command makes a new, sound store.
        #expect(h.run("gratitude").code == 0)
        #expect(h.run("doctor").code == 0)
    }

    @Test("the store deleted between commands: the next command starts a new store and says nothing is there")
    func deletedBetweenCommands() throws {
        let h = TendHarness()
        #expect(h.run("gratitude", "add", "one").code == 0)
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: h.storePath + suffix) }
        let r = h.run("gratitude")
        #expect(r.code == 0, "\(r)")
        #expect(!r.out.contains("one"))
        #expect(h.run("doctor").code == 0)
    }
}
