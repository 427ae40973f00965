import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Two real Syncthing instances (Debian's `syncthing`) on loopback, sharing one folder each way:
/// no discovery, no relays, no NAT, no usage reports — nothing leaves the machine. Each gets its own
/// home, ports picked free, and is stopped with SIGTERM when done. Every wait is bounded.
final class SyncthingPair {
    /// The two synced folders (the same content, once Syncthing has carried it).
    let folders: [String]
    private let root: String
    private var processes: [Process] = []

    /// The `syncthing` binary, or `nil` when it is not installed.
    static var binary: String? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for dir in path + ["/usr/bin"] {
            let p = dir + "/syncthing"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }

    init() throws {
        guard let binary = Self.binary else { throw Missing() }
        root = FileManager.default.temporaryDirectory.appendingPathComponent("tend-syncthing-" + UUID().uuidString).path
        folders = [root + "/folder-1", root + "/folder-2"]
        var ids: [String] = []
        for n in 0..<2 {
            try FileManager.default.createDirectory(atPath: folders[n], withIntermediateDirectories: true)
            _ = try Self.run(binary, ["generate", "--home=\(root)/home-\(n)", "--no-default-folder"], home: root)
            ids.append(try Self.run(binary, ["serve", "--home=\(root)/home-\(n)", "--device-id"], home: root)
                .trimmingCharacters(in: .whitespacesAndNewlines))
        }
        let ports = try (0..<4).map { _ in try Self.freePort() }
        for n in 0..<2 {
            let config = """
                <configuration version="36">
                  <folder id="tend" label="tend" path="\(folders[n])" type="sendreceive" rescanIntervalS="2" fsWatcherEnabled="true" fsWatcherDelayS="1">
                    <device id="\(ids[n])"></device><device id="\(ids[1 - n])"></device>
                  </folder>
                  <device id="\(ids[n])" name="device-\(n)"><address>dynamic</address></device>
                  <device id="\(ids[1 - n])" name="device-\(1 - n)"><address>tcp://127.0.0.1:\(ports[1 - n])</address></device>
                  <gui enabled="true" tls="false"><address>127.0.0.1:\(ports[2 + n])</address><apikey>tend-test-\(n)</apikey></gui>
                  <options>
                    <listenAddress>tcp://127.0.0.1:\(ports[n])</listenAddress>
                    <globalAnnounceEnabled>false</globalAnnounceEnabled>
                    <localAnnounceEnabled>false</localAnnounceEnabled>
                    <relaysEnabled>false</relaysEnabled>
                    <natEnabled>false</natEnabled>
                    <urAccepted>-1</urAccepted>
                    <startBrowser>false</startBrowser>
                    <crashReportingEnabled>false</crashReportingEnabled>
                    <autoUpgradeIntervalH>0</autoUpgradeIntervalH>
                    <reconnectionIntervalS>1</reconnectionIntervalS>
                  </options>
                </configuration>
                """
            try config.write(toFile: "\(root)/home-\(n)/config.xml", atomically: true, encoding: .utf8)
            let p = Process()
            p.executableURL = URL(fileURLWithPath: binary)
            p.arguments = ["serve", "--home=\(root)/home-\(n)", "--no-browser", "--no-restart"]
            p.environment = ["HOME": root, "STNOUPGRADE": "1", "PATH": "/usr/bin:/bin"]
            p.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
            p.standardError = FileHandle(forWritingAtPath: "/dev/null")
            try p.run()
            processes.append(p)
        }
    }

    deinit {
        for p in processes where p.isRunning {
            kill(p.processIdentifier, SIGTERM)
            p.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Waits until `condition` holds (checked every 0.2 s), at most `seconds`; whether it did.
    @discardableResult
    func wait(seconds: Double = 60, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return true }
            Thread.sleep(forTimeInterval: 0.2)
        }
        return try condition()
    }

    /// The files under a folder (relative paths), Syncthing's own marker and temporary files left out.
    func files(_ n: Int) -> Set<String> {
        let base = folders[n]
        guard let e = FileManager.default.enumerator(atPath: base) else { return [] }
        var out: Set<String> = []
        while let rel = e.nextObject() as? String {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: base + "/" + rel, isDirectory: &isDir), !isDir.boolValue,
                  !rel.hasPrefix(".stfolder"), !rel.contains(".syncthing."), !rel.contains("~syncthing~") else { continue }
            out.insert(rel)
        }
        return out
    }

    /// Waits until both folders hold the same files (names and bytes).
    @discardableResult
    func settle(seconds: Double = 60) -> Bool {
        wait(seconds: seconds) {
            let a = files(0)
            guard a == files(1) else { return false }
            return a.allSatisfy { FileManager.default.contentsEqual(atPath: folders[0] + "/" + $0, andPath: folders[1] + "/" + $0) }
        }
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String { "syncthing is not installed: apt-get install syncthing (.ci/run installs it); this test needs a real file-sync tool" }
    }

    private static func run(_ binary: String, _ arguments: [String], home: String) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: binary)
        p.arguments = arguments
        p.environment = ["HOME": home, "STNOUPGRADE": "1", "PATH": "/usr/bin:/bin"]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// A TCP port free on loopback now.
    private static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        addr.sin_port = 0
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, len) } }
        guard bound == 0 else { throw POSIXError(.EADDRINUSE) }
        _ = withUnsafeMutablePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &len) } }
        return Int(UInt16(bigEndian: addr.sin_port))
    }
}
