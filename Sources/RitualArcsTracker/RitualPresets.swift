import Foundation
import TendKernel

/// A ready-made ritual: `tend ritual new --preset NAME`.
public struct RitualPreset: Hashable, Sendable {
    /// Title of the ritual it creates.
    public let name: String
    /// One of ``RitualPresets/categories``.
    public let category: String
    /// When in the day.
    public let timeOfDay: TimeOfDay
    /// Suggested arc length.
    public let days: Int
    /// The habits, in order.
    public let habits: [String]
    /// A line on what it is for.
    public let notes: String

    /// The name as a command-line word: `evening-wind-down`.
    public var slug: String { name.lowercased().split(separator: " ").joined(separator: "-") }
}

/// The preset library: 14 rituals of our own across four categories.
public enum RitualPresets {
    /// The four built-in categories, in display order.
    public static let categories = ["Health", "Productivity", "Mindfulness", "Self-Care"]

    /// Every preset, grouped by category.
    public static let all: [RitualPreset] = [
        RitualPreset(name: "Morning movement", category: "Health", timeOfDay: .morning, days: 30,
                     habits: ["Drink a glass of water", "Stretch for 5 minutes", "Walk around the block"],
                     notes: "Wake the body before the screen."),
        RitualPreset(name: "Steady hydration", category: "Health", timeOfDay: .anytime, days: 21,
                     habits: ["Water with breakfast", "Water with lunch", "Water with dinner"],
                     notes: "Three glasses tied to three meals."),
        RitualPreset(name: "Evening walk", category: "Health", timeOfDay: .evening, days: 30,
                     habits: ["Walk for 20 minutes", "Leave the phone at home"],
                     notes: "Fresh air between work and rest."),
        RitualPreset(name: "Sleep reset", category: "Health", timeOfDay: .night, days: 14,
                     habits: ["Screens off by 22:00", "Dim the lights", "In bed by 22:30"],
                     notes: "Two weeks to a calmer bedtime."),
        RitualPreset(name: "Deep work start", category: "Productivity", timeOfDay: .morning, days: 30,
                     habits: ["Pick one main task", "Close chat and email", "Work 50 minutes without breaks"],
                     notes: "The first hour goes to what matters."),
        RitualPreset(name: "Inbox hour", category: "Productivity", timeOfDay: .afternoon, days: 21,
                     habits: ["Clear the inbox", "Answer what takes two minutes", "Schedule the rest"],
                     notes: "Mail in one batch instead of all day."),
        RitualPreset(name: "Learning break", category: "Productivity", timeOfDay: .midday, days: 60,
                     habits: ["Read one chapter", "Write three notes", "Try one idea"],
                     notes: "A little study every day adds up."),
        RitualPreset(name: "Daily shutdown", category: "Productivity", timeOfDay: .evening, days: 30,
                     habits: ["Review what got done", "Write tomorrow's top three", "Tidy the desk"],
                     notes: "Close the workday on purpose."),
        RitualPreset(name: "Quiet start", category: "Mindfulness", timeOfDay: .morning, days: 30,
                     habits: ["Meditate for 10 minutes", "Three slow breaths before the phone", "Set an intention"],
                     notes: "Begin the day from stillness."),
        RitualPreset(name: "Midday pause", category: "Mindfulness", timeOfDay: .midday, days: 14,
                     habits: ["Step away from the screen", "Breathe for two minutes", "Eat lunch without the phone"],
                     notes: "A reset in the middle of the day."),
        RitualPreset(name: "Kindness practice", category: "Mindfulness", timeOfDay: .anytime, days: 21,
                     habits: ["Thank someone", "Do one small kind thing", "Notice one good moment"],
                     notes: "Small acts, noticed."),
        RitualPreset(name: "Evening wind-down", category: "Self-Care", timeOfDay: .evening, days: 30,
                     habits: ["Make a caffeine-free tea", "Read ten pages", "Write one line about the day"],
                     notes: "Slow the evening down."),
        RitualPreset(name: "Night care", category: "Self-Care", timeOfDay: .night, days: 30,
                     habits: ["Skin care", "Floss", "Lay out tomorrow's clothes"],
                     notes: "Look after tomorrow's you."),
        RitualPreset(name: "Tidy space", category: "Self-Care", timeOfDay: .afternoon, days: 21,
                     habits: ["Ten-minute tidy", "Open a window", "Water the plants"],
                     notes: "A calmer room, a calmer head."),
    ]

    /// The preset with a name or slug (case-insensitive: `Evening wind-down`, `evening-wind-down`).
    public static func named(_ name: String) -> RitualPreset? {
        let key = name.trimmingWhitespace().lowercased().split(separator: " ").joined(separator: "-")
        return all.first { $0.slug == key }
    }
}
