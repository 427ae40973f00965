import Foundation
import Testing
import TendCLITesting
import TendKernel
import TendTesting
@testable import TrackerScaffold

@Suite("The new-tracker scaffold")
struct TrackerScaffoldTests {
    @Test("names from what is typed", arguments: [
        ("Water", "Water", "water", "Water"), ("water", "Water", "water", "Water"),
        ("SleepHours", "SleepHours", "sleep-hours", "Sleep hours"), ("sleep-hours", "SleepHours", "sleep-hours", "Sleep hours"),
        ("sleep_hours", "SleepHours", "sleep-hours", "Sleep hours"), ("Pages2Read", "Pages2Read", "pages2-read", "Pages2 read"),
    ])
    func names(raw: String, type: String, id: String, display: String) throws {
        let n = try ScaffoldNames(raw)
        #expect(n.type == type && n.id == id && n.display == display)
        #expect(n.module == type + "Tracker" && n.tests == type + "TrackerTests")
    }

    @Test("names refused", arguments: [
        ("", "'' is not a tracker name; use letters and digits starting with a letter, like Water or SleepHours"),
        ("9lives", "'9lives' is not a tracker name; use letters and digits starting with a letter, like Water or SleepHours"),
        ("Sleep!", "'Sleep!' is not a tracker name; use letters and digits starting with a letter, like Water or SleepHours"),
        ("X", "'X' makes the id 'x'; an id has 2 to 32 characters"),
        ("Today", "'today' is the name of a tend command; choose another tracker name"),
    ])
    func refused(raw: String, message: String) {
        #expect(throws: ScaffoldError(description: message)) { try ScaffoldNames(raw) }
    }

    @Test("every reserved name is refused as a tracker name")
    func reserved() {
        for id in ReservedNames.commands.sorted() {
            #expect(throws: ScaffoldError(description: "'\(id)' is the name of a tend command; choose another tracker name")) {
                try ScaffoldNames(id)
            }
        }
    }

    @Test("the files of a module and its tests, every placeholder filled")
    func files() throws {
        let files = TrackerScaffold.files(try ScaffoldNames("SleepHours"))
        #expect(files.map(\.path) == [
            "Sources/SleepHoursTracker/SleepHoursTracker.swift", "Sources/SleepHoursTracker/SleepHoursModule.swift",
            "Sources/SleepHoursTracker/SleepHoursStrings.swift", "Sources/SleepHoursTracker/SleepHoursCommand.swift",
            "Sources/SleepHoursTracker/SleepHoursDoneCommand.swift", "Sources/SleepHoursTracker/SleepHoursShowCommand.swift",
            "Tests/SleepHoursTrackerTests/SleepHoursTrackerTests.swift",
        ])
        for f in files {
            #expect(!f.contents.contains("@ID@") && !f.contents.contains("@Type@") && !f.contents.contains("@Display@"), "\(f.path)")
        }
        #expect(files[0].contents.contains("public static let id = \"sleep-hours\""))
        #expect(files[0].contents.contains("\"entry belongs to tracker '\\(entry.tracker)'\""))
        #expect(files[6].contents.contains("TrackerConformance.check(SleepHoursModule.plugin)"))
    }

    @Test("writes into a package, refusing to overwrite anything")
    func write() throws {
        try withTemporaryDirectory { dir in
            let n = try ScaffoldNames("Water")
            let written = try TrackerScaffold.write(n, into: dir)
            #expect(written.count == 7)
            for path in written { #expect(FileManager.default.fileExists(atPath: dir + "/" + path)) }
            let other = dir + "/other"
            try FileManager.default.createDirectory(atPath: other + "/Tests/WaterTrackerTests", withIntermediateDirectories: true)
            try "mine".write(toFile: other + "/Tests/WaterTrackerTests/WaterTrackerTests.swift", atomically: true, encoding: .utf8)
            let writeOver = { try TrackerScaffold.write(n, into: other) }
            #expect(throws: ScaffoldError(description: "Tests/WaterTrackerTests/WaterTrackerTests.swift already exists; remove it or choose another name"),
                    performing: writeOver)
            #expect(!FileManager.default.fileExists(atPath: other + "/Sources"))
            #expect(try String(contentsOfFile: other + "/Tests/WaterTrackerTests/WaterTrackerTests.swift", encoding: .utf8) == "mine")
        }
    }

    @Test("the lines that declare and register it")
    func lines() throws {
        let n = try ScaffoldNames("Water")
        #expect(TrackerScaffold.registrationLine(n, insideTend: false) == "TendCLI.main(trackers: [WaterModule.plugin])")
        #expect(TrackerScaffold.registrationLine(n, insideTend: true) == "WaterModule.plugin,")
        #expect(TrackerScaffold.packageSnippet(n, tendPackage: "\"tend\"") == """
            package.targets += [
                .target(name: "WaterTracker", dependencies: [.product(name: "TendKernel", package: "tend"), .product(name: "TendStats", package: "tend"), .product(name: "TendConsole", package: "tend"), .product(name: "CustomTrackers", package: "tend"), .product(name: "ArgumentParser", package: "swift-argument-parser")]),
                .testTarget(name: "WaterTrackerTests", dependencies: ["WaterTracker", .product(name: "TendCLITesting", package: "tend"), .product(name: "TendCLI", package: "tend")]),
                .executableTarget(name: "tend-water", dependencies: ["WaterTracker", .product(name: "TendCLI", package: "tend")], path: "Sources/TendWater"),
            ]

            """)
        #expect(TrackerScaffold.packageSnippet(n, tendPackage: nil).contains(#".target(name: "WaterTracker", dependencies: ["TendKernel", "TendStats", "TendConsole", "CustomTrackers", "#))
        #expect(!TrackerScaffold.packageSnippet(n, tendPackage: nil).contains("executableTarget"))
        let main = try #require(TrackerScaffold.files(n, executable: true).first { $0.path == "Sources/TendWater/main.swift" })
        #expect(main.contents == "import TendCLI\nimport WaterTracker\n\nTendCLI.main(trackers: [WaterModule.plugin])\n")
        let inside = TrackerScaffold.instructions(n, insideTend: true, tendPackage: "\"tend\"")
        for step in ["\"WaterTracker\" to the trackerModules list", "    import WaterTracker\n", "    WaterModule.plugin,\n"] {
            #expect(inside.contains(step), "\(step) in:\n\(inside)")
        }
        #expect(TrackerScaffold.instructions(n, insideTend: false, tendPackage: "\"tend\"").contains("Then: swift run tend-water water done"))
    }
}
