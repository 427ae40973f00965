import TendConsole
import TendKernel

extension RitualArcsModule {
    /// The rituals' page in the browser: the rituals running today, each with a button per habit that
    /// runs `tend ritual check` (`tend ritual --all --json`); then every ritual — running, upcoming,
    /// paused, finished or archived — with its arc's progress, its past arcs and each habit's days done
    /// (`tend ritual list --all --json`, `tend ritual show --json`).
    static var web: TrackerWebPage {
        TrackerWebPage(controls: [WebControl(field: "habit", kind: .checklist, arguments: [RitualArcsTracker.id, "check"])],
                       sections: [runningToday, history, every])
    }

    /// The rituals running today, with their check-off.
    static var runningToday: WebSection {
        WebSection(id: "rituals", title: "web.ritual.title", empty: "web.ritual.none", kind: .groups { reads in
            let rows = reads.json(RitualTodayText.JSON.self, [RitualArcsTracker.id, "--all", "--json"])?.rituals ?? []
            return rows.filter { $0.enabled && $0.phase == .running }.map { row in
                WebGroup(heading: row.title,
                         sentences: row.arc.flatMap { arc in arc.day.map { [tr("web.ritual.arc", ["day": String($0), "length": String(arc.length)])] } } ?? [],
                         progress: WebProgress(done: row.done, total: row.total,
                                               words: tr("web.ritual.count", ["done": String(row.done), "total": String(row.total)])),
                         checklist: WebChecklist(legend: tr("web.ritual.legend", ["ritual": row.title]), field: "habit",
                                                 items: row.habits.map { WebCheckItem(name: $0.title, value: $0.title, done: $0.done) }))
            }
        })
    }

    /// The month of `?month=` (`YYYY-MM`; this month without one, or after a refusal) as a calendar of
    /// every ritual's completion (`tend ritual history --json`): all done, half or more, less, none.
    static var history: WebSection {
        WebSection(id: "history", title: "web.ritual.history.section", kind: .groups { reads in
            let asked = reads.parameters["month"].map { [[RitualArcsTracker.id, "history", "--json", "--date", $0 + "-01"]] } ?? []
            guard let json = reads.first(RitualHistoryCommand.JSON.self, asked + [[RitualArcsTracker.id, "history", "--json"]]),
                  let first = Day(iso: json.month + "-01") else { return [] }
            return [historyGroup(json, first: first, weekStart: Weekday(rawValue: json.firstWeekday) ?? .monday)]
        })
    }

    /// The month's group: its heading, the links around it, its figures and its calendar.
    static func historyGroup(_ json: RitualHistoryCommand.JSON, first: Day, weekStart: Weekday) -> WebGroup {
        let title = tr("ritual.history.title", ["month": DayFormat.monthName(first.month), "year": String(first.year),
                                                "what": tr("ritual.history.all")])
        var marks: [Day: WebDayMark] = [:]
        for day in json.days {
            let style: WebStyleName = switch day.level {
            case .perfect: .level(5)
            case .half: .level(4)
            case .low: .level(2)
            case .none: .empty
            }
            marks[day.date] = WebDayMark(style: style, value: tr("ritual.level." + day.level.rawValue) + " · \(day.done)/\(day.total)")
        }
        let summary = tr("ritual.history.summary", ["perfect": String(json.perfectDays), "active": String(json.activeDays),
                                                    "average": json.average.map(FigureText.percent) ?? "–"])
        return WebGroup(heading: title,
                        pager: .months(around: first),
                        sentences: [summary],
                        month: WebMonth(first: first, weekStart: weekStart, caption: title, marks: marks))
    }

    /// Every ritual: where its arc is, its arcs so far and its habits' days done.
    static var every: WebSection {
        WebSection(id: "ritual-arcs", title: "web.ritual.all", empty: "web.ritual.no-ritual", kind: .groups { reads in
            (reads.json([RitualListCommand.Row].self, [RitualArcsTracker.id, "list", "--all", "--json"]) ?? []).compactMap { listed in
                guard let show = reads.json(RitualShowCommand.JSON.self, [RitualArcsTracker.id, "show", "--json", "--", listed.title]) else { return nil }
                return group(show)
            }
        })
    }

    /// One ritual's group.
    static func group(_ r: RitualShowCommand.JSON) -> WebGroup {
        let arc = r.arc
        let elapsed = switch r.phase {
        case .running: r.day ?? 0
        case .finished: arc.length
        case .upcoming: 0
        }
        let status = r.archived ? tr("web.ritual.status.archived")
            : !r.enabled ? tr("web.ritual.status.paused")
            : tr("web.ritual.status." + r.phase.rawValue, ["start": arc.start.iso, "end": arc.end.iso])
        let arcs = WebTable(caption: tr("web.ritual.arcs", ["ritual": r.title]),
                            columns: [tr("web.ritual.col.arc"), tr("web.ritual.col.from"), tr("web.ritual.col.to"), tr("web.ritual.col.done")],
                            rows: r.arcs.map { [String($0.number), $0.start.iso, $0.end.iso, FigureText.percent($0.completionRate)] })
        let habits = WebTable(caption: tr("web.ritual.habits", ["ritual": r.title, "arc": String(arc.number)]),
                              columns: [tr("web.ritual.col.habit"), tr("web.ritual.col.days-done"), tr("web.ritual.col.done")],
                              rows: r.habits.map { [$0.title, String($0.doneDays), FigureText.percent($0.completionRate)] })
        return WebGroup(heading: r.title,
                        sentences: [status, tr("web.ritual.summary", ["rate": FigureText.percent(r.completionRate), "active": String(r.daysActive),
                                                                      "streak": String(r.streak.current), "longest": String(r.streak.longest)])],
                        progress: WebProgress(done: elapsed, total: arc.length,
                                              words: tr("web.ritual.arc-progress", ["number": String(arc.number), "day": String(elapsed), "length": String(arc.length)])),
                        tables: [arcs, habits])
    }
}
