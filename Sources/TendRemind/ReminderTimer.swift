import Foundation
import TendConsole

/// The timer that runs `tend remind due --notify`: a systemd user service and timer in the user's own
/// unit folder (`$XDG_CONFIG_HOME/systemd/user`), or a crontab line. Every file it writes starts with
/// ``marker``; it never overwrites or removes a file without it.
struct ReminderTimer {
    /// The unit names.
    static let service = "tend-remind.service"
    static let timer = "tend-remind.timer"
    /// The first line of every file written.
    static let marker = "# Written by 'tend remind install'; remove with 'tend remind uninstall'."
    /// How often it runs (a systemd calendar expression and the matching cron minute field).
    static let onCalendar = "*:0/5"
    static let cronMinutes = "*/5"

    /// The invocation (environment, configuration folder).
    let invocation: Invocation
    /// The store path the command runs on (`--store`, `TEND_STORE` or the default).
    let storePath: String

    /// `$XDG_CONFIG_HOME/systemd/user`.
    var folder: String { invocation.configHome + "/systemd/user" }
    /// Where `systemctl --user enable` links the timer.
    var wantsLink: String { folder + "/timers.target.wants/" + Self.timer }

    /// The `tend` binary the timer runs: `TEND_EXECUTABLE` if set, else this program (found on `PATH`
    /// when started by name), else `tend`.
    var executable: String {
        if let e = invocation.environment["TEND_EXECUTABLE"], !e.isEmpty { return e }
        let arg0 = CommandLine.arguments.first ?? "tend"
        if arg0.hasPrefix("/") { return arg0 }
        if arg0.contains("/") { return URL(fileURLWithPath: arg0).standardizedFileURL.path }
        return Notifier.find(arg0, path: invocation.environment["PATH"]) ?? "tend"
    }

    /// The command's words: `tend remind due --notify`, plus `--store PATH` unless it is the default store.
    var command: [String] {
        var words = [executable, "remind", "due", "--notify"]
        if storePath != invocation.defaultStorePath { words += ["--store", storePath] }
        return words
    }

    /// The service unit.
    var serviceText: String {
        [Self.marker, "[Unit]", "Description=" + tr("remind.unit.service"), "", "[Service]", "Type=oneshot",
         "ExecStart=" + command.map(Self.systemdQuoted).joined(separator: " "), ""].joined(separator: "\n")
    }

    /// The timer unit.
    var timerText: String {
        [Self.marker, "[Unit]", "Description=" + tr("remind.unit.timer"), "", "[Timer]", "OnCalendar=" + Self.onCalendar,
         "AccuracySec=30s", "Persistent=true", "", "[Install]", "WantedBy=timers.target", ""].joined(separator: "\n")
    }

    /// The crontab line.
    var cronLine: String { Self.cronMinutes + " * * * * " + command.map(Self.shellQuoted).joined(separator: " ") }

    /// A word for `ExecStart=`: quoted when it holds spaces or quotes; `%` doubled (systemd specifiers),
    /// `$` doubled (variable expansion).
    static func systemdQuoted(_ word: String) -> String {
        let escaped = word.replacingOccurrences(of: "%", with: "%%").replacingOccurrences(of: "$", with: "$$")
        guard word.contains(where: { $0 == " " || $0 == "\"" || $0 == "'" || $0 == "\\" || $0 == "\t" }) else { return escaped }
        return "\"" + escaped.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A word for a shell (cron): single-quoted unless it is plain; `%` escaped (cron turns it into a newline).
    static func shellQuoted(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+:=,@".contains($0)) }
        let quoted = plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
        return quoted.replacingOccurrences(of: "%", with: "\\%")
    }

    /// Whether a file exists at `path` that this command did not write.
    static func isForeign(_ path: String) -> Bool {
        guard FileManager.default.fileExists(atPath: path) else { return false }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return true }
        return !text.hasPrefix(marker)
    }
}
