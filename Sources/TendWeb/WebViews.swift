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
    /// The controls its tracker declares.
    let controls: [ControlView]
}

/// One declared control: exactly one part is set.
struct ControlView {
    var levels: LevelsControlView? = nil
    var steps: StepsControlView? = nil
    var line: LineControlView? = nil
}

/// One button per level, each named by its level.
struct LevelsControlView {
    let action: String
    let field: String
    let legend: String
    let buttons: [LevelButtonView]
}

/// A level's button: `value` is the word the command takes.
struct LevelButtonView {
    let value: String
    let number: Int
    let label: String
}

/// A button per step due today, named by the step.
struct StepsControlView {
    let action: String
    let field: String
    let legend: String
    let buttons: [StepButtonView]
}

/// A step's button: `subject` is its id.
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
    let input: String
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
    /// The sections its tracker declares.
    let sections: [SectionView]
    let recentTitle: String
    let empty: String
    let entries: [EntryView]
    let hasEntries: Bool
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
