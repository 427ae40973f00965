// swift-tools-version: 6.1
import PackageDescription

let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]
let argumentParser: Target.Dependency = .product(name: "ArgumentParser", package: "swift-argument-parser")
let logging: Target.Dependency = .product(name: "Logging", package: "swift-log")
/// Release builds of `tend` on Linux are compiled and linked with `-static-stdlib`: the Swift runtime and
/// Foundation are in the binary, so the dynamic loader has no Swift libraries to load and bind at every
/// start — which was most of a command's start-up time (docs/benchmarks.md). The executable is also
/// linked at a fixed address (`-no-pie`): a position-independent one had 149,000 relative relocations
/// to apply, page by page, at every start. Nothing loads symbols from the executable, so its symbols are
/// not exported (`--no-export-dynamic`, after SwiftPM's `--export-dynamic`): 1.9 MB less dynamic symbol
/// table (docs/benchmarks.md, "Size").
let staticRuntimeCompile: [SwiftSetting] = [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]
let staticRuntime: [LinkerSetting] = [
    .unsafeFlags(["-static-stdlib", "-Xclang-linker", "-no-pie", "-Xlinker", "--no-export-dynamic"],
                 .when(platforms: [.linux], configuration: .release)),
]

/// Tracker modules built into `tend`: each is a library target `<Name>` on the kernel, stats and console,
/// with a test target `<Name>Tests`.
let trackerModules = [
    "GratitudeTracker",
    "FiveLinesTracker",
    "MoodTracker",
    "HabitStacksTracker",
    "RitualArcsTracker",
]

