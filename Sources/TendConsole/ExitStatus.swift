/// Tend's documented exit codes (sysexits-style), shared by every command.
public enum ExitStatus: Int32, Sendable, CaseIterable {
    /// Success.
    case ok = 0
    /// A failure not covered below.
    case failure = 1
    /// The command line was wrong: unknown command or option, missing argument.
    case usage = 64
    /// A value was refused: bad date, schedule, level, text, a future day, a limit reached.
    case invalidInput = 65
    /// Something named doesn't exist: an entry reference, a habit, a file.
    case notFound = 66
    /// A sync folder or relay can't be reached.
    case unavailable = 69
    /// The store (or another output file) can't be created at the given path.
    case cannotCreate = 73
    /// Reading or writing failed: the store is damaged or not a Tend database, the disk is full.
    case ioError = 74
    /// The store is busy (another process held it too long); try again.
    case tempFailure = 75
    /// Refused for security: wrong passphrase, tampered or replayed sync data.
    case permission = 77
    /// A configuration value is invalid.
    case config = 78
}
