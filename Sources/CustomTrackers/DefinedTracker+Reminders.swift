import TendConsole
import TendKernel

extension DefinedTracker: ReminderOffering {
    /// One reminder named after the tracker (`remind.<id>`): on by default at the definition's
    /// `reminder.time`, on its `days` (else the tracker's schedule), showing its `message`; off until set
    /// when the definition has no reminder.
    public var reminderDefaults: [TendConsole.ReminderDefault] {
        let r = definition.reminder
        return [.tracker(descriptor, time: r?.time, days: r?.days, message: r?.message)]
    }
}
