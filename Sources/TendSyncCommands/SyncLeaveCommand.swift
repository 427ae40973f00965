import ArgumentParser
import TendConsole
import TendKernel
import TendSync

/// `tend sync leave`: this store stops syncing — its sync state and its copies of the vault key go;
/// its data, and the vault with the other devices, stay. The way out after a relay was reset or a
/// vault was lost: then `tend sync init` or `join` works again. Reads nothing, so it works when the
/// state itself is damaged.
struct SyncLeaveCommand: SessionCommand, SyncManagedCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "leave", abstract: trHelp("sync.leave.abstract"))
    }

    @OptionGroup var common: CommonOptions

    func execute(_ s: Session) throws -> CommandOutput {
        let setup = try SyncSetup(s)
        guard setup.files.isSetUp else { throw SyncError.notSetUp.tendError }
        let state = try? setup.files.loadState()
        try SyncError.mapped {
            let lock = try setup.files.lock()
            defer { lock.release() }
            try setup.files.leave(device: s.store.device)
        }
        guard let state else { return .lines(tr("sync.leave.damaged")) }
        return .lines(tr("sync.leave.done", ["vault": state.vault.short, "location": state.folder ?? state.relay ?? ""]))
    }
}