let package = Package(
    name: "Tend",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "tend", targets: ["tend"]),
        .executable(name: "tend-bench", targets: ["TendBench"]),
        .executable(name: "tend-bench-floor", targets: ["TendBenchFloor"]),
        .executable(name: "tend-relay", targets: ["tend-relay"]),
        .executable(name: "tend-relay-load", targets: ["tend-relay-load"]),
        .executable(name: "tend-web", targets: ["tend-web"]),
        .executable(name: "tend-sync-http", targets: ["tend-sync-http"]),
        .library(name: "TendKernel", targets: ["TendKernel"]),
        .library(name: "TendEngine", targets: ["TendEngine"]),
        .library(name: "TendStats", targets: ["TendStats"]),
        .library(name: "TendStore", targets: ["TendStore"]),
        .library(name: "TendConsole", targets: ["TendConsole"]),
        .library(name: "TendCLI", targets: ["TendCLI"]),
        .library(name: "TendTesting", targets: ["TendTesting"]),
        .library(name: "TendCLITesting", targets: ["TendCLITesting"]),
        .library(name: "TendSync", targets: ["TendSync"]),
        .library(name: "TendTransfer", targets: ["TendTransfer"]),
        .library(name: "CustomTrackers", targets: ["CustomTrackers"]),
        .library(name: "TrackerScaffold", targets: ["TrackerScaffold"]),
        .executable(name: "tend-scaffold", targets: ["tend-scaffold"]),
        .plugin(name: "NewTracker", targets: ["NewTracker"]),
    ] + trackerModules.map { .library(name: $0, targets: [$0]) },
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.0"),
        // The relay only (TendRelay, tend-relay): nothing else imports them, so `tend` never links a server.
        // Default traits off: the relay needs neither swift-configuration nor full Foundation in Hummingbird.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0", traits: []),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        // ZIP archives for imports (Loop, Daylio and Day One exports come zipped): a well-kept reader with
        // ZIP64, instead of the 400 lines of ZIP parsing and DEFLATE this project had written itself.
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        // Already in the graph through HummingbirdTLS; named so the relay's TLS test can make a client
        // TLS configuration for HummingbirdTesting's TestClient.
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.27.0"),
        // The relay only: its PostgreSQL storage (`tend-relay --database`, docs/relay.md) through PostgresNIO's
        // connection pool, and its operators' metrics in Prometheus's text format (`--metrics-port`).
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        // Sync's relay client (TendSyncHTTP, run by `tend` as the executable tend-sync-http): SwiftNIO with TLS by
        // BoringSSL built into the binary, in place of FoundationNetworking's URLSession, which linked libcurl and
        // ~30 shared libraries into every start of `tend`; in its own executable, `tend` links none of it.
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.100.0"),
        // The browser front only (TendWeb, tend-web): its pages are Mustache templates, escaped by the engine.
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        // Already in the graph through Hummingbird; named so the browser front can name header fields.
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        .target(name: "TendKernel", swiftSettings: swift6),
        // The replication engine: the op log's merge, the shared write path, undo, audit. Imported by the
        // store, sync, transfer, the CLI and the test kit — never by a tracker.
        .target(name: "TendEngine", dependencies: ["TendKernel"], swiftSettings: swift6),
        .target(name: "TendStats", dependencies: ["TendKernel"], swiftSettings: swift6),
        // The store, and the one SQLite layer: the only target that imports GRDB (the relay's file goes
        // through its `SQLiteDatabase`).
        .target(
            name: "TendStore",
            dependencies: ["TendKernel", "TendEngine", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: swift6
        ),
        .target(
            name: "TendSync",
            dependencies: [
                "TendKernel", "TendEngine",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
            ],
            swiftSettings: swift6
        ),
        // The relay's HTTP client (HTTPTransport's requests through AsyncHTTPClient) and the loop of tend-sync-http,
        // the executable `tend` starts for a sync with a relay: `tend` itself links none of SwiftNIO.
        .target(
            name: "TendSyncHTTP",
            dependencies: [
                "TendKernel", "TendSync",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ],
            swiftSettings: swift6
        ),
        .executableTarget(name: "tend-sync-http", dependencies: ["TendSyncHTTP"], swiftSettings: swift6 + staticRuntimeCompile,
                          linkerSettings: staticRuntime),
        .target(name: "TendConsole", dependencies: ["TendKernel", "TendStats", argumentParser],
                resources: [.copy("Resources/Languages")], swiftSettings: swift6),
        .target(
            name: "CustomTrackers",
            dependencies: ["TendKernel", "TendStats", "TendConsole", argumentParser],
            swiftSettings: swift6
        ),
        .target(
            name: "TendCLI",
            dependencies: ["TendKernel", "TendEngine", "TendStats", "TendStore", "TendConsole", "TendSync", "TendSyncCommands",
                           "TendRemind", "TendInsights", "CustomTrackers", "TendTransfer", argumentParser]
                + trackerModules.map { .target(name: $0) },
            swiftSettings: swift6
        ),
        // `tend remind …`: reminders, their nudge rule, the calendar file and the systemd timer.
        .target(
            name: "TendRemind",
            dependencies: ["TendKernel", "TendConsole", argumentParser],
            swiftSettings: swift6
        ),
        // `tend compare` and `tend insights`: figures of every tracker side by side, motivation models,
        // findings across trackers.
        .target(
            name: "TendInsights",
            dependencies: ["TendKernel", "TendStats", "TendConsole", argumentParser],
            swiftSettings: swift6
        ),
        // `tend sync …`: the sync commands and autosync, on TendSync.
        .target(
            name: "TendSyncCommands",
            dependencies: ["TendKernel", "TendEngine", "TendConsole", "TendSync", argumentParser],
            swiftSettings: swift6
        ),
        .target(
            name: "TendTransfer",
            dependencies: ["TendKernel", "TendEngine", "TendConsole", .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                           argumentParser],
            swiftSettings: swift6
        ),
        .executableTarget(name: "tend", dependencies: ["TendCLI"], swiftSettings: swift6 + staticRuntimeCompile, linkerSettings: staticRuntime,
                          plugins: ["BuildCommit"]),
        // Writes the commit being built into `tend` (its `--version`); "unknown" outside a git checkout.
        .plugin(name: "BuildCommit", capability: .buildTool()),
        // The benchmark (docs/benchmarks.md): builds synthetic stores through TendStore and times `tend` processes.
        .executableTarget(name: "TendBench", dependencies: ["TendKernel", "TendEngine", "TendStore", "TendTesting", "RitualArcsTracker", "TendConsole", argumentParser], swiftSettings: swift6),
        // The start-up floor the benchmark times beside `tend`: a Foundation "hello world" built as `tend` is.
        .executableTarget(name: "TendBenchFloor", swiftSettings: swift6 + staticRuntimeCompile, linkerSettings: staticRuntime),
        .target(name: "TrackerScaffold", dependencies: ["TendKernel"], swiftSettings: swift6),
        .executableTarget(name: "tend-scaffold", dependencies: ["TrackerScaffold"], swiftSettings: swift6),
        .plugin(
            name: "NewTracker",
            capability: .command(
                intent: .custom(verb: "new-tracker", description: "Generate a tracker module and its tests: new-tracker NAME"),
                permissions: [.writeToPackageDirectory(reason: "It writes Sources/<Name>Tracker and Tests/<Name>TrackerTests.")]
            ),
            dependencies: ["tend-scaffold"]
        ),

        // The sync relay (docs/relay.md). Nothing but `tend-relay` and its tests imports TendRelay; its SQLite
        // file goes through TendStore's `SQLiteDatabase`, never GRDB.
        .target(
            name: "TendRelay",
            dependencies: [
                "TendKernel", "TendStore", logging,
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTLS", package: "hummingbird"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            swiftSettings: swift6
        ),
        // Linked like `tend` (release, Linux): the installed relay runs without a Swift toolchain on the machine.
        .executableTarget(name: "tend-relay", dependencies: ["TendRelay", argumentParser, logging],
                          swiftSettings: swift6 + staticRuntimeCompile, linkerSettings: staticRuntime),
        // The browser front (docs/web.md): `tend web` execs `tend-web`, so `tend` never links a server.
        // Nothing but `tend-web` and its tests imports TendWeb.
        .target(
            name: "TendWeb",
            dependencies: [
                "TendKernel", "TendStats", "TendConsole", "TendCLI", logging,
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            swiftSettings: swift6
        ),
        .executableTarget(name: "tend-web", dependencies: ["TendWeb", "TendCLI", "TendConsole", argumentParser, logging,
                                                           .product(name: "Hummingbird", package: "hummingbird")],
                          swiftSettings: swift6 + staticRuntimeCompile, linkerSettings: staticRuntime),
        // The relay load test (docs/benchmarks.md, "Relay"): clients through `HTTPTransport` against a `tend-relay` process.
        .executableTarget(name: "tend-relay-load", dependencies: ["TendSync", "TendSyncHTTP", "TendKernel", "TendEngine", "TendTesting", argumentParser], swiftSettings: swift6),
        // The test kit of the model: the in-memory store, a fixed clock, sequential ids, golden files and the
        // tracker conformance check. No SQLite, no CLI: a tracker's tests build only what the tracker uses.
        .target(name: "TendTesting", dependencies: ["TendKernel", "TendEngine", "TendConsole", argumentParser], swiftSettings: swift6),
        // The end-to-end kit: `tend` run in process on a store file (TendHarness), the built binary, every store kind.
        .target(name: "TendCLITesting", dependencies: ["TendTesting", "TendKernel", "TendEngine", "TendStore", "TendConsole", "TendCLI"],
                swiftSettings: swift6),

        .testTarget(name: "TendKernelTests", dependencies: ["TendEngine", "TendKernel", "TendTesting"], swiftSettings: swift6),
        .testTarget(name: "TendStatsTests", dependencies: ["TendStats", "TendTesting"], swiftSettings: swift6),
        .testTarget(name: "TendSyncTests", dependencies: ["TendEngine", "TendCLITesting", "TendSync", "TendSyncHTTP", "TendTesting"], exclude: ["Golden"], swiftSettings: swift6),
        .testTarget(
            name: "TendRelayTests",
            dependencies: [
                "TendRelay", "TendStore", logging,
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            resources: [.copy("TLS")],
            swiftSettings: swift6
        ),
        .testTarget(
            name: "TendWebTests",
            dependencies: [
                "TendWeb", "TendCLITesting", "TendTesting", "TendCLI", "TendConsole", "TendKernel", "MoodTracker", argumentParser,
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            exclude: ["Browser"],
            swiftSettings: swift6
        ),
        // Real `tend-relay` processes on loopback, `tend` in process; never imports TendRelay.
        .testTarget(name: "TendRelayIntegrationTests", dependencies: ["TendEngine", "TendCLITesting", "TendSync", "TendSyncHTTP", "TendTesting"], swiftSettings: swift6),
        .testTarget(name: "TendStoreTests", dependencies: ["TendEngine", "TendCLITesting", "TendStore", "TendTesting"], swiftSettings: swift6),
        // The sync folder carried by real Syncthing instances on loopback (installed by .ci/run).
        .testTarget(name: "TendSyncIntegrationTests", dependencies: ["TendEngine", "TendCLITesting", "TendSync", "TendTesting"], swiftSettings: swift6),
        .testTarget(
            name: "TendConsoleTests",
            dependencies: ["TendConsole", "TendStats", "TendTesting", "TendCLITesting"],
            resources: [.copy("Golden")],
            swiftSettings: swift6
        ),
        .testTarget(
            name: "TendTransferTests",
            dependencies: ["TendEngine", "TendCLITesting", "TendTransfer", "TendCLI", "TendTesting"],
            exclude: ["Golden", "Fixtures"],
            swiftSettings: swift6
        ),
        .testTarget(
            name: "TendCLITests",
            dependencies: ["TendRemind", "TendSyncCommands", "TendEngine", "TendCLITesting", "TendCLI", "TendSync", "TendTesting"],
            resources: [.copy("Golden")],
            swiftSettings: swift6
        ),
        .testTarget(name: "TrackerScaffoldTests", dependencies: ["TendCLITesting", "TrackerScaffold", "TendTesting"], swiftSettings: swift6),
        .testTarget(
            name: "ExamplesIntegrationTests",
            dependencies: ["TrackerScaffold", "TendTesting", "TendCLI"],
            swiftSettings: swift6
        ),
        .testTarget(
            name: "CustomTrackersTests",
            dependencies: ["TendEngine", "TendCLITesting", "CustomTrackers", "TendTesting", "TendCLI", "TendStore"],
            resources: [.copy("Golden")],
            swiftSettings: swift6
        ),
    ]
        + trackerModules.map {
            .target(name: $0, dependencies: ["TendKernel", "TendStats", "TendConsole", argumentParser], swiftSettings: swift6)
        }
        + trackerModules.map {
            .testTarget(
                name: $0 + "Tests",
                dependencies: [.target(name: $0), "TendTesting", "TendCLITesting", "TendEngine", "TendCLI"],
                resources: [.copy("Golden")],
                swiftSettings: swift6
            )
        }
)
