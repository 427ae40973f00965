import Foundation
import Synchronization

/// Where a command's output goes: the real standard streams, or buffers in tests.
public final class ConsoleIO: Sendable {
    /// A stream.
    public enum Stream: Sendable { case out, err }

    private let buffers = Mutex<(out: String, err: String)>(("", ""))
    private let passthrough: Bool
    private let input: Mutex<[String]>
    private let ascii = Mutex(false)

    /// Whether everything written is folded to ASCII (``ASCIIText``): set for `--ascii` and for a
    /// locale that is not UTF-8.
    public var asciiOnly: Bool {
        get { ascii.withLock { $0 } }
        set { ascii.withLock { $0 = newValue } }
    }

    /// Writes go to buffers, read with ``output`` and ``errors``. `stdin` lines are served by ``readLine()``.
    public static func capturing(stdin: [String] = []) -> ConsoleIO { ConsoleIO(passthrough: false, stdin: stdin) }

    /// Writes go to the process's standard output and error (buffered until ``flush()``).
    public static func standard() -> ConsoleIO { ConsoleIO(passthrough: true, stdin: []) }

    private init(passthrough: Bool, stdin: [String]) {
        self.passthrough = passthrough
        input = Mutex(stdin)
    }

    /// Appends text to a stream. With ``asciiOnly`` the text is folded to ASCII, unless `verbatim`:
    /// data written to standard output (an export, a calendar file) keeps every character.
    public func write(_ text: String, to stream: Stream = .out, verbatim: Bool = false) {
        let text = asciiOnly && !verbatim ? ASCIIText.fold(text) : text
        buffers.withLock {
            if stream == .out { $0.out += text } else { $0.err += text }
        }
        if passthrough && stream == .err { flush() }
    }

    /// Everything written to standard output (capturing mode), or not yet flushed.
    public var output: String { buffers.withLock { $0.out } }
    /// Everything written to standard error (capturing mode), or not yet flushed.
    public var errors: String { buffers.withLock { $0.err } }

    /// Sends buffered text to the real streams (standard mode only).
    public func flush() {
        guard passthrough else { return }
        let (o, e) = buffers.withLock { b -> (String, String) in
            defer { b = ("", "") }
            return b
        }
        if !o.isEmpty { Self.write(o, to: .standardOutput) }
        if !e.isEmpty { Self.write(e, to: .standardError) }
    }

    /// Writes text's UTF-8 bytes. (`Data(text.utf8)`, a generic initialiser, cost `tend` a 0.4 M
    /// instruction conformance look-up on first use; the bytes are copied once either way.)
    private static func write(_ text: String, to handle: FileHandle) {
        var text = text
        text.withUTF8 { p in
            if let base = p.baseAddress { handle.write(Data(bytes: base, count: p.count)) }
        }
    }

    /// Reads a line of input: from the capture list, or from standard input.
    public func readLine(hidden: Bool = false) -> String? {
        if !passthrough {
            return input.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        }
        flush()
        if hidden, let secret = Terminal.readHidden() { return secret }
        return Swift.readLine(strippingNewline: true)
    }
}
