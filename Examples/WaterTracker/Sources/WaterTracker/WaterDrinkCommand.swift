import ArgumentParser
import TendConsole
import TendKernel

/// `tend water drink AMOUNT [--date D]`: one drink, one entry.
struct WaterDrinkCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "drink", abstract: tr("water.drink.abstract"))
    }

    @OptionGroup var common: CommonOptions
    @OptionGroup var date: DateOption

    @Argument(help: ArgumentHelp(tr("water.drink.amount.help"), valueName: "amount"))
    var amount: String

    func run() throws {
        let ml = try WaterAmount.parse(amount)
        let s = try Session(common)
        let day = try s.day(date)
        let now = s.now, ids = s.ids
        try s.store.write(ChangeIntent(action: "water.drink", detail: "\(ml) ml · \(day.iso)")) { reader in
            let last = try reader.entries(EntryQuery(tracker: WaterTracker.id, days: day...day, includeDeleted: true,
                                                     newestFirst: true, limit: 1)).first
            return [.create(Entry(id: ids.recordID(), tracker: WaterTracker.id, day: day, value: .amount(Double(ml)),
                                  position: FractionalIndex.after(last?.position), source: "cli", created: now))]
        }
        let view = try WaterDay.read(day, s)
        if s.wantsJSON { try s.printJSON(view); return }
        s.print(tr("water.drink.saved", ["day": DayFormat.long(day), "ml": String(ml), "total": String(view.total),
                                         "goal": String(view.goal)]))
    }
}
