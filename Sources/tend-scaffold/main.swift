import Foundation
import TrackerScaffold

// `tend-scaffold NAME --package-directory DIR [--tend-package ID]`: what the `new-tracker` command
// plugin runs. Writes Sources/<Name>Tracker and Tests/<Name>TrackerTests, then prints the lines that
// register the tracker.
var args = Array(CommandLine.arguments.dropFirst())
func option(_ name: String, in args: inout [String]) -> String? {
    guard let i = args.firstIndex(of: name), i + 1 < args.count else { return nil }
    let v = args[i + 1]
    args.removeSubrange(i...(i + 1))
    return v
}
let directory = option("--package-directory", in: &args) ?? FileManager.default.currentDirectoryPath
let tendPackage = option("--tend-package", in: &args)
guard args.count == 1 else {
    FileHandle.standardError.write(Data("usage: swift package --allow-writing-to-package-directory new-tracker NAME (like Water or SleepHours)\n".utf8))
    exit(64)
}
do {
    let names = try ScaffoldNames(args[0])
    let insideTend = FileManager.default.fileExists(atPath: directory + "/Sources/TendKernel")
    let written = try TrackerScaffold.write(names, into: directory, executable: !insideTend)
    print("Created the \(names.display) tracker (id '\(names.id)'):")
    for path in written { print("  " + path) }
    print("")
    print(TrackerScaffold.instructions(names, insideTend: insideTend, tendPackage: "\"\(tendPackage ?? "tend")\""), terminator: "")
} catch let e as ScaffoldError {
    FileHandle.standardError.write(Data("new-tracker: \(e.description).\n".utf8))
    exit(65)
} catch {
    FileHandle.standardError.write(Data("new-tracker: \(error.localizedDescription)\n".utf8))
    exit(74)
}
