import ArgumentParser
import TendConsole
import TendEngine
import TendKernel

/// `tend undo`: reverts the most recent change made on this device (or in the history a restore brought
/// back, ``Store/undoDevices()``) by writing new ops.
struct UndoCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "undo", abstract: trHelp("undo.abstract"), discussion: trHelp("undo.discussion"))
    }

    @OptionGroup var common: CommonOptions

    func execute(_ s: Session) throws -> CommandOutput {
        guard let result = try s.store.replicated().undo() else { return .lines(tr("undo.nothing")) }
        let undone = ChangeSummary(result.undone)
        return .lines(tr("undo.done", ["what": ChangeText.describe(undone), "when": ChangeText.time(undone, s.calendar)]))
    }
}

/// How changes are described in history and undo.
enum ChangeText {
    /// `Logged mood (good · 2026-11-21)`.
    static func describe(_ c: ChangeSummary) -> String {
        let action = actionName(c.action)
        if c.action == "undo" {
            return tr("history.undo-of", ["action": actionName(c.detail)])
        }
        return c.detail.isEmpty ? action : action + " (" + c.detail + ")"
    }

    /// The action's catalog text, or the raw action.
    static func actionName(_ action: String) -> String {
        let key = "history.action." + action
        return Catalog.has(key) ? tr(key) : action
    }

    /// `2026-11-22 08:30` in local time.
    static func time(_ c: ChangeSummary, _ calendar: DayCalendar) -> String {
        let cal = DayCalendar(timeZone: calendar.timeZone)
        return cal.day(of: c.date).iso + " " + cal.time(of: c.date).description
    }
}
