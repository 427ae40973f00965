import Foundation
import TendKernel

/// One file the scaffold writes: a path relative to the package and its text.
public struct ScaffoldFile: Hashable, Sendable {
    /// Relative path, e.g. `Sources/WaterTracker/WaterTracker.swift`.
    public let path: String
    /// The file's text.
    public let contents: String
}

/// Why a scaffold can't be made.
public struct ScaffoldError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One sentence saying what was wrong and what is accepted.
    public let description: String
}

/// The names a tracker called `NAME` gets: `SleepHours` → type prefix `SleepHours`, id `sleep-hours`,
/// display name `Sleep hours`, module `SleepHoursTracker`.
public struct ScaffoldNames: Hashable, Sendable {
    /// Type prefix (`SleepHours`): `SleepHoursTracker`, `SleepHoursModule`…
    public let type: String
    /// Tracker id and command (`sleep-hours`).
    public let id: String
    /// Display name (`Sleep hours`).
    public let display: String

    /// The module (target) name: `SleepHoursTracker`.
    public var module: String { type + "Tracker" }
    /// The test target name: `SleepHoursTrackerTests`.
    public var tests: String { module + "Tests" }
    /// The executable a package of your own gets: `tend-sleep-hours`.
    public var executable: String { "tend-" + id }
    /// Its source folder: `TendSleepHours`.
    public var executableFolder: String { "Tend" + type }

    /// Names from what the user typed: `Water`, `water`, `SleepHours`, `sleep-hours`, `sleep_hours`.
    /// - Throws: ``ScaffoldError`` for anything else, an id outside 2–32 characters, or a reserved id.
    public init(_ raw: String) throws {
        let words = ScaffoldNames.words(raw)
        guard !words.isEmpty, raw.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_ ".contains($0)) }),
              let first = raw.first, first.isLetter else {
            throw ScaffoldError(description: "'\(raw)' is not a tracker name; use letters and digits starting with a letter, like Water or SleepHours")
        }
        type = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        id = words.joined(separator: "-")
        display = words.joined(separator: " ").prefix(1).uppercased() + words.joined(separator: " ").dropFirst()
        guard (2...32).contains(id.count) else {
            throw ScaffoldError(description: "'\(raw)' makes the id '\(id)'; an id has 2 to 32 characters")
        }
        guard !ReservedNames.contains(id) else {
            throw ScaffoldError(description: "'\(id)' is the name of a tend command; choose another tracker name")
        }
    }

