/// The one list of names no tracker may take as its id: the platform's own commands, those reserved
/// for commands still to come, and the hidden dispatch word of file-defined trackers. The scaffold, the
/// conformance check, `tend tracker add` and the start-up collision check all read this list.
public enum ReservedNames {
    /// Platform command names (and words kept for them).
    public static let commands: Set<String> = [
        "today", "history", "undo", "doctor", "completions", "help", "compare", "insights", "sync", "export",
        "import", "remind", "init", "config", "tracker", "backup", "restore", "version", "stats", "custom",
        "reset", "web",
    ]

    /// Whether `id` is one of ``commands``.
    public static func contains(_ id: String) -> Bool { commands.contains(id) }
}
