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

    /// A tracker's page: its today block, the sections its tracker declares, its newest entries.
    func tracker(_ id: String, query: String? = nil) -> Response {
        bridge.localized { trackerPage(id, query: query) }
    }

    private func trackerPage(_ id: String, query: String?) -> Response {
        let today: TodayBlocks
        let entries: [Entry]?
        do {
            today = try bridge.today()
            entries = try bridge.recentEntries(id)
        } catch { return Self.refusal(.internalServerError, "\(error)") }
        guard let entries else { return Self.refusal(.notFound, bridge.text("web.not-found")) }
        let block = today.blocks.first { $0.status.tracker == id }
        let view = TrackerPageView(
            chrome: chrome(today, current: "/t/" + id, error: nil),
            block: block.map { WebControls.block($0, page: WebControls.page(id, modules: bridge.modules), text: { bridge.text($0) }) },
            sections: WebSections.views(id, today: today.date, query: query, bridge: bridge),
            recentTitle: bridge.text("web.tracker.recent"), empty: bridge.text("web.tracker.none"),
            entries: entries.map { EntryView(day: $0.day.iso, value: value($0.value), note: $0.note) }, hasEntries: !entries.isEmpty)
        return Self.html(WebTemplates.render(view, "tracker"), status: .ok)
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

    func chrome(_ today: TodayBlocks, current: String, error: String?) -> ChromeView {
        let links = [NavLinkView(href: "/", name: bridge.text("web.nav.today"), current: current == "/")]
            + today.blocks.map { NavLinkView(href: "/t/" + $0.status.tracker, name: TodayText.title($0.status), current: current == "/t/" + $0.status.tracker) }
        return ChromeView(lang: Catalog.language(in: bridge.environment), title: bridge.text("web.title"), navLabel: bridge.text("web.nav"),
                          links: links, csrf: access.formToken, errorTitle: bridge.text("web.error.title"), error: error)
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
