import TendKernel

/// What every page shows around its content: language, title, navigation, the form token, a refusal.
struct ChromeView {
    let lang: String
    let title: String
    let navLabel: String
    let links: [NavLinkView]
    let csrf: String
    let errorTitle: String
    let error: String?
}

/// One link of the navigation.
struct NavLinkView {
    let href: String
    let name: String
    let current: Bool
}

/// A tracker's today block, with the controls that write to it.
struct BlockView {
    let id: String
    let href: String
    let title: String
    /// `done`, `due` or `rest`.
    let state: String
    let statusText: String
    let progress: TodayProgress?
    let highlight: String?
    let lines: [String]
    let mood: MoodControlView?
    let habits: HabitControlView?
    let line: LineControlView?
}

/// Five buttons, one per mood level, each named by its level.
struct MoodControlView {
    let legend: String
    let levels: [LevelButtonView]
}

/// A mood level's button: `value` is the word `tend mood log` takes.
struct LevelButtonView {
    let value: String
    let number: Int
    let label: String
}

/// A button per habit due today, named by the habit.
struct HabitControlView {
    let legend: String
    let steps: [StepButtonView]
}

/// A habit's button: `subject` is its id.
struct StepButtonView {
    let subject: String
    let name: String
    let state: String
    let pressed: Bool
}

/// A labelled text field that adds a line.
struct LineControlView {
    let action: String
    let field: String
    let label: String
    let button: String
}

/// The Today page.
struct TodayPageView {
    let chrome: ChromeView
    let greeting: String
    let date: String
    let blocks: [BlockView]
}

/// A tracker's page.
struct TrackerPageView {
    let chrome: ChromeView
    let block: BlockView?
    let charts: [ChartView]
    let recentTitle: String
    let empty: String
    let entries: [EntryView]
    let hasEntries: Bool
    /// The rituals page's rituals running today (`nil` on other pages).
    var rituals: RitualsView? = nil
    /// The gratitude and five-lines pages' week and search.
    var journal: JournalView? = nil
    /// The mood page's month and insights, the journals' week and month (``WebPageSections``).
    var sections: PageSectionsView? = nil
}

/// The rituals running today, or a sentence saying there are none. (Optional fields have names no
/// enclosing view uses: Mustache looks a missing value up in the enclosing views.)
struct RitualsView {
    let title: String
    let noRitual: String?
    let rituals: [RitualView]
}

/// A chart image.
struct ChartView {
    let src: String
    let alt: String
    let caption: String
}

/// One entry in a tracker's list.
struct EntryView {
    let day: String
    let value: String
    let note: String?
}

/// A refusal page.
struct RefusalView {
    let status: String
    let message: String
}
