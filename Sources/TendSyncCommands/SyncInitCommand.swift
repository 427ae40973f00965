import ArgumentParser
import Foundation
import TendConsole
import TendEngine
import TendKernel
import TendSync

/// `tend sync init --folder PATH` or `--relay URL`: creates the vault (a random key wrapped by the
/// passphrase) in a shared folder or on a relay, and sends this store's changes. On a relay it prints
/// the vault id, which the other devices need to join; a relay that is not open needs `--invite CODE`.
/// Nothing is written here until the vault exists.
struct SyncInitCommand: SessionCommand, SyncManagedCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "init", abstract: trHelp("sync.init.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @Option(name: .long, help: ArgumentHelp(tr("sync.folder.help"), valueName: "path"))
    var folder: String?
    @Option(name: .long, help: ArgumentHelp(tr("sync.relay.help"), valueName: "url"))
    var relay: String?
    @Option(name: .long, help: ArgumentHelp(tr("sync.invite.help"), valueName: "code"))
    var invite: String?
    @OptionGroup var passphrase: PassphraseOptions
    @Option(name: .customLong("work-factor"), help: ArgumentHelp(tr("sync.work-factor.help"), valueName: "n"))
    var workFactor: Int?

    func execute(_ s: Session) throws -> CommandOutput {
        let setup = try SyncSetup(s)
        let location = try SyncLocation.given(folder: folder, relay: relay, invocation: s.invocation)
        let invitation = try invitationCode(location)
        let parameters = try setup.requestedScrypt(workFactor: workFactor) ?? .standard
        if let warning = location.plainHTTPWarning { s.note(warning) }
        let (vault, push) = try SyncError.mapped(relay: location.relayText) { () throws -> (VaultID, PushReport) in
            if setup.files.isSetUp {
                let st = try setup.files.loadState()
                throw SyncError.alreadySetUp(vault: st.vault, location: st.folder ?? st.relay ?? "")
            }
            if case .folder(let path) = location, FileManager.default.fileExists(atPath: path),
               try FolderTransport(root: path).readVault() != nil {
                throw SyncError.vaultExists(location: path)
            }
            let secret = try PassphraseReader(invocation: s.invocation).new(file: passphrase.passphraseFile)
            if case .folder(let path) = location { try SyncFolder.create(path) }
            let random = SystemRandomBytes()
            let vault = VaultID.random(using: random)
            let key = VaultKey.random(vault: vault, using: random)
            let transport = location.transport(vault: vault, key: key, invitation: invitation)
            let descriptor = try VaultDescriptor.create(key: key, passphrase: secret, parameters: parameters, random: random)
            try transport.writeVault(descriptor.jsonData, replacing: false)
            let lock = try setup.files.lock()
            defer { lock.release() }
            try setup.files.saveKey(key, device: s.store.device, random: random)
            var state = SyncState(vault: vault, keyID: key.id, device: s.store.device, folder: nil)
            location.apply(to: &state)
            try setup.files.save(state)
            let engine = try SyncEngine(store: try s.store.replicated(), transport: transport, key: key, state: state, clock: s.clock,
                                        persist: { [files = setup.files] in try files.save($0) })
            let push = try engine.push()
            try engine.maintain()
            return (vault, push)
        }
        let sent = push.changes > 0 ? [tr("sync.sent", ["count": String(push.changes)])] : []
        switch location {
        case .folder(let path):
            return CommandOutput(text: {
                [tr("sync.init.done", ["vault": vault.short, "folder": path])] + sent + [tr("sync.init.next", ["folder": path])]
            })
        case .relay(let url):
            let args = ["vault": vault.description, "relay": url.absoluteString]
            return CommandOutput(text: { [tr("sync.init.done.relay", args)] + sent + [tr("sync.init.next.relay", args)] })
        }
    }
}

extension SyncInitCommand {
    /// The `--invite` code: only with `--relay`; letters, digits, dashes and spaces (as printed by
    /// `tend-relay invite`, in any case), sent as it was typed.
    func invitationCode(_ location: SyncLocation) throws -> String? {
        guard let given = invite else { return nil }
        guard case .relay = location else { throw TendError(key: "sync.error.invite-with-folder", status: .usage) }
        let code = given.trimmingWhitespace()
        guard (1...100).contains(code.count),
              code.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == " ") }) else {
            throw TendError(key: "sync.error.invite", ["input": Sanitize.forDisplay(given)], status: .invalidInput)
        }
        return code
    }
}

/// Resolving and creating the folder given to `init` and `join`.
enum SyncFolder {
    /// `~` expanded; relative paths taken from the working directory; no trailing slash.
    static func resolve(_ given: String, invocation: Invocation) -> String {
        var p = given
        if p == "~" || p.hasPrefix("~/") { p = invocation.home + p.dropFirst() }
        if !p.hasPrefix("/") { p = FileManager.default.currentDirectoryPath + "/" + p }
        while p.count > 1 && p.hasSuffix("/") { p.removeLast() }
        return p
    }

    /// Creates the folder if it is missing (its parent must exist).
    static func create(_ path: String) throws {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir) {
            guard isDir.boolValue else {
                throw TendError(key: "sync.error.folder-parent", ["folder": path, "reason": "it is a file"], status: .cannotCreate)
            }
            return
        }
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false) } catch {
            throw TendError(key: "sync.error.folder-parent",
                            ["folder": path, "reason": (error as NSError).localizedDescription], status: .cannotCreate)
        }
    }
}
