import TendConsole

extension FiveLinesModule {
    /// The journal's page in the browser: a field for a line about today that runs `tend five add`, the
    /// newest days with lines and a search (`tend five list|search --json`).
    static var web: TrackerWebPage {
        TrackerWebPage(controls: [WebControl(field: "text", kind: .line(label: "web.five.label", button: "web.five.add"),
                                             arguments: [FiveLinesTracker.id, "add"])],
                       sections: [WebSection(id: "week", title: "web.journal.week",
                                             kind: .journal(list: [FiveLinesTracker.id, "list"], search: [FiveLinesTracker.id, "search"]))])
    }
}
