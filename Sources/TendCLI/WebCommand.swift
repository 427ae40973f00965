import ArgumentParser
import Foundation
import TendConsole
import TendKernel
#if canImport(Glibc)
import Glibc
#endif

/// `tend web [--port N] [--host H] [--no-open]`: the browser front (docs/web.md). It runs `tend-web`, the
/// executable installed beside `tend`, in place of this process, on the same store and environment — so
/// `tend` itself links no server and starts no slower.
struct WebCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "web", abstract: tr("web.abstract"), discussion: tr("web.discussion"))
    }

    @OptionGroup var common: CommonOptions

    @Option(name: .long, help: ArgumentHelp(tr("web.port.help"), valueName: "port"))
    var port: Int = 0

    @Option(name: .long, help: ArgumentHelp(tr("web.host.help"), valueName: "host"))
    var host: String = WebLauncher.loopback

    @Flag(name: .customLong("no-open"), help: ArgumentHelp(tr("web.no-open.help")))
    var noOpen = false

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError(tr("web.error.port", ["port": String(port)])) }
    }

    func run() throws {
        let invocation = Invocation.current
        guard let binary = WebLauncher.binary(beside: WebLauncher.runningExecutable()) else {
            throw TendError(key: "web.error.missing", ["name": WebLauncher.executableName], status: .config)
        }
        var env = invocation.environment
        env["TEND_STORE"] = Session.resolveStorePath(common.storeOptions.store, invocation: invocation)
        invocation.io.flush()
        let errorNumber = WebLauncher.exec(binary, arguments: WebLauncher.arguments(port: port, host: host, open: !noOpen), environment: env)
        throw TendError(key: "web.error.exec", ["path": binary, "reason": String(cString: strerror(errorNumber))], status: .failure)
    }
}

/// How `tend web` finds and starts `tend-web`.
public enum WebLauncher {
    /// The executable's file name.
    public static let executableName = "tend-web"
    /// The address the server listens on unless `--host` says otherwise.
    public static let loopback = "127.0.0.1"

    /// The running executable's path (`/proc/self/exe`, else the first argument).
    public static func runningExecutable() -> String { Executables.running() }

    /// `tend-web` in the same directory as `executable`, if it is there and executable.
    public static func binary(beside executable: String) -> String? { Executables.beside(executable, named: executableName) }

    /// The arguments `tend-web` gets for `tend web`'s options.
    public static func arguments(port: Int, host: String, open: Bool) -> [String] {
        ["--port", String(port), "--host", host] + (open ? [] : ["--no-open"])
    }

    /// Replaces this process with `path`; returns only on failure, with `errno`.
    static func exec(_ path: String, arguments: [String], environment: [String: String]) -> Int32 {
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0.key + "=" + $0.value) } + [nil]
        execve(path, argv, envp)
        let error = errno
        argv.forEach { free($0) }
        envp.forEach { free($0) }
        return error
    }
}
