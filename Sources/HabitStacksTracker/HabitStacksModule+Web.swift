import TendConsole

extension HabitStacksModule {
    /// The habits' page in the browser: a button per habit due today (`tend habit done`); each stack as
    /// its chain (`tend stack --json`); every habit with its year, day by day (`tend habit show --svg`),
    /// and its strength and momentum over the last year (`tend compare --models habit:NAME`: a chart,
    /// and the same figures month by month in a table).
    static var web: TrackerWebPage {
        TrackerWebPage(controls: [WebControl(field: "habit", kind: .steps(legend: "web.habits.legend"), arguments: ["habit", "done"])],
                       sections: [stacks, habits])
    }

    /// Each stack as its chain: the cue, then its habits in order with today's state.
    static var stacks: WebSection {
        WebSection(id: "stacks", title: "web.habit.stacks", empty: "web.habit.no-stack", kind: .groups { reads in
            (reads.json([StackShowCommand.Report].self, ["stack", "--json"]) ?? []).map { s in
                WebGroup(heading: s.name, sentences: [tr("web.habit.cue", ["cue": s.trigger])],
                         progress: WebProgress(done: s.done, total: s.due, words: tr("web.habit.count", ["done": String(s.done), "total": String(s.due)])),
                         chain: s.habits.sorted { $0.position < $1.position }.map { h in
                             let key = "web.step." + h.state.rawValue
                             return WebChainStep(name: h.name, state: h.state.rawValue, stateWords: Catalog.has(key) ? tr(key) : h.state.rawValue)
                         })
            }
        })
    }

    /// Every habit (archived ones aside): its year and its strength and momentum over the last year.
    static var habits: WebSection {
        WebSection(id: "habits", title: "web.habit.all", empty: "web.habit.none", charts: [
            WebChart(name: "grid") { file, name in ["habit", "show", "--svg", file, "--", name] },
            WebChart(name: "models") { file, name in ["compare", "--models", HabitStacksTracker.id + ":" + name, "--since", "1y", "--svg", file] },
        ], kind: .groups { reads in
            (reads.json([HabitListCommand.Row].self, ["habit", "list", "--json"]) ?? []).map { row in
                let name = row.habit.name
                var group = WebGroup(heading: name, figures: [
                    WebFigure(chart: "grid", subject: name, alt: tr("web.habit.grid.alt", ["habit": name]), caption: tr("web.habit.grid", ["habit": name])),
                ])
                if let models = reads.json(Models.self, ["compare", "--models", HabitStacksTracker.id + ":" + name, "--since", "1y", "--json"]) {
                    group.sentences = [tr("web.habit.now", ["strength": FigureText.percent(models.current.strength),
                                                            "momentum": FigureText.percent(models.current.momentum.score)])]
                    group.figures.append(WebFigure(chart: "models", subject: name, alt: tr("web.habit.models.alt", ["habit": name, "from": models.from, "to": models.to]),
                                                   caption: tr("web.habit.models", ["habit": name])))
                    group.tables = [WebTable(caption: tr("web.habit.models.table", ["habit": name]),
                                             columns: [tr("web.habit.col.day"), tr("web.habit.col.strength"), tr("web.habit.col.momentum")],
                                             rows: models.monthly(from: row.habit.start).map { [models.days[$0], FigureText.percent(models.strength[$0]), FigureText.percent(models.momentum[$0])] })]
                }
                return group
            }
        })
    }

    /// The `tend compare --models TARGET --json` fields the page uses: one point per day or per few days.
    struct Models: Decodable {
        struct Now: Decodable {
            struct Momentum: Decodable { let score: Double }
            let strength: Double
            let momentum: Momentum
        }
        let from: String
        let to: String
        let days: [String]
        let strength: [Double]
        let momentum: [Double]
        let current: Now

        /// The indexes of the first point of each month from `start` (an ISO day) on, and the last point.
        func monthly(from start: String) -> [Int] {
            let n = min(days.count, strength.count, momentum.count)
            let first = (0..<n).first { days[$0] >= start } ?? n - 1
            return (0..<n).filter { i in i == n - 1 || i == first || (i > first && days[i].prefix(7) != days[i - 1].prefix(7)) }
        }
    }
}
