import ArgumentParser
import Foundation
import TendConsole

/// `--passphrase-file F`.
struct PassphraseOptions: ParsableArguments {
    @Option(name: .customLong("passphrase-file"), help: ArgumentHelp(tr("sync.passphrase-file.help"), valueName: "file"))
    var passphraseFile: String?
}

/// Where a passphrase comes from: an environment variable, a file (its first line; the file must be
/// UTF-8), or a prompt on a terminal (hidden; asked twice for a new one). Never from piped standard input, so a passphrase
/// can't be swallowed from the wrong place.
struct PassphraseReader {
    let invocation: Invocation

    /// An existing passphrase: `TEND_PASSPHRASE`, `--passphrase-file`, or one prompt.
    func existing(file: String?, prompt: String = "sync.prompt.passphrase") throws -> String {
        if let p = try given(env: "TEND_PASSPHRASE", file: file) { return p }
        guard invocation.inputIsTerminal else { throw TendError(key: "sync.error.no-passphrase", status: .usage) }
        return ask(prompt) ?? ""
    }

    /// A new passphrase: from `env` or `file`, or typed twice on a terminal; at least
    /// ``SyncSetup/minimumPassphrase`` characters.
    func new(env: String = "TEND_PASSPHRASE", file: String?, prompt: String = "sync.prompt.passphrase",
             missingKey: String = "sync.error.no-passphrase") throws -> String {
        let p: String
        if let given = try given(env: env, file: file) {
            p = given
        } else {
            guard invocation.inputIsTerminal else { throw TendError(key: missingKey, status: .usage) }
            let first = ask(prompt) ?? ""
            let second = ask("sync.prompt.repeat") ?? ""
            guard first == second else { throw TendError(key: "sync.error.passphrase-mismatch", status: .invalidInput) }
            p = first
        }
        guard p.count >= SyncSetup.minimumPassphrase else {
            throw TendError(key: "sync.error.passphrase-short", ["count": String(SyncSetup.minimumPassphrase)], status: .invalidInput)
        }
        return p
    }

    private func given(env: String, file: String?) throws -> String? {
        if let v = invocation.environment[env], !v.isEmpty { return v }
        guard let file else { return nil }
        let path = file.hasPrefix("/") ? file : FileManager.default.currentDirectoryPath + "/" + file
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TendError(key: "sync.error.passphrase-file", ["path": Sanitize.forDisplay(file)], status: .notFound)
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw TendError(key: "sync.error.passphrase-encoding", ["path": Sanitize.forDisplay(file, limit: 500)], status: .invalidInput)
        }
        let line = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        return line.hasSuffix("\r") ? String(line.dropLast()) : line
    }

    private func ask(_ key: String) -> String? {
        invocation.io.write(tr(key), to: .err)
        let line = invocation.io.readLine(hidden: true)
        invocation.io.write("\n", to: .err)
        return line
    }
}
