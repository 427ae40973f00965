import Hummingbird
import TendCLI
import TendConsole
import TendKernel

/// Builds the pages from Tend's values and renders them with ``WebTemplates``.
struct WebPage {
    let bridge: TendBridge
    let access: WebAccess

    /// The Today page; `error` is a refusal to show above it.
    func today(error: String? = nil, status: HTTPResponse.Status = .ok) -> Response {
        bridge.localized { todayPage(error: error, status: status) }
    }

    private func todayPage(error: String?, status: HTTPResponse.Status) -> Response {
        let today: TodayBlocks
        do { today = try bridge.today() } catch { return Self.refusal(.internalServerError, "\(error)") }
        let blocks = today.blocks.map { WebControls.block($0, page: WebControls.page($0.status.tracker, modules: bridge.modules), text: { bridge.text($0) }) }
        let view = TodayPageView(chrome: chrome(today, current: "/", error: error), greeting: today.greeting,
                                 date: DayFormat.long(today.date), blocks: blocks)
        return Self.html(WebTemplates.render(view, "today"), status: status)
    }

    /// A tracker's page: its today block, the sections its tracker declares (for the page's query
    /// values: `?q=`, `?month=`…), its newest entries. A query value the tracker's command refuses is
    /// shown with its sentence above the page (400), and the page shows its defaults.
    func tracker(_ id: String, params: WebQuery = WebQuery()) -> Response {
        bridge.localized { trackerPage(id, params: params) }
    }

    /// The compare page.
    func compare(_ params: WebQuery) -> Response {
        bridge.localized {
            let today: TodayBlocks
            do { today = try bridge.today() } catch { return Self.refusal(.internalServerError, "\(error)") }
            return WebComparePage.page(ComparePeriod(params), targets: params.all("target"), models: params["models"],
                                       chrome: { chrome(today, current: WebComparePage.path, error: $0, errorTitle: "web.error.query") },
                                       reads: WebSections.reads(today: today.date, params: params, bridge: bridge), bridge: bridge)
        }
    }

    private func trackerPage(_ id: String, params: WebQuery) -> Response {
        let today: TodayBlocks
        let entries: [Entry]?
        do {
            today = try bridge.today()
            entries = try bridge.recentEntries(id)
        } catch { return Self.refusal(.internalServerError, "\(error)") }
        guard let entries else { return Self.refusal(.notFound, bridge.text("web.not-found")) }
        let block = today.blocks.first { $0.status.tracker == id }
        let sections = WebSections.views(id, today: today.date, params: params, bridge: bridge)
        let view = TrackerPageView(
            chrome: chrome(today, current: "/t/" + id, error: sections.refusal, errorTitle: "web.error.query"),
            block: block.map { WebControls.block($0, page: WebControls.page(id, modules: bridge.modules), text: { bridge.text($0) }) },
            sections: sections.sections,
            recentTitle: bridge.text("web.tracker.recent"), empty: bridge.text("web.tracker.none"),
            entries: entries.map { EntryView(day: $0.day.iso, value: value($0.value), note: $0.note) }, hasEntries: !entries.isEmpty)
        return Self.html(WebTemplates.render(view, "tracker"), status: sections.refusal == nil ? .ok : .badRequest)
    }

    /// An entry's value as the generic page shows it.
    func value(_ v: EntryValue) -> String {
        switch v {
        case .text(let t): return t
        case .level(let n): return String(n)
        case .done: return bridge.text("web.step.done")
        case .skip: return bridge.text("web.step.skipped")
        case .amount(let a): return FigureText.count(a)
        }
    }

    /// What surrounds a page; `errorTitle` heads a refusal (a write's, unless a page's query was refused).
    func chrome(_ today: TodayBlocks, current: String, error: String?, errorTitle: String = "web.error.title") -> ChromeView {
        let links = [NavLinkView(href: "/", name: bridge.text("web.nav.today"), current: current == "/")]
            + today.blocks.map { NavLinkView(href: "/t/" + $0.status.tracker, name: TodayText.title($0.status), current: current == "/t/" + $0.status.tracker) }
            + [NavLinkView(href: WebComparePage.path, name: bridge.text("web.nav.compare"), current: current == WebComparePage.path)]
        return ChromeView(lang: Catalog.language(in: bridge.environment), title: bridge.text("web.title"), navLabel: bridge.text("web.nav"),
                          links: links, csrf: access.formToken, errorTitle: bridge.text(errorTitle), error: error)
    }

    /// An HTML response.
    static func html(_ body: String, status: HTTPResponse.Status) -> Response {
        Response(status: status, headers: [.contentType: "text/html; charset=utf-8"], body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }

    /// A refusal: its status and one sentence, as a small page.
    static func refusal(_ status: HTTPResponse.Status, _ message: String) -> Response {
        html(WebTemplates.render(RefusalView(status: "\(status.code) \(status.reasonPhrase)", message: message), "refusal"), status: status)
    }
}