    /// Lowercase words: split at `-`, `_`, spaces and lower-to-upper steps (`SleepHours` → sleep, hours).
    static func words(_ raw: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for c in raw {
            if "-_ ".contains(c) {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                if c.isUppercase, let p = previous, p.isLowercase || p.isNumber, !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current.append(Character(c.lowercased()))
            }
            previous = c
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}

/// Generates a tracker module and its tests from templates: what `swift package new-tracker NAME` writes.
///
/// The module is a complete one-check-a-day tracker (`tend ID done`, `tend ID`), ready to change: its
/// tracker, module, strings and commands, and tests that run the conformance check.
public enum TrackerScaffold {

    /// The files of a tracker module and its tests.
    /// With `executable`, also a `tend-<id>` executable: a `tend` with every built-in tracker and this one
    /// (for a package of your own, where no `tend` registers it yet).
    public static func files(_ n: ScaffoldNames, executable: Bool = false) -> [ScaffoldFile] {
        let src = "Sources/\(n.module)/", tests = "Tests/\(n.tests)/"
        let main = ScaffoldFile(path: "Sources/\(n.executableFolder)/main.swift", contents: """
            import TendCLI
            import \(n.module)

            TendCLI.main(trackers: [\(n.type)Module.plugin])

            """)
        return (executable ? [main] : []) + [
            ScaffoldFile(path: src + "\(n.type)Tracker.swift", contents: ScaffoldTemplates.tracker(n)),
            ScaffoldFile(path: src + "\(n.type)Module.swift", contents: ScaffoldTemplates.module(n)),
            ScaffoldFile(path: src + "\(n.type)Strings.swift", contents: ScaffoldTemplates.strings(n)),
            ScaffoldFile(path: src + "\(n.type)Command.swift", contents: ScaffoldTemplates.command(n)),
            ScaffoldFile(path: src + "\(n.type)DoneCommand.swift", contents: ScaffoldTemplates.done(n)),
            ScaffoldFile(path: src + "\(n.type)ShowCommand.swift", contents: ScaffoldTemplates.show(n)),
            ScaffoldFile(path: tests + "\(n.type)TrackerTests.swift", contents: ScaffoldTemplates.tests(n)),
        ]
    }

    /// Writes the files under `directory`, refusing to overwrite any file that exists. Returns the paths written.
    public static func write(_ n: ScaffoldNames, into directory: String, executable: Bool = false) throws -> [String] {
        let fm = FileManager.default
        let all = files(n, executable: executable)
        for f in all where fm.fileExists(atPath: directory + "/" + f.path) {
            throw ScaffoldError(description: "\(f.path) already exists; remove it or choose another name")
        }
        for f in all {
            let path = directory + "/" + f.path
            try fm.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try f.contents.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return all.map(\.path)
    }

    /// The Package.swift lines that declare the module and its tests. `tendPackage` is the Swift
    /// expression naming the Tend package (`"tend"`, or a variable); `nil` inside the Tend package itself.
    public static func packageSnippet(_ n: ScaffoldNames, tendPackage: String?) -> String {
        func dep(_ product: String) -> String {
            tendPackage.map { ".product(name: \"\(product)\", package: \($0))" } ?? "\"\(product)\""
        }
        let parser = #".product(name: "ArgumentParser", package: "swift-argument-parser")"#
        let executable = tendPackage == nil ? "" : """

                .executableTarget(name: "\(n.executable)", dependencies: ["\(n.module)", \(dep("TendCLI"))], path: "Sources/\(n.executableFolder)"),
            """
        return """
            package.targets += [
                .target(name: "\(n.module)", dependencies: [\(dep("TendKernel")), \(dep("TendStats")), \(dep("TendConsole")), \(dep("CustomTrackers")), \(parser)]),
                .testTarget(name: "\(n.tests)", dependencies: ["\(n.module)", \(dep("TendCLITesting")), \(dep("TendCLI"))]),\(executable)
            ]

            """
    }

    /// The one line that registers the tracker: in a package of your own, the `main.swift` of your
    /// `tend`; inside Tend, the entry of `BuiltInModules.all`.
    /// Every edit left to do after the files are written, exactly: outside Tend the package snippet
    /// (tracker, tests and `tend-<id>`) and how to add the tracker to a `tend` of your own instead;
    /// inside Tend the snippet, the `trackerModules` entry, the import and the `BuiltInModules` line.
    public static func instructions(_ n: ScaffoldNames, insideTend: Bool, tendPackage: String) -> String {
        if insideTend {
            return """
                Declare it in Package.swift: add "\(n.module)" to the trackerModules list, and these targets:

                \(packageSnippet(n, tendPackage: nil))
                Register it in Sources/TendCLI/BuiltInModules.swift: add the line

                    import \(n.module)

                at the top, and this entry to BuiltInModules.all:

                    \(registrationLine(n, insideTend: true))

                Then: swift run tend \(n.id) done

                """
        }
        return """
            Declare it in Package.swift (the tracker, its tests, and \(n.executable): a tend with it):

            \(packageSnippet(n, tendPackage: tendPackage))
            Then: swift run \(n.executable) \(n.id) done

            To add it to a tend executable of your own instead: put "\(n.module)" in that target's
            dependencies, the line `import \(n.module)` in its main.swift, and \(n.type)Module.plugin in the
            trackers it passes to TendCLI.main(trackers:).

            """
    }

    public static func registrationLine(_ n: ScaffoldNames, insideTend: Bool) -> String {
        insideTend ? "\(n.type)Module.plugin," : "TendCLI.main(trackers: [\(n.type)Module.plugin])"
    }
}
