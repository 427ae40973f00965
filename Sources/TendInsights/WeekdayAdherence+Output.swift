import TendConsole
import TendStats

extension WeekdayAdherence {
    /// Rounded for `--json` output.
    var rounded: WeekdayAdherence {
        var w = WeekdayAdherence(weekday: weekday, done: JSONOutput.round(done, 4), due: due)
        w.rate = rate.map { JSONOutput.round($0, 4) }
        return w
    }
}
