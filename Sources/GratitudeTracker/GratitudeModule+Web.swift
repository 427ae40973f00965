import TendConsole

extension GratitudeModule {
    /// The journal's page in the browser: an "I am grateful for…" field that runs `tend gratitude add`,
    /// the newest days with lines and a search (`tend gratitude list|search --json`).
    static var web: TrackerWebPage {
        TrackerWebPage(controls: [WebControl(field: "text", kind: .line(label: "web.gratitude.label", button: "web.gratitude.add"),
                                             arguments: [GratitudeTracker.id, "add"])],
                       sections: [WebSection(id: "week", title: "web.journal.week",
                                             kind: .journal(list: [GratitudeTracker.id, "list"], search: [GratitudeTracker.id, "search"]))])
    }
}
