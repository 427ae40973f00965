import ArgumentParser
import TendConsole
import TendKernel
import TendSync

/// `tend sync leave`: this store stops syncing — its sync state and its copies of the vault key go;
/// its data, and the vault with the other devices, stay. The way out after a relay was reset or a
/// vault was lost: then `tend sync init` or `join` works again. Reads nothing, so it works when the
/// state itself is damaged.
struct SyncLeaveCommand: ParsableCommand, SyncManagedCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "leave", abstract: trHelp("sync.leave.abstract"))
    }

    @OptionGroup var common: CommonOptions

    func run() throws {
        let s = try Session(common)
        let setup = try SyncSetup(s)
        guard setup.files.isSetUp else { throw SyncError.notSetUp.tendError }
        let state = try? setup.files.loadState()
        try SyncError.mapped {
            let lock = try setup.files.lock()
            defer { lock.release() }
            try setup.files.leave(device: s.store.device)
        }
        if let state {
            s.print(tr("sync.leave.done", ["vault": state.vault.short, "location": state.folder ?? state.relay ?? ""]))
        } else {
            s.print(tr("sync.leave.damaged"))
        }
    }
}
