import TendConsole
import TendEngine
import TendKernel

extension Session {
    /// The session's store with its op log in view (history, undo, doctor, sync).
    func log() throws -> any ReplicatedStore { try store.replicated() }
}
