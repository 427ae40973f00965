import ArgumentParser
import TendConsole
import TendKernel

/// `tend remind` (`tend remind list`): this device's reminders — time, days, the next one — and any
/// active nudge.
///
/// JSON: `{"reminders": [{"name", "id", "tracker", "title", "setting", "state": set|default|off|unset,
/// "time"?, "days"?, "followsSchedule"?, "next"?: {"day", "time"}, "paused"}], "nudges": [{"tracker",
/// "target"?, "title", "level": first|last, "missed", "since", "paused", "text"}]}` — `time`, `days` and
/// `followsSchedule` only for a reminder that is on.
struct RemindListCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: trHelp("remind.list.abstract"))
    }

    @OptionGroup var common: CommonOptions

    func execute(_ s: Session) throws -> CommandOutput {
        let marks = ShownMarks(storePath: s.storePath, lock: false)
        let book = try ReminderBook.load(s, marks: marks)
        let view = try RemindListView.build(book, s, marks: marks)
        return CommandOutput(json: view) {
            if view.reminders.isEmpty { return [tr(try s.enabledTrackers().isEmpty ? "remind.list.no-trackers" : "remind.list.empty")] }
            return view.render(style: s.style)
        }
    }
}

/// The content of `tend remind`, also its `--json` shape.
struct RemindListView: Encodable {
    struct Row: Encodable {
        let name: String
        let id: String
        let tracker: String
        let title: String
        let setting: String
        let state: Reminder.Origin
        let time: String?
        let days: String?
        let followsSchedule: Bool?
        let next: Next?
        let paused: Bool
    }

    struct Next: Encodable {
        let day: Day
        let time: String
        let daysAhead: Int

        enum CodingKeys: String, CodingKey { case day, time }
    }

    struct Nudge: Encodable {
        let tracker: String
        let target: String?
        let title: String
        let level: NudgeLevel
        let missed: Int
        let since: Day?
        let paused: Bool
        let text: String
    }

    let reminders: [Row]
    let nudges: [Nudge]
    /// Names of the reminders on by default on a store not set up yet (text only).
    let onByDefault: [String]

    enum CodingKeys: String, CodingKey { case reminders, nudges }

    static func build(_ book: ReminderBook, _ s: Session, marks: ShownMarks) throws -> RemindListView {
        var rows: [Row] = []
        var nudges: [Nudge] = []
        var seen = Set<String>()
        for r in book.reminders {
            let next = try ReminderNext.find(r, in: book, s, marks: marks)
            let paused = r.isOn && ReminderNext.paused(r, in: book, marks: marks)
            rows.append(Row(name: r.slot.name, id: r.slot.id, tracker: r.slot.tracker, title: r.slot.title,
                            setting: r.slot.settingKey, state: r.origin, time: r.time?.description,
                            days: r.isOn ? r.days.text : nil, followsSchedule: r.isOn ? r.followsSchedule : nil,
                            next: next.map { Next(day: $0.day, time: r.time!.description, daysAhead: $0.daysAhead) },
                            paused: paused))
            let n = book.nudge(r)
            guard r.isOn, n.level != .none, seen.insert(r.practice.key).inserted else { continue }
            nudges.append(Nudge(tracker: r.slot.tracker, target: r.practice.target?.id, title: r.practice.title,
                                level: n.level, missed: n.missed, since: n.since, paused: paused,
                                text: ReminderText.nudge(n.level, missed: n.missed)))
        }
        return RemindListView(reminders: rows, nudges: nudges, onByDefault: book.onByDefault.map(\.slot.name))
    }

    /// The text form (at least one reminder).
    func render(style: Style) -> [String] {
        var table = TextTable(columns: [.init(tr("remind.col.name")), .init(tr("remind.col.time")),
                                        .init(tr("remind.col.days")), .init(tr("remind.col.next"))])
        for r in reminders {
            let notes = (r.followsSchedule == true ? [tr("remind.note.schedule")] : []) + (r.state == .default ? [tr("remind.note.default")] : [])
            let days = r.days.map { notes.isEmpty ? $0 : tr("remind.days.notes", ["days": $0, "notes": notes.joined(separator: ", ")]) } ?? ""
            let next: String
            if r.paused { next = tr("remind.next.paused") } else if let n = r.next, let t = ClockTime(parsing: n.time) {
                next = ReminderText.when(n.day, t, daysAhead: n.daysAhead)
            } else { next = r.time == nil ? "" : tr("remind.next.none") }
            table.rows.append([r.name, r.time ?? tr("remind.off"), days, next])
        }
        var out = table.render(style: style)
        if !nudges.isEmpty { out.append("") }
        for n in nudges {
            let key = n.paused ? "remind.list.paused" : (n.level == .last ? "remind.list.last" : "remind.list.nudge")
            out += TextWrap.wrap(tr(key, ["title": n.title, "text": n.text, "n": String(n.missed)]), width: 80)
        }
        out.append("")
        if !onByDefault.isEmpty {
            out += TextWrap.wrap(tr("remind.list.on-by-default", ["names": onByDefault.joined(separator: ", ")]), width: 80)
        } else {
            out += TextWrap.wrap(tr("remind.list.hint"), width: 80)
        }
        return out
    }
}
