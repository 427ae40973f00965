/// Turns `tend ID …` into the hidden `tend custom …` command line when `ID` isn't a command.
///
/// | typed | runs |
/// |---|---|
/// | `tend sleep` | `tend custom day sleep` |
/// | `tend sleep --date yesterday` | `tend custom day sleep --date yesterday` |
/// | `tend sleep log 7.5 --note …` | `tend custom log sleep 7.5 --note …` |
/// | `tend sleep stats` / `month` / `day` / `show` / `list` / `rm` | `tend custom stats sleep` … |
/// | `tend sleep --help`, `tend sleep help` | `tend custom usage sleep` |
///
/// Only a first argument that looks like a tracker id and is not one of `known` is rewritten, so
/// every other command line is parsed exactly as typed, and no store is opened to decide.
public enum CustomDispatch {
    /// The hidden command's name (reserved: no definition may take it).
    public static let commandName = "custom"

    /// The subcommands typed after the tracker id.
    static let verbs: Set<String> = ["log", "day", "show", "list", "rm", "remove", "stats", "month"]

    /// The rewritten arguments, or `arguments` unchanged.
    public static func rewrite(_ arguments: [String], known: Set<String>) -> [String] {
        guard let first = arguments.first, !known.contains(first), looksLikeID(first) else { return arguments }
        let rest = Array(arguments.dropFirst())
        if let verb = rest.first, verbs.contains(verb) {
            return [commandName, verb, first] + rest.dropFirst()
        }
        if rest.first == "help" || rest.contains("--help") || rest.contains("-h") {
            return [commandName, "usage", first]
        }
        return [commandName, "day", first] + rest
    }

    /// Lowercase ASCII letters, digits and dashes, starting with a letter (the shape of a tracker id,
    /// checked loosely here; the command checks the rest).
    public static func looksLikeID(_ s: String) -> Bool {
        guard let f = s.unicodeScalars.first, ("a"..."z").contains(f), s.utf8.count <= 64 else { return false }
        return s.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
