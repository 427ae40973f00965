import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts about the terminal, read once per process.
public enum Terminal {
    /// Whether a file descriptor is a terminal.
    public static func isTTY(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// The terminal's width in columns (80 when unknown).
    public static func width() -> Int {
        var w = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &w) == 0, w.ws_col > 0 { return Int(w.ws_col) }
        return 80
    }

    /// Reads a line from the terminal without echoing it (passphrases); `nil` if not a terminal.
    public static func readHidden() -> String? {
        guard isTTY(0) else { return nil }
        var old = termios()
        tcgetattr(0, &old)
        var silent = old
        silent.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(0, TCSANOW, &silent)
        defer {
            tcsetattr(0, TCSANOW, &old)
            FileHandle.standardError.write(Data("\n".utf8))
        }
        return Swift.readLine(strippingNewline: true)
    }
}
