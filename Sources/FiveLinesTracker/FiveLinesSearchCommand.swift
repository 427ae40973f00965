import TendConsole

/// `tend five search WORD… [--limit N]`: lines containing every word, ignoring case and accents, newest
/// first (the shared ``LineSearchCommand``).
typealias FiveLinesSearchCommand = LineSearchCommand<FiveLinesTracker>

extension FiveLinesTracker: LineSearchable {
    /// `five`.
    public static var trackerID: String { id }
    /// The search command's abstract.
    public static var searchAbstract: String { tr("five.search.abstract") }
}
