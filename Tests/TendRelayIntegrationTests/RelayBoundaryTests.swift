import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The relay stays out of `tend`: no source outside the relay imports TendRelay, and the built `tend`
/// binary holds no symbol of Hummingbird, PostgresNIO, swift-prometheus or TendRelay (while `tend-relay`
/// does — the same check on it proves the check can see them). Nor does it hold SwiftNIO or AsyncHTTPClient:
/// sync's relay client (TendSyncHTTP) is its own executable, `tend-sync-http`, the only importer of SwiftNIO
/// outside the relay and the browser front.
@Suite("the relay stays out of tend")
struct RelayBoundaryTests {
    /// The package root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Mangled module prefixes: any Swift symbol of these modules contains one.
    static let serverModules = ["11Hummingbird", "15HummingbirdCore", "9TendRelay", "11PostgresNIO", "10Prometheus"]

    @Test("only the relay's own targets import TendRelay or Hummingbird; SwiftNIO besides them only the relay client")
    func sources() throws {
        let allowed = ["Sources/TendRelay/", "Sources/tend-relay/", "Tests/TendRelayTests/", "Sources/TendWeb/", "Sources/tend-web/", "Tests/TendWebTests/"]
        let client = ["Sources/TendSyncHTTP/", "Sources/tend-sync-http/"]
        var offenders: [String] = []
        for dir in ["Sources", "Tests"] {
            let base = Self.root + "/" + dir
            guard let walker = FileManager.default.enumerator(atPath: base) else { continue }
            for case let path as String in walker where path.hasSuffix(".swift") {
                let relative = dir + "/" + path
                guard !allowed.contains(where: relative.hasPrefix) else { continue }
                let text = try String(contentsOfFile: base + "/" + path, encoding: .utf8)
                for line in text.split(separator: "\n") where line.hasPrefix("import ") || line.hasPrefix("@testable import ") {
                    let server = ["TendRelay", "Hummingbird", "Postgres", "Prometheus"].contains(where: line.contains)
                    if server || (line.contains("NIO") && !client.contains(where: relative.hasPrefix)) {
                        offenders.append(relative + ": " + line)
                    }
                }
            }
        }
        #expect(offenders.isEmpty, "\(offenders)")
        let manifest = try String(contentsOfFile: Self.root + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains("name: \"TendRelay\""), "the check reads the right package")
    }

    @Test("the built tend binary links no server code; tend-relay does")
    func binaries() throws {
        let build = RelayProcess.buildDirectory
        let tend = try Self.symbolsFound(in: build + "/tend")
        #expect(tend.isEmpty, "tend contains \(tend)")
        let relay = try Self.symbolsFound(in: RelayProcess.binary)
        #expect(Set(relay) == Set(Self.serverModules), "tend-relay: \(relay)")
    }

    /// Mangled module prefixes of the relay client's HTTP stack.
    static let clientModules = ["7NIOCore", "8NIOPosix", "15AsyncHTTPClient"]

    @Test("the built tend binary links no HTTP client; tend-sync-http, which a sync with a relay starts, does")
    func client() throws {
        let build = RelayProcess.buildDirectory
        let tend = try Self.symbolsFound(in: build + "/tend", of: Self.clientModules)
        #expect(tend.isEmpty, "tend contains \(tend)")
        let helper = try Self.symbolsFound(in: build + "/tend-sync-http", of: Self.clientModules)
        #expect(Set(helper) == Set(Self.clientModules), "tend-sync-http: \(helper)")
    }

    /// Whether `needle` occurs in `haystack` (memchr for its first byte, then a compare).
    static func contains(_ haystack: UnsafeRawBufferPointer, _ needle: [UInt8]) -> Bool {
        guard let base = haystack.baseAddress, !needle.isEmpty else { return false }
        var offset = 0
        while offset + needle.count <= haystack.count {
            guard let hit = memchr(base + offset, Int32(needle[0]), haystack.count - offset - needle.count + 1) else { return false }
            let at = base.distance(to: UnsafeRawPointer(hit))
            if memcmp(base + at, needle, needle.count) == 0 { return true }
            offset = at + 1
        }
        return false
    }

    /// Which of `modules` (by default ``serverModules``) occur in the file's bytes.
    static func symbolsFound(in path: String, of modules: [String] = serverModules) throws -> [String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            modules.filter { contains(raw, Array($0.utf8)) }
        }
    }
}
