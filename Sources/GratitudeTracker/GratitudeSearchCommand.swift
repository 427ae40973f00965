import TendConsole

/// `tend gratitude search WORD… [--limit N]`: lines containing every word, ignoring case and accents,
/// newest first (the shared ``LineSearchCommand``).
typealias GratitudeSearchCommand = LineSearchCommand<GratitudeTracker>

extension GratitudeTracker: LineSearchable {
    /// `gratitude`.
    public static var trackerID: String { id }
    /// The search command's abstract.
    public static var searchAbstract: String { tr("gratitude.search.abstract") }
}
