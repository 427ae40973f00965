import ArgumentParser
import TendConsole
import TendKernel

/// `tend water drink AMOUNT [--date D]`: one drink, one entry.
struct WaterDrinkCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "drink", abstract: tr("water.drink.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    @Argument(help: ArgumentHelp(tr("water.drink.amount.help"), valueName: "amount"))
    var amount: String

    func checkInput() throws { _ = try WaterAmount.parse(amount) }

    func execute(_ s: Session) throws -> CommandOutput {
        let ml = try WaterAmount.parse(amount)
        let day = try s.day(date)
        let now = s.now, ids = s.ids
        try s.store.write(ChangeIntent(action: "water.drink", detail: "\(ml) ml · \(day.iso)")) { reader in
            let last = try reader.entries(EntryQuery(tracker: WaterTracker.id, days: day...day, includeDeleted: true,
                                                     newestFirst: true, limit: 1)).first
            return [.create(Entry(id: ids.recordID(), tracker: WaterTracker.id, day: day, value: .amount(Double(ml)),
                                  position: FractionalIndex.after(last?.position), source: "cli", created: now))]
        }
        // The day's view (its drinks, total and goal) is what both forms show.
        let view = try WaterDay.read(day, s)
        return CommandOutput(json: view) {
            [tr("water.drink.saved", ["day": DayFormat.long(day), "ml": String(ml), "total": String(view.total),
                                      "goal": String(view.goal)])]
        }
    }
}
