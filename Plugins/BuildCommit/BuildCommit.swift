import Foundation
import PackagePlugin

/// Writes `BuildCommit.swift` into the target it is applied to (`tend`): `let buildCommit = "abc1234"`, the
/// short commit of the checkout being built, which `tend --version` prints.
///
/// A prebuild command, so it runs at every `swift build` (plain SwiftPM, no Makefile needed) and sees a new
/// commit at once. The file is rewritten only when the commit changed, so an unchanged checkout rebuilds
/// nothing. Outside a git checkout (a source tarball), or without git, the commit is `unknown`; a checkout
/// that is not the package's own (a tarball unpacked inside another repository) is not asked.
@main
struct BuildCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("generated")
        let file = output.appendingPathComponent("BuildCommit.swift")
        let script = #"""
            mkdir -p "$(dirname "$2")"
            commit=unknown
            if [ -e "$1/.git" ]; then
              commit=$(git -C "$1" rev-parse --short=7 HEAD 2>/dev/null) || commit=unknown
              case "$commit" in ''|*[!0-9a-f]*) commit=unknown ;; esac
            fi
            text="/// The commit this \`tend\` was built from (written by the BuildCommit plugin).
            let buildCommit = \"$commit\""
            [ "$(cat "$2" 2>/dev/null)" = "$text" ] || printf '%s\n' "$text" > "$2"
            """#
        return [
            .prebuildCommand(
                displayName: "Reading the commit being built",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, "build-commit", context.package.directoryURL.path, file.path],
                outputFilesDirectory: output),
        ]
    }
}
