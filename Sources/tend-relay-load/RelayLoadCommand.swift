import ArgumentParser
import Foundation
import TendEngine
import TendKernel
import TendSync
import TendSyncHTTP

/// `tend-relay-load`: the relay's load test (docs/benchmarks.md, "Relay"). Starts a `tend-relay` on
/// loopback — or `--instances N` of them on one PostgreSQL `--database` — (or uses `--relay`), then
/// runs N clients through ``HTTPTransport`` for a bounded time, each a device of a small vault pushing
/// segments and pulling its vault-mates', client i through instance i mod N (so vault-mates write and
/// read through different instances). Reports requests per second and latency percentiles per call,
/// then reads every segment back and checks that each one pushed is there exactly once, with its
/// bytes. Exits 1 if any check fails.
@main
struct RelayLoadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tend-relay-load",
        abstract: "Load-test a tend-relay on loopback: concurrent pushes and pulls, then an exactly-once check.")

    @Option(help: "Concurrent clients (each a device).")
    var clients = 8
    @Option(name: .customLong("devices-per-vault"), help: "Devices sharing one vault.")
    var devicesPerVault = 2
    @Option(help: "How long the clients run, in seconds (at most 300).")
    var seconds = 10.0
    @Option(name: .customLong("segment-bytes"), help: "Size of each pushed segment.")
    var segmentBytes = 2048
    @Option(help: "An already running relay (loopback only); by default one is started.")
    var relay: String?
    @Option(name: .customLong("relay-binary"), help: "The tend-relay to start (default: beside this program).")
    var relayBinary: String?
    @Option(help: ArgumentHelp("Start the relays on this PostgreSQL database (postgres://USER@HOST:PORT/DB) instead of SQLite.", valueName: "url"))
    var database: String?
    @Option(help: "How many relays to start on --database (clients are spread over them).")
    var instances = 1
    @Flag(help: "Print the report as JSON.")
    var json = false

    func validate() throws {
        guard (1...256).contains(clients) else { throw ValidationError("--clients must be from 1 to 256.") }
        guard (1...clients).contains(devicesPerVault) else { throw ValidationError("--devices-per-vault must be from 1 to --clients.") }
        guard seconds > 0 && seconds <= 300 else { throw ValidationError("--seconds must be more than 0 and at most 300.") }
        guard (16...(1 << 20)).contains(segmentBytes) else { throw ValidationError("--segment-bytes must be from 16 to 1048576.") }
        guard (1...8).contains(instances) else { throw ValidationError("--instances must be from 1 to 8.") }
        guard instances == 1 || database != nil else { throw ValidationError("--instances above 1 needs --database: relays share a PostgreSQL database, not a SQLite file.") }
        guard relay == nil || (database == nil && instances == 1) else { throw ValidationError("--relay uses a running relay: no --database or --instances with it.") }
        if let r = relay {
            guard let host = HTTPTransport.relayURL(r)?.host, ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host) else {
                throw ValidationError("--relay must be a loopback address (127.0.0.1, localhost or [::1]).")
            }
        }
    }

    func run() throws {
        var launched: [RelayLauncher] = []
        defer { for relay in launched { relay.stop() } }
        if relay == nil {
            for _ in 0..<instances { launched.append(try RelayLauncher.start(binary: relayBinary ?? RelayLauncher.besideSelf(), database: database)) }
        }
        let urls = try (relay.map { [$0] } ?? launched.map(\.url)).map {
            guard let url = HTTPTransport.relayURL($0) else { throw ValidationError("bad relay address \($0)") }
            return url
        }
        let url = urls[0]
        let plan = LoadPlan(clients: clients, devicesPerVault: devicesPerVault, segmentBytes: segmentBytes, run: UInt32.random(in: 1...UInt32.max))
        for vault in plan.vaults {
            try HTTPTransport(relay: url, vault: vault.id, key: vault.key,
                              exchange: NIORelayExchange(relay: url, timeout: 30, environment: [:])).writeVault(Data("{\"load\":true}".utf8), replacing: false)
        }
        let started = DispatchTime.now()
        let deadline = started + seconds
        let results = LoadResults()
        let group = DispatchGroup()
        for (i, client) in plan.clients.enumerated() {
            group.enter()
            let through = urls[i % urls.count]
            let thread = Thread {
                LoadClient(plan: plan, client: client, relay: through, results: results).run(until: deadline)
                group.leave()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        guard group.wait(timeout: deadline + 60) == .success else { throw ValidationError("clients did not finish within 60 s of the deadline") }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        let check = try LoadCheck.verify(plan: plan, relay: url, pushed: results.pushed)
        let report = LoadReport(plan: plan, instances: urls.count, storage: relay != nil ? "a running relay" : database == nil ? "sqlite" : "postgres", seconds: elapsed,
                                results: results, check: check)
        print(json ? report.json : report.text)
        if !check.ok || results.errorCount > 0 { throw ExitCode(1) }
    }
}
