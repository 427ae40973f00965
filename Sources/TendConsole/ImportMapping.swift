import Foundation
import TendKernel

/// How records read from another app's export become a tracker's own records: what a tracker module
/// offers the importers (``TrackerPlugin/importMappings``). The importers know no tracker — they read
/// neutral records (a level on a day, a habit and its check-ins, a journal line) and hand them to the
/// mapping of the tracker that takes them, so a tracker added later can be imported into by offering
/// a mapping, with no change to the importers.
public enum ImportMapping: Sendable {
    /// A tracker holding one level from 1 to 5 a day (the mood).
    case dailyLevel(any DailyLevelMapping)
    /// A tracker of habits and their check-ins.
    case habits(any HabitMapping)
    /// A journal of lines a day.
    case journal(any JournalMapping)
}

/// A tracker holding one level from 1 (lowest) to 5 (highest) a day, with a note.
///
/// Rules for conformers: ``level(named:)`` accepts exactly what the tracker's own `log` command accepts
/// for a level, and ``entryID(_:)`` is the key its own writes use for that day (one entry a day).
public protocol DailyLevelMapping: Sendable {
    /// The tracker id.
    var tracker: String { get }
    /// The longest note it keeps, in characters.
    var noteLimit: Int { get }
    /// The level a word or number names (`great`, `okay`, `4`), or `nil`.
    func level(named text: String) -> Int?
    /// The canonical name of a level (`great` for 5).
    func name(of level: Int) -> String
    /// The key of the day's entry.
    func entryID(_ day: Day) -> String
}

/// A journal of lines.
public protocol JournalMapping: Sendable {
    /// The tracker id (`gratitude`, `five`).
    var tracker: String { get }
    /// The longest line it takes, in characters.
    var maxLength: Int { get }
}

/// A journal's mapping from its id and longest line.
public struct JournalLines: JournalMapping {
    /// The tracker id.
    public let tracker: String
    /// The longest line it takes, in characters.
    public let maxLength: Int

    /// Creates one.
    public init(tracker: String, maxLength: Int) {
        self.tracker = tracker
        self.maxLength = maxLength
    }
}

/// What a habit asks for each time it is due, in an import.
public enum ImportedGoal: Hashable, Sendable {
    /// Yes or no.
    case check
    /// At least this amount each time (a target above 0).
    case atLeast(Double, unit: String?)
    /// At most this amount each time (a target of 0 or more).
    case atMost(Double, unit: String?)

    /// Whether check-ins carry an amount.
    public var isMeasurable: Bool { self != .check }
}

/// What another app keeps about a habit beside its goal: the question it asks ("Did you meditate
/// this morning?"), a description and a colour (`#RRGGBB`).
public struct ImportedHabitDetails: Hashable, Sendable {
    /// The question.
    public var question: String
    /// The description.
    public var description: String
    /// The colour, `#RRGGBB`.
    public var color: String?

    /// Details (none by default).
    public init(question: String = "", description: String = "", color: String? = nil) {
        self.question = question
        self.description = description
        self.color = color
    }
}

/// A habit already in the store, as an import matches it.
public struct ExistingHabit: Hashable, Sendable {
    /// Its item id.
    public let id: String
    /// Its name.
    public let name: String
    /// Whether its check-ins carry an amount.
    public let isMeasurable: Bool
    /// The first day it existed.
    public let start: Day
    /// Its creation order among habits.
    public let position: String

    /// Creates one.
    public init(id: String, name: String, isMeasurable: Bool, start: Day, position: String) {
        self.id = id
        self.name = name
        self.isMeasurable = isMeasurable
        self.start = start
        self.position = position
    }
}

/// A tracker of habits and their check-ins.
///
/// Rules for conformers: the records made are the ones the tracker's own `new` and `done` commands
/// would write (same fields, same keys), so an imported habit is one the tracker made itself; the
/// validators accept exactly what those commands accept.
public protocol HabitMapping: Sendable {
    /// The tracker id.
    var tracker: String { get }
    /// The name as the tracker stores it, or `nil` when its own command would refuse it.
    func validName(_ raw: String) -> String?
    /// The unit as the tracker stores it, or `nil` when its own command would refuse it.
    func validUnit(_ raw: String) -> String?
    /// Every habit of the store (archived included, deleted not), in creation order.
    func existing(_ reader: any StoreReader) throws -> [ExistingHabit]
    /// A new habit item placed after `lastPosition` (the largest position among habits; `nil` for none).
    func newHabit(id: String, name: String, schedule: Schedule, goal: ImportedGoal, start: Day, archived: Bool,
                  details: ImportedHabitDetails, after lastPosition: String?, created: Date) -> Item
    /// A check-in entry (`done`, `amount(x)` or `skip`) of a habit on a day.
    func checkIn(habit: String, day: Day, value: EntryValue, note: String?, created: Date) -> Entry
    /// The mutation moving a habit's start back to `day` (a check-in before its start does this).
    func moveStart(habit: String, to day: Day) -> Mutation
}

/// The mappings of a build's modules, by kind.
public struct ImportMappings: Sendable {
    /// The daily-level tracker (the mood), if the build has one.
    public var dailyLevel: (any DailyLevelMapping)?
    /// The habit tracker, if the build has one.
    public var habits: (any HabitMapping)?
    /// The journals, by tracker id.
    public var journals: [String: any JournalMapping]

    /// The mappings the modules offer (the first of each kind wins).
    public init(_ modules: [TrackerPlugin]) {
        dailyLevel = nil
        habits = nil
        journals = [:]
        for m in modules {
            for mapping in m.importMappings {
                switch mapping {
                case .dailyLevel(let d): if dailyLevel == nil { dailyLevel = d }
                case .habits(let h): if habits == nil { habits = h }
                case .journal(let j): if journals[j.tracker] == nil { journals[j.tracker] = j }
                }
            }
        }
    }
}
