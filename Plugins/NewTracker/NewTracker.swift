import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory new-tracker NAME`: generates a tracker module
/// and its tests (see `TrackerScaffold`), and prints the lines that declare and register it.
@main
struct NewTracker: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "tend-scaffold")
        var args = arguments + ["--package-directory", context.package.directoryURL.path]
        let tend = context.package.dependencies.map(\.package).first { $0.products.contains { $0.name == "TendCLI" } }
        if let tend { args += ["--tend-package", tend.id] }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = args
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("new-tracker failed (exit \(process.terminationStatus))")
        }
    }
}
