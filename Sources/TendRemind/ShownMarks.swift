import Foundation
import TendKernel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `tend remind due` has already shown on this device, so each reminder and nudge is shown once:
/// a small JSON file beside the store, `<store>.reminders.json` (for the default store
/// `$XDG_DATA_HOME/tend/tend.sqlite.reminders.json`).
///
/// Not a setting: a local setting is an op in the log, so a timer running every few minutes would fill
/// `tend history` with bookkeeping and `tend undo` would undo a mark instead of the user's last
/// change. The marks are disposable — losing the file repeats at most the current reminders once —
/// so they live outside the log. Shape: `{"version": 1, "shown": {"<mark>": "<ISO time shown>"}}`.
/// A run holds an exclusive lock (`<file>.lock`) from reading to saving, so two runs never both show
/// one reminder.
final class ShownMarks {
    /// The file (`nil` for an in-memory store: nothing is kept).
    let path: String?
    private var shown: [String: Date]
    private var lockFD: Int32 = -1

    private struct File: Codable {
        var version = 1
        var shown: [String: Date]
    }

    /// Occurrence marks are kept this long; nudge marks (one per quiet spell) three years.
    static let keepReminders: TimeInterval = 40 * 86_400
    static let keepNudges: TimeInterval = 3 * 366 * 86_400

    /// The file of a store.
    static func path(forStore store: String) -> String? { store == ":memory:" ? nil : store + ".reminders.json" }

    /// Reads the marks of a store; `lock` holds the file's lock until ``save(now:)`` or deinit.
    init(storePath: String, lock: Bool) {
        path = ShownMarks.path(forStore: storePath)
        shown = [:]
        guard let path else { return }
        if lock {
            lockFD = open(path + ".lock", O_RDWR | O_CREAT, 0o600)
            if lockFD >= 0 { flock(lockFD, LOCK_EX) }
        }
        let dec = JSONDecoder()
        dec.dateDecodingStrategy = .iso8601
        // A missing or damaged file starts empty: at worst the current reminders show once more.
        if let data = FileManager.default.contents(atPath: path), let file = try? dec.decode(File.self, from: data) {
            shown = file.shown
        }
    }

    deinit { unlock() }

    /// Whether a mark was shown.
    func contains(_ mark: String) -> Bool { shown[mark] != nil }

    /// Records a mark as shown at `time`.
    func insert(_ mark: String, at time: Date) { shown[mark] = time }

    /// When a reminder of a practice never recorded was first shown, if it was (``Mark/firstShown(_:)``).
    func firstShown(_ practice: String) -> Date? { shown[Mark.firstShown(practice)] }

    /// Every mark, sorted (tests, diagnostics).
    var marks: [String] { shown.keys.sorted() }

    /// Writes the marks (dropping old ones) atomically and releases the lock.
    func save(now: Date) throws {
        defer { unlock() }
        guard let path else { return }
        shown = shown.filter { mark, time in
            now.timeIntervalSince(time) <= (mark.hasPrefix(Mark.nudgePrefix) || mark.hasPrefix(Mark.firstShownPrefix)
                                            ? Self.keepNudges : Self.keepReminders)
        }
        let enc = JSONEncoder()
        enc.outputFormatting = [.prettyPrinted, .sortedKeys]
        enc.dateEncodingStrategy = .iso8601
        try enc.encode(File(shown: shown)).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    private func unlock() {
        guard lockFD >= 0 else { return }
        flock(lockFD, LOCK_UN)
        close(lockFD)
        lockFD = -1
    }
}

/// The names of shown marks.
enum Mark {
    /// Prefix of nudge marks.
    static let nudgePrefix = "n|"

    /// Prefix of first-shown marks.
    static let firstShownPrefix = "s|"

    /// The first reminder shown for a practice never recorded: `s|five` (its nudges count from that day).
    static func firstShown(_ practice: String) -> String { firstShownPrefix + practice }

    /// A reminder's occurrence: `r|five|2026-11-23|20:00`.
    static func reminder(_ id: String, _ day: Day, _ time: ClockTime) -> String { "r|\(id)|\(day.iso)|\(time)" }

    /// A nudge of a quiet spell: `n|five|2026-11-21|first`.
    static func nudge(_ practice: String, since: Day?, _ level: NudgeLevel) -> String {
        nudgePrefix + practice + "|" + (since?.iso ?? "-") + "|" + level.rawValue
    }
}
