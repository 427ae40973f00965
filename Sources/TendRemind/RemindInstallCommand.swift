import ArgumentParser
import Foundation
import TendConsole

/// `tend remind install [--cron]`: writes a systemd user service and timer that run `tend remind due
/// --notify` every 5 minutes (only in `$XDG_CONFIG_HOME/systemd/user`, and says what it wrote), or
/// prints the crontab line. It doesn't run `systemctl`: it prints the command that starts the timer.
struct RemindInstallCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "install", abstract: trHelp("remind.install.abstract"), discussion: trHelp("remind.install.discussion"))
    }

    @OptionGroup var storeOptions: StoreOptions

    @Flag(name: .long, help: ArgumentHelp(tr("remind.cron.help")))
    var cron = false

    func run() throws {
        let inv = Invocation.current
        let timer = ReminderTimer(invocation: inv, storePath: Session.resolveStorePath(storeOptions.store, invocation: inv))
        if cron {
            inv.io.write(timer.cronLine + "\n")
            inv.io.write(tr("remind.install.cron-note") + "\n", to: .err)
            return
        }
        let files = [(timer.folder + "/" + ReminderTimer.service, timer.serviceText),
                     (timer.folder + "/" + ReminderTimer.timer, timer.timerText)]
        for (path, _) in files where ReminderTimer.isForeign(path) {
            throw TendError(key: "remind.error.foreign", ["path": path], status: .cannotCreate)
        }
        var changed = false
        for (path, text) in files where FileManager.default.contents(atPath: path) != Data(text.utf8) {
            do {
                try FileManager.default.createDirectory(atPath: timer.folder, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw TendError(key: "remind.error.install", ["path": path, "reason": (error as NSError).localizedDescription],
                                status: .cannotCreate)
            }
            changed = true
        }
        let args = ["service": files[0].0, "timer": files[1].0, "command": timer.command.joined(separator: " ")]
        let lines = [tr(changed ? "remind.install.done" : "remind.install.unchanged", args), tr("remind.install.runs", args),
                     tr("remind.install.start")]
        for l in lines { inv.io.write(l + "\n") }
    }
}

/// `tend remind uninstall`: removes the service and timer `install` wrote (and the link
/// `systemctl --user enable` made); files it didn't write are left alone.
struct RemindUninstallCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "uninstall", abstract: trHelp("remind.uninstall.abstract"))
    }

    @OptionGroup var storeOptions: StoreOptions

    func run() throws {
        let inv = Invocation.current
        let timer = ReminderTimer(invocation: inv, storePath: Session.resolveStorePath(storeOptions.store, invocation: inv))
        let fm = FileManager.default
        var removed: [String] = [], kept: [String] = []
        if let target = try? fm.destinationOfSymbolicLink(atPath: timer.wantsLink), target.hasSuffix("/" + ReminderTimer.timer) {
            try remove(timer.wantsLink)
            removed.append(timer.wantsLink)
        }
        for path in [timer.folder + "/" + ReminderTimer.timer, timer.folder + "/" + ReminderTimer.service]
        where fm.fileExists(atPath: path) {
            if ReminderTimer.isForeign(path) { kept.append(path); continue }
            try remove(path)
            removed.append(path)
        }
        var lines = kept.map { tr("remind.uninstall.kept", ["path": $0]) }
        if removed.isEmpty {
            lines.append(tr("remind.uninstall.none", ["folder": timer.folder]))
        } else {
            lines += removed.map { tr("remind.uninstall.removed", ["path": $0]) } + [tr("remind.uninstall.reload")]
        }
        for l in lines { inv.io.write(l + "\n") }
    }

    private func remove(_ path: String) throws {
        do { try FileManager.default.removeItem(atPath: path) } catch {
            throw TendError(key: "remind.error.uninstall", ["path": path, "reason": (error as NSError).localizedDescription],
                            status: .ioError)
        }
    }
}
