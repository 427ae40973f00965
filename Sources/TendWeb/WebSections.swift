import TendCLI
import TendConsole
import TendKernel

/// The sections a tracker's page shows, as its tracker declares them (``TrackerWebPage/sections``):
/// groups built from its own `--json` reads, or a journal's search, week and month.
enum WebSections {
    /// The reads of a page of `today` with its query values: `tend` run through the bridge.
    static func reads(today: Day, params: WebQuery, bridge: TendBridge) -> WebReads {
        WebReads(today: today, query: params["q"], parameters: params.values.compactMapValues(\.first)) { arguments in
            let out = bridge.run(arguments)
            return out.code == 0 ? .success(out.out) : .failure(WebRefused(WebForm.sentence(out.err)))
        }
    }

    /// The views of `tracker`'s declared sections on `today`, for the page's query values; and the
    /// first refusal of a query value (a month or a window the tracker's command refused).
    static func views(_ tracker: String, today: Day, params: WebQuery, bridge: TendBridge) -> (sections: [SectionView], refusal: String?) {
        let reads = reads(today: today, params: params, bridge: bridge)
        var refusal: String?
        let sections = WebControls.page(tracker, modules: bridge.modules).sections.map { section in
            switch section.kind {
            case .journal(let search, let week, let month):
                let built = WebJournalPages.build(tracker, search: search, week: week, month: month, title: section.title, params: params,
                                                  today: today, bridge: bridge)
                refusal = refusal ?? built.error
                return SectionView(journal: built.view)
            case .groups(let build):
                let groups: [WebGroup]
                var failure: String?
                do { groups = try build(reads) } catch {
                    groups = []
                    failure = "\(error)"
                }
                return SectionView(groups: GroupsSectionView(
                    id: section.id, title: bridge.text(section.title),
                    noGroup: failure ?? (groups.isEmpty ? section.empty.map { bridge.text($0) } : nil),
                    groups: groups.map { group($0, tracker: tracker, section: section.id) }))
            }
        }
        return (sections, reads.refusal ?? refusal)
    }

    /// A pager's links to `page` with the link's query value, back at `section`.
    static func pager(_ p: WebPager, page: String, section: String) -> PagerView {
        func link(_ l: WebLink) -> PagerLinkView { PagerLinkView(href: page + "?" + l.field + "=" + WebQuery.escaped(l.value) + "#" + section, name: l.name) }
        return PagerView(label: p.label, previous: link(p.previous), next: link(p.next))
    }

    /// The view of one group of the section `section`.
    static func group(_ g: WebGroup, tracker: String, section: String) -> GroupView {
        let page = "/t/" + tracker
        return GroupView(
            heading: g.heading, sentences: g.sentences, items: g.items, hasItems: !g.items.isEmpty, progress: g.progress,
            chain: g.chain, hasChain: !g.chain.isEmpty,
            checklist: g.checklist.map { ChecklistView(action: WebControls.action(tracker), legend: $0.legend, field: $0.field, items: $0.items) },
            pager: g.pager.map { pager($0, page: page, section: section) },
            choice: g.choice.map { c in
                ChoiceFormView(action: page + "#" + section, id: section + "-" + c.field, field: c.field, label: c.label, keep: c.keep,
                               options: c.options.map { OptionView(value: $0.value, label: $0.label, selected: $0.selected) }, button: c.button)
            },
            calendar: g.month.map { m in
                WebCalendar.month(m.first, weekStart: m.weekStart, caption: m.caption) { day in
                    let mark = m.marks[day]
                    return CalendarCellView(inMonth: true, cellDate: day.iso, cellNumber: String(day.day), cellClass: (mark?.style ?? .empty).className,
                                            cellValue: mark?.value, cellNote: mark?.note)
                }
            },
            bars: g.bars.map { b in BarsView(alt: b.alt, b.bars.map { ($0.label, $0.value, $0.fraction, $0.style.className) }) },
            figures: g.figures.map { FigureView(src: WebCharts.src(tracker: tracker, chart: $0.chart, subject: $0.subject), alt: $0.alt, caption: $0.caption) },
            tables: g.tables.map { t in
                TableView(caption: t.caption, columns: t.columns, rows: t.rows.map { cells in
                    t.rowHeadings ? RowView(rowHead: cells.first, cells: Array(cells.dropFirst())) : RowView(rowHead: nil, cells: cells)
                })
            })
    }
}

/// One declared section: exactly one part is set. (Optional fields have names no enclosing view uses:
/// Mustache looks a missing value up in the enclosing views.)
struct SectionView {
    var groups: GroupsSectionView? = nil
    var journal: JournalView? = nil
}

/// A section of groups, or a sentence saying there are none.
struct GroupsSectionView {
    let id: String
    let title: String
    let noGroup: String?
    let groups: [GroupView]
}

/// One group: a ritual, a stack, a habit, a month.
struct GroupView {
    let heading: String?
    let sentences: [String]
    let items: [String]
    let hasItems: Bool
    let progress: WebProgress?
    let chain: [WebChainStep]
    let hasChain: Bool
    let checklist: ChecklistView?
    let pager: PagerView?
    let choice: ChoiceFormView?
    let calendar: CalendarView?
    let bars: BarsView?
    let figures: [FigureView]
    let tables: [TableView]
}

/// A form that shows the page again with the value chosen (a GET), at the section `action` names.
struct ChoiceFormView {
    let action: String
    let id: String
    let field: String
    let label: String
    let keep: [WebKept]
    let options: [OptionView]
    let button: String
}

/// Buttons that post an item to the tracker's control reading ``field``.
struct ChecklistView {
    let action: String
    let legend: String
    let field: String
    let items: [WebCheckItem]
}

/// A chart image and its text alternative.
struct FigureView {
    let src: String
    let alt: String
    let caption: String
}

/// A table.
struct TableView {
    let caption: String
    let columns: [String]
    let rows: [RowView]
}

/// A row of a table: its heading, if the table has row headings, and its cells. (Optional fields have
/// names no enclosing view uses.)
struct RowView {
    let rowHead: String?
    let cells: [String]
}
