/// The one error type commands throw: a clear, already-localised sentence and an exit status.
///
/// Message rule: one sentence saying what was wrong and what is accepted.
public struct TendError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The sentence shown to the user (after `tend: `).
    public let message: String
    /// The exit status.
    public let status: ExitStatus

    /// Creates an error.
    public init(_ message: String, status: ExitStatus = .invalidInput) {
        self.message = message
        self.status = status
    }

    /// An error whose message comes from the string catalog.
    public init(key: String, _ args: [String: String] = [:], status: ExitStatus = .invalidInput) {
        self.init(Catalog.text(key, args), status: status)
    }

    /// The text form (for test failures and logs).
    public var description: String { message }
}
