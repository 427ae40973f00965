import Hummingbird
import TendKernel

/// A page's query values (`?month=2026-11&days=90`, `?target=mood&target=gratitude`).
struct WebQuery: Sendable {
    /// The values by name, in order.
    let values: [String: [String]]

    /// No values.
    init(_ values: [String: [String]] = [:]) { self.values = values }

    /// The query of a request, decoded as a form is (`+` is a space).
    init(_ request: Request) {
        var values: [String: [String]] = [:]
        for (name, value) in WebForm.pairs(request.uri.query ?? "") { values[name, default: []].append(value) }
        self.values = values
    }

    /// The first value of `name`, if given.
    subscript(_ name: String) -> String? { values[name]?.first }

    /// Every value of `name`.
    func all(_ name: String) -> [String] { values[name] ?? [] }
}

/// What a tracker page shows beyond the generic one, from the builders that take their data as
/// parameters (``WebMoodPage``, ``WebJournalPages``): the mood month and insights, a journal's week and
/// month. This is the one place that names the trackers that have them.
enum WebPageSections {
    /// The sections of tracker `id`'s page for its query, and the refusal of a bad query value.
    static func build(_ id: String, params: WebQuery, today: Day, bridge: TendBridge) -> (sections: PageSectionsView?, error: String?) {
        let path = "/t/" + id
        if id == "mood" {
            let built = WebMoodPage.build(month: params["month"], days: params["days"], path: path, bridge: bridge)
            return (built.view.map { PageSectionsView(mood: $0, journalCalendar: nil) }, built.error)
        }
        if let commands = WebJournalPages.builtIn[id] {
            let built = WebJournalPages.build(commands, week: params["week"], month: params["month"], today: today, path: path, bridge: bridge)
            return (built.view.map { PageSectionsView(mood: nil, journalCalendar: $0) }, built.error)
        }
        return (nil, nil)
    }
}

/// The sections a tracker page adds.
struct PageSectionsView {
    let mood: MoodPageView?
    let journalCalendar: JournalCalendarView?
}
