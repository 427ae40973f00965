import ArgumentParser
import Foundation
import TendConsole
import TendKernel

/// `tend` / `tend today`: a greeting, then one block per tracker.
struct TodayCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "today", abstract: tr("today.abstract"))
    }

    @OptionGroup var common: CommonOptions

    func run() throws {
        let s = try Session(common)
        let view = try TodayView.build(s)
        if s.wantsJSON { try s.printJSON(view) } else { s.print(lines: view.render(style: s.style)) }
    }
}

/// The today view's content, also its `--json` shape.
struct TodayView: Encodable {
    struct Block: Encodable {
        let tracker: String
        let title: String
        let due: Bool
        let done: Bool
        let progress: Progress?
        let lines: [String]
        let figures: [String: FieldValue]
    }

    struct Progress: Encodable {
        let done: Int
        let total: Int
    }

    let date: Day
    let greeting: String
    let trackers: [Block]

    static func build(_ s: Session) throws -> TodayView {
        let now = s.now
        let part = TimeOfDay.at(s.calendar.time(of: now))
        let greetingKey = "today.greeting.\(part.rawValue)"
        let name = s.displayName
        let greeting = name.map { tr(greetingKey + ".named", ["name": $0]) } ?? tr(greetingKey)
        let ctx = s.context
        var blocks: [Block] = []
        for t in s.registry.trackers {
            let st = try Style.$current.withValue(s.style) { try t.today(ctx) }
            blocks.append(Block(tracker: st.tracker, title: st.title, due: st.due, done: st.done,
                                progress: st.progress.map { Progress(done: $0.done, total: $0.total) },
                                lines: st.lines, figures: st.figures))
        }
        return TodayView(date: s.today, greeting: greeting, trackers: blocks)
    }

    func render(style: Style) -> [String] {
        var out = [style.bold(greeting), style.dim(DayFormat.long(date)), ""]
        if trackers.isEmpty { out.append(tr("today.no-trackers")) }
        for b in trackers { out.append(contentsOf: b.lines) }
        return out
    }
}
