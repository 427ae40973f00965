import TendConsole

extension GratitudeModule {
    /// The journal's page in the browser: an "I am grateful for…" field that runs `tend gratitude add`,
    /// its week, its month and a search (`tend gratitude week`, `month`, `search`, with `--json`).
    static var web: TrackerWebPage {
        TrackerWebPage(controls: [WebControl(field: "text", kind: .line(label: "web.gratitude.label", button: "web.gratitude.add"),
                                             arguments: [GratitudeTracker.id, "add"])],
                       sections: [WebSection(id: "week", title: "web.journal.search.label",
                                             kind: .journal(search: [GratitudeTracker.id, "search"], week: [GratitudeTracker.id, "week"],
                                                            month: [GratitudeTracker.id, "month"]))])
    }
}
