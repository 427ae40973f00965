// swift-tools-version: 6.1
import PackageDescription

// A `tend` with one more tracker, written in Swift: water intake. It depends on the Tend package two
// folders up. SwiftPM names a path dependency after its folder, so the name is worked out here.
// The executable is `tend-water`: one build can't hold two products named `tend` (Tend's own is one).
let tendPath = "../.."
let tend = Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "Tend"

let package = Package(
    name: "WaterTracker",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "tend-water", targets: ["WaterTend"]),
        .library(name: "WaterTracker", targets: ["WaterTracker"]),
    ],
    dependencies: [
        .package(path: tendPath),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "WaterTracker",
            dependencies: [
                .product(name: "TendKernel", package: tend),
                .product(name: "TendStats", package: tend),
                .product(name: "TendConsole", package: tend),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "WaterTend",
            dependencies: ["WaterTracker", .product(name: "TendCLI", package: tend)],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "WaterTrackerTests",
            dependencies: ["WaterTracker", .product(name: "TendTesting", package: tend), .product(name: "TendCLITesting", package: tend),
                           .product(name: "TendCLI", package: tend)],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
