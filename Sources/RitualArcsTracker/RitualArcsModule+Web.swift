import TendConsole

extension RitualArcsModule {
    /// The rituals' page in the browser: the rituals running today, each with a button per habit that
    /// runs `tend ritual check` (`tend ritual --all --json`); then every ritual — running, upcoming,
    /// paused, finished or archived — with its arc's progress, its past arcs and each habit's days done
    /// (`tend ritual list --all --json`, `tend ritual show --json`).
    static var web: TrackerWebPage {
        TrackerWebPage(controls: [WebControl(field: "habit", kind: .checklist, arguments: [RitualArcsTracker.id, "check"])],
                       sections: [runningToday, every])
    }

    /// The rituals running today, with their check-off.
    static var runningToday: WebSection {
        WebSection(id: "rituals", title: "web.ritual.title", empty: "web.ritual.none", kind: .groups { reads in
            let rows = reads.json(Today.self, [RitualArcsTracker.id, "--all", "--json"])?.rituals ?? []
            return rows.filter { $0.enabled && $0.phase == ArcPhase.running.rawValue }.map { row in
                WebGroup(heading: row.title,
                         sentences: row.arc.flatMap { arc in arc.day.map { [tr("web.ritual.arc", ["day": String($0), "length": String(arc.length)])] } } ?? [],
                         progress: WebProgress(done: row.done, total: row.total,
                                               words: tr("web.ritual.count", ["done": String(row.done), "total": String(row.total)])),
                         checklist: WebChecklist(legend: tr("web.ritual.legend", ["ritual": row.title]), field: "habit",
                                                 items: row.habits.map { WebCheckItem(name: $0.title, value: $0.title, done: $0.done) }))
            }
        })
    }

    /// Every ritual: where its arc is, its arcs so far and its habits' days done.
    static var every: WebSection {
        WebSection(id: "ritual-arcs", title: "web.ritual.all", empty: "web.ritual.no-ritual", kind: .groups { reads in
            (reads.json([Listed].self, [RitualArcsTracker.id, "list", "--all", "--json"]) ?? []).compactMap { listed in
                guard let show = reads.json(Shown.self, [RitualArcsTracker.id, "show", "--json", "--", listed.title]) else { return nil }
                return group(show)
            }
        })
    }

    /// One ritual's group.
    static func group(_ r: Shown) -> WebGroup {
        let arc = r.arc
        let elapsed = switch r.phase {
        case ArcPhase.running.rawValue: r.day ?? 0
        case ArcPhase.finished.rawValue: arc.length
        default: 0
        }
        let status = r.archived ? tr("web.ritual.status.archived")
            : !r.enabled ? tr("web.ritual.status.paused")
            : tr("web.ritual.status." + r.phase, ["start": arc.start, "end": arc.end])
        let arcs = WebTable(caption: tr("web.ritual.arcs", ["ritual": r.title]),
                            columns: [tr("web.ritual.col.arc"), tr("web.ritual.col.from"), tr("web.ritual.col.to"), tr("web.ritual.col.days"),
                                      tr("web.ritual.col.done")],
                            rows: r.arcs.map { [String($0.number), $0.start, $0.end, String($0.length), FigureText.percent($0.completionRate)] })
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

    /// The `tend ritual --all --json` fields the page uses.
    struct Today: Decodable {
        struct Arc: Decodable {
            let length: Int
            let day: Int?
        }
        struct Habit: Decodable {
            let title: String
            let done: Bool
        }
        struct Row: Decodable {
            let title: String
            let enabled: Bool
            let phase: String?
            let arc: Arc?
            let done: Int
            let total: Int
            let habits: [Habit]
        }
        let rituals: [Row]
    }

    /// The `tend ritual list --all --json` fields the page uses.
    struct Listed: Decodable {
        let title: String
    }

    /// The `tend ritual show --json` fields the page uses.
    struct Shown: Decodable {
        struct Arc: Decodable {
            let number: Int
            let start: String
            let end: String
            let length: Int
            let completionRate: Double
        }
        struct Habit: Decodable {
            let title: String
            let doneDays: Int
            let completionRate: Double
        }
        struct Streak: Decodable {
            let current: Int
            let longest: Int
        }
        let title: String
        let phase: String
        let enabled: Bool
        let archived: Bool
        let day: Int?
        let arc: Arc
        let arcs: [Arc]
        let habits: [Habit]
        let completionRate: Double
        let daysActive: Int
        let streak: Streak
    }
}
