import ArgumentParser
import TendConsole
import TendKernel
import TendStats

/// `tend insights [--since 90d | --from D --to D] [--json]`: plain-language findings across the enabled
/// trackers, each with its n and effect size — or, when the data is too thin, why no claim is made.
public struct InsightsCommand: SessionCommand {
    /// Creates the command (ArgumentParser makes it).
    public init() {}

    /// Its name, help and options.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "insights", abstract: trHelp("insights.abstract"), discussion: trHelp("insights.discussion"))
    }

    /// `--store`, `--json`, …
    @OptionGroup public var common: CommonOptions
    @OptionGroup var period: PeriodOptions

    /// The `--json` shape: `{"from", "to", "days", "findings": [Finding]}`.
    struct Report: Encodable {
        let from: Day
        let to: Day
        let days: Int
        let findings: [Finding]
    }

    /// Runs it.
    public func execute(_ s: Session) throws -> CommandOutput {
        let range = try period.range(s)
        let targets = try PlatformTarget.all(try s.enabledTrackers(), s.context)
        let series = try targets.map { t in
            InsightSeries(id: t.id, name: t.target.name, kind: t.valueKind, history: ScheduledHistory(try t.history(in: range, s.context)))
        }
        let findings = Insights(series: series, range: range, firstWeekday: s.calendar.firstWeekday).findings()
        let report = Report(from: range.lowerBound, to: range.upperBound, days: range.lowerBound.days(to: range.upperBound) + 1,
                            findings: findings)
        return CommandOutput(json: report) { InsightsCommand.lines(report, s) }
    }

    /// The findings as text.
    private static func lines(_ report: Report, _ s: Session) -> [String] {
        let findings = report.findings
        var out = [s.style.bold(tr("insights.title", ["from": report.from.iso, "to": report.to.iso, "days": String(report.days)])), ""]
        if findings.isEmpty { out.append(tr("insights.empty")) }
        for f in findings {
            let lines = TextWrap.wrap(f.text, width: 78)
            let bullet = f.claim ? (s.style.unicode ? "•" : "*") : "-"
            out.append((f.claim ? bullet : s.style.dim(bullet)) + " " + (lines.first ?? ""))
            out += lines.dropFirst().map { "  " + $0 }
        }
        return out
    }
}
