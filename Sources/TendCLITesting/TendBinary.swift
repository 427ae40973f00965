import Foundation
import TendTesting

/// The built `tend` executable, for tests that need real processes (concurrency, kills).
public enum TendBinary {
    /// The path of `tend` in the build folder the tests run from; built with `swift build --product tend`
    /// when missing. `nil` (with the reason) when it can't be had.
    public static func path(file: String = #filePath) throws -> String {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        var dir = testBinary.deletingLastPathComponent()
        // On Linux the test runner is `<build>/debug/TendPackageTests.xctest`; on macOS it is inside the bundle.
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("tend").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        var root = URL(fileURLWithPath: file).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            guard root.path != "/" else { throw BinaryError(reason: "no Package.swift above \(file)") }
            root = root.deletingLastPathComponent()
        }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["swift", "build", "--package-path", root.path, "--product", "tend"]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        let built = root.appendingPathComponent(".build/debug/tend").path
        guard p.terminationStatus == 0, FileManager.default.isExecutableFile(atPath: built) else {
            throw BinaryError(reason: "swift build --product tend failed (\(p.terminationStatus))")
        }
        return built
    }

    /// Why the binary isn't available.
    public struct BinaryError: Error, CustomStringConvertible {
        /// The reason.
        public let reason: String
        /// The text form (for test failures and logs).
        public var description: String { reason }
    }

    /// Runs `tend` as a process and waits; returns (exit code, stdout, stderr).
    public static func run(_ arguments: [String], environment: [String: String], binary: String) throws -> (Int32, String, String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: binary)
        p.arguments = arguments
        p.environment = environment
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }
}
