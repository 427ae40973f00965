import Foundation

/// A PostgreSQL cluster of a test's own (`.ci/postgres` in a folder of its own), for tests that stop
/// and start the database: the shared cluster of `TEND_TEST_POSTGRES_URL` serves other tests at the
/// same time. Needs PostgreSQL's server programs (`apt-get install postgresql`; `.ci/run` installs
/// them): without them, starting it throws, naming what is missing.
final class TestCluster: Sendable {
    /// The cluster's folder.
    let directory: String
    /// Its `postgres` database.
    let url: String

    /// The package root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// initdb and start (about 5 s).
    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tend-pg-test-" + UUID().uuidString).path
        let out = try TestCluster.script(["start"], directory)
        guard let line = out.split(separator: "\n").first(where: { $0.hasPrefix("export TEND_TEST_POSTGRES_URL=") }) else {
            throw RelayProcessError(message: ".ci/postgres start printed no URL: \(out)")
        }
        url = String(line.dropFirst("export TEND_TEST_POSTGRES_URL=".count))
    }

    /// Stops the server, keeping its data (a database outage).
    func pause() throws { _ = try TestCluster.script(["pause"], directory) }

    /// Starts it again on the same port.
    func resume() throws { _ = try TestCluster.script(["resume"], directory) }

    /// Stops it and removes its folder.
    func stop() { _ = try? TestCluster.script(["stop"], directory) }

    /// Runs `.ci/postgres` on `directory` (at most 120 s) and answers its standard output.
    static func script(_ arguments: [String], _ directory: String) throws -> String {
        let (status, o, e) = try RelayProcess.runToEnd("/bin/bash", [root + "/.ci/postgres"] + arguments,
                                                       environment: ["TEND_PG_DIR": directory], seconds: 120)
        guard status == 0 else {
            throw RelayProcessError(message: ".ci/postgres \(arguments.joined(separator: " ")) failed (\(status)): \(e)\(o)")
        }
        return o
    }
}
