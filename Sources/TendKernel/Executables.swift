import Foundation

/// Tend's executables find each other in one folder: `tend web` starts `tend-web`, a sync with a relay
/// starts `tend-sync-http`, each from beside the running `tend` (as `make install` puts them).
public enum Executables {
    /// The running executable's path (`/proc/self/exe`, else the first argument).
    public static func running() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first ?? "tend"
    }

    /// The executable `name` in the folder of `executable` (symbolic links followed), if it is there and executable.
    public static func beside(_ executable: String, named name: String) -> String? {
        let path = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent(name).path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }
}
