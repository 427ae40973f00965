import ArgumentParser
import TendConsole
import TendKernel

/// `tend water goal [ML]`: shows the daily goal, or sets it (a synced setting).
struct WaterGoalCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "goal", abstract: tr("water.goal.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("water.goal.ml.help"), valueName: "ml"))
    var ml: String?

    func run() throws {
        var goal: Int?
        if let ml {
            guard let n = Int(ml), WaterTracker.goals.contains(n) else {
                throw TendError(key: "water.error.goal", ["input": Sanitize.forDisplay(ml, limit: 20)])
            }
            goal = n
        }
        let s = try Session(common)
        let old = try WaterTracker.goal(s.store)
        guard let goal else {
            if s.wantsJSON { try s.printJSON(["goal": old]) } else { s.print(tr("water.goal.is", ["goal": String(old)])) }
            return
        }
        try s.store.write(ChangeIntent(action: "water.goal", detail: "\(goal) ml")) { _ in
            [.setSetting(WaterTracker.goalSetting, scope: .synced, .int(Int64(goal)))]
        }
        if s.wantsJSON { try s.printJSON(["goal": goal]) } else {
            s.print(tr("water.goal.set", ["goal": String(goal), "old": String(old)]))
        }
    }
}
