import ArgumentParser
import TendConsole
import TendKernel

/// `tend water goal [ML]`: shows the daily goal, or sets it (a synced setting).
struct WaterGoalCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "goal", abstract: tr("water.goal.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("water.goal.ml.help"), valueName: "ml"))
    var ml: String?

    func checkInput() throws { _ = try goal() }

    /// The goal given, checked (`nil`: show the current one).
    private func goal() throws -> Int? {
        guard let ml else { return nil }
        guard let n = Int(ml), WaterTracker.goals.contains(n) else {
            throw TendError(key: "water.error.goal", ["input": Sanitize.forDisplay(ml, limit: 20)])
        }
        return n
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let old = try WaterTracker.goal(s.store)
        guard let goal = try goal() else {
            return CommandOutput(json: ["goal": old]) { [tr("water.goal.is", ["goal": String(old)])] }
        }
        try s.store.write(ChangeIntent(action: "water.goal", detail: "\(goal) ml")) { _ in
            [.setSetting(WaterTracker.goalSetting, scope: .synced, .int(Int64(goal)))]
        }
        return CommandOutput(json: ["goal": goal]) { [tr("water.goal.set", ["goal": String(goal), "old": String(old)])] }
    }
}
