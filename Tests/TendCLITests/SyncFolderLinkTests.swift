import Foundation
import Testing
import TendCLITesting

/// The sync folder where hard links are not supported (FAT, some network shares): `link(2)` fails, and
/// every file is put in place by a rename after checking that none is there (docs/sync.md). Real `tend`
/// processes run with a preloaded shim whose `link` and `linkat` fail with EPERM — what such a file
/// system answers — and note each call, so the test knows the fallback really ran.
@Suite("sync folder without hard links: the rename fallback", .serialized)
struct SyncFolderLinkTests {
    static let shimSource = """
        #include <errno.h>
        #include <fcntl.h>
        #include <stdlib.h>
        #include <string.h>
        #include <unistd.h>
        static void note(const char *what) {
            const char *log = getenv("TEND_TEST_LINK_LOG");
            if (!log) return;
            int fd = open(log, O_WRONLY | O_CREAT | O_APPEND, 0644);
            if (fd >= 0) { write(fd, what, strlen(what)); close(fd); }
        }
        int link(const char *from, const char *to) { (void)from; (void)to; note("link\\n"); errno = EPERM; return -1; }
        int linkat(int a, const char *from, int b, const char *to, int flags) {
            (void)a; (void)from; (void)b; (void)to; (void)flags; note("linkat\\n"); errno = EPERM; return -1;
        }

        """

    struct ShimError: Error, CustomStringConvertible {
        let description: String
    }

    /// Compiles the shim with the system C compiler (cc, gcc or clang) into `dir`.
    static func shim(in dir: String) throws -> String {
        try shimSource.write(toFile: dir + "/nolink.c", atomically: true, encoding: .utf8)
        var tried: [String] = []
        for compiler in ["cc", "gcc", "clang"] {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            p.arguments = [compiler, "-shared", "-fPIC", "-o", dir + "/nolink.so", dir + "/nolink.c"]
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            p.waitUntilExit()
            if p.terminationStatus == 0 { return dir + "/nolink.so" }
            tried.append("\(compiler): \(p.terminationStatus)")
        }
        throw ShimError(description: "no C compiler built the shim (\(tried.joined(separator: ", ")))")
    }

    @Test("init, join and sync both ways through a folder where link(2) fails: every file renamed into place, none left over")
    func renameFallback() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("tend-nolink-" + UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: work + "/folder", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        let folder = work + "/folder", log = work + "/links.log"
        let env = ["LD_PRELOAD": try Self.shim(in: work), "TEND_TEST_LINK_LOG": log, "TEND_SYNC_SCRYPT": "14,8,1"]
        func links() -> Int { ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").count }

        let laptop = try ReliabilityProcessTests.Rig(), desktop = try ReliabilityProcessTests.Rig()
        #expect(try laptop.run(["gratitude", "add", "Fixed the bike"]).code == 0)
        let initialised = try laptop.run(["sync", "init", "--folder", folder], env: env)
        #expect(initialised.code == 0, "\(initialised)")
        // vault.json and the first segment were each tried with a link first.
        #expect(links() >= 2, "the shim was not used: nothing tested")
        let joined = try desktop.run(["sync", "join", "--folder", folder], env: env)
        #expect(joined.code == 0, "\(joined)")
        #expect(try desktop.lines() == ["Fixed the bike"])

        #expect(try desktop.run(["gratitude", "add", "Called grandma"]).code == 0)
        let before = links()
        let pushed = try desktop.run(["sync"], env: env)
        #expect(pushed.code == 0, "\(pushed)")
        #expect(links() > before, "the desktop's segment went through the fallback")
        let pulled = try laptop.run(["sync"], env: env)
        #expect(pulled.code == 0, "\(pulled)")
        #expect(Set(try laptop.lines()) == ["Fixed the bike", "Called grandma"])

        // Only finished files: the vault, and numbered segments of each device; no temporary file left.
        let files = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
        #expect(!files.contains { $0.contains(".tend-tmp-") }, "\(files)")
        #expect(files.contains("vault.json"))
        let segments = files.filter { $0.hasPrefix("devices/") && $0.split(separator: "/").count == 3 }
        #expect(Set(segments.map { $0.split(separator: "/")[1] }).count == 2, "\(files)")
        // Without the shim, a device reads what the fallback wrote and has nothing left to do.
        let again = try laptop.run(["sync"])
        #expect(again.code == 0 && again.out == "Up to date with \(folder).\n", "\(again)")
    }
}
