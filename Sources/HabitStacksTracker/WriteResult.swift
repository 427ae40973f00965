import TendConsole
import TendKernel

/// What a writing command prints with `--json`: what it did, to what, and the sentence it prints
/// otherwise. Keys: `action`, `changed`, `message`, and where they apply `habit`, `stack`, `day`,
/// `state`, `amount`, `next`.
struct WriteResult: Encodable {
    /// The history action (`habit.done`).
    var action: String
    /// Whether anything was written.
    var changed: Bool
    /// The text output.
    var message: String
    /// The habit concerned.
    var habit: String? = nil
    /// The stack concerned.
    var stack: String? = nil
    /// The day of a check-in (ISO).
    var day: String? = nil
    /// The habit's state on that day afterwards.
    var state: HabitDayState? = nil
    /// The amount checked in.
    var amount: Double? = nil
    /// The next habit of its stack that day, if any.
    var next: String? = nil

    /// What a command shows: JSON with `--json`, else the message lines.
    func output(extra: [String] = []) -> CommandOutput {
        CommandOutput(json: self) { [message] + extra }
    }
}
