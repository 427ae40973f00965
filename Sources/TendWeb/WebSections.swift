import TendCLI
import TendConsole
import TendKernel

/// The sections a tracker's page shows, as its tracker declares them (``TrackerWebPage/sections``):
/// groups built from its own `--json` reads, or a journal's newest days and search.
enum WebSections {
    /// The views of `tracker`'s declared sections on `today`, with the page's search `query`.
    static func views(_ tracker: String, today: Day, query: String?, bridge: TendBridge) -> [SectionView] {
        let reads = WebReads(today: today, query: query) { arguments in
            let out = bridge.run(arguments)
            return out.code == 0 ? out.out : nil
        }
        return WebControls.page(tracker, modules: bridge.modules).sections.map { section in
            switch section.kind {
            case .journal(let list, let search):
                return SectionView(journal: WebTrackerExtras.journal(tracker, list: list, search: search, title: section.title, query: query, bridge: bridge))
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
                    groups: groups.map { group($0, tracker: tracker) }))
            }
        }
    }

    /// The view of one group.
    static func group(_ g: WebGroup, tracker: String) -> GroupView {
        GroupView(heading: g.heading, sentences: g.sentences, progress: g.progress,
                  chain: g.chain, hasChain: !g.chain.isEmpty,
                  checklist: g.checklist.map { ChecklistView(action: WebControls.action(tracker), legend: $0.legend, field: $0.field, items: $0.items) },
                  figures: g.figures.map { FigureView(src: WebCharts.src(tracker: tracker, chart: $0.chart, subject: $0.subject), alt: $0.alt, caption: $0.caption) },
                  tables: g.tables.map { t in TableView(caption: t.caption, columns: t.columns, rows: t.rows.map { RowView(cells: $0) }) })
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

/// One group: a ritual, a stack, a habit.
struct GroupView {
    let heading: String?
    let sentences: [String]
    let progress: WebProgress?
    let chain: [WebChainStep]
    let hasChain: Bool
    let checklist: ChecklistView?
    let figures: [FigureView]
    let tables: [TableView]
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

/// A row of a table.
struct RowView {
    let cells: [String]
}
