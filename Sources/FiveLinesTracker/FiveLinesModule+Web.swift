import TendConsole

extension FiveLinesModule {
    /// The journal's page in the browser: a field for a line about today that runs `tend five add`, its
    /// week, its month and a search (`tend five browse --week`, `month`, `search`, with `--json`).
    static var web: TrackerWebPage {
        TrackerWebPage(controls: [WebControl(field: "text", kind: .line(label: "web.five.label", button: "web.five.add"),
                                             arguments: [FiveLinesTracker.id, "add"])],
                       sections: [WebSection(id: "week", title: "web.journal.search.label",
                                             kind: .journal(search: [FiveLinesTracker.id, "search"], week: [FiveLinesTracker.id, "browse", "--week"],
                                                            month: [FiveLinesTracker.id, "month"]))])
    }
}
