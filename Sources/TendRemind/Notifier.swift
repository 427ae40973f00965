import Foundation

/// Desktop notifications through `notify-send`, found on the invocation's `PATH` (so tests decide what
/// is found by the `PATH` they pass).
struct Notifier {
    /// The program it runs.
    static let program = "notify-send"

    /// The invocation's environment (its `PATH`; the rest is passed on, e.g. the session's D-Bus address).
    let environment: [String: String]

    /// The `notify-send` on `PATH`, if any.
    var executable: String? { Self.find(Self.program, path: environment["PATH"]) }

    /// The first executable regular file named `name` in a `PATH` value's folders (empty entries and
    /// relative folders are skipped), if any.
    static func find(_ name: String, path: String?) -> String? {
        guard let path, !name.contains("/") else { return nil }
        for dir in path.split(separator: ":") where dir.hasPrefix("/") {
            let candidate = dir + "/" + name
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDir), !isDir.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Shows a notification; `false` when `notify-send` isn't on `PATH` or fails (the caller prints).
    func send(title: String, body: String) -> Bool {
        guard let executable else { return false }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = ["--app-name=Tend", title, body]
        p.environment = environment
        p.standardInput = FileHandle.nullDevice
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        do { try p.run() } catch { return false }
        p.waitUntilExit()
        return p.terminationReason == .exit && p.terminationStatus == 0
    }
}
