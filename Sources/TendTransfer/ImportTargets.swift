import TendConsole

/// The trackers an import writes into, from the build's mappings: an import that needs a tracker the
/// build lacks is refused with a sentence naming it.
enum ImportTargets {
    /// The daily-level tracker (the mood).
    static func mood(_ options: ImportOptions) throws -> any DailyLevelMapping {
        guard let m = options.mappings.dailyLevel else { throw missing("mood") }
        return m
    }

    /// The habit tracker.
    static func habits(_ options: ImportOptions) throws -> any HabitMapping {
        guard let m = options.mappings.habits else { throw missing("habit") }
        return m
    }

    private static func missing(_ tracker: String) -> TendError {
        TendError(key: "import.error.no-tracker", ["tracker": tracker], status: .invalidInput)
    }
}
