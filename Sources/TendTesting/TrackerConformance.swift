import ArgumentParser
import Foundation
import TendConsole
import TendEngine
import TendKernel

/// The check every tracker module passes: the rules written on the ``Tracker`` protocol, checked
/// against the module itself and against what its commands actually write.
public enum TrackerConformance {
    /// Platform command names a tracker id must not take.
    public static let reservedNames: Set<String> = [
        "today", "history", "undo", "doctor", "completions", "help", "compare", "insights", "sync", "export",
        "import", "remind", "init", "config", "tracker", "backup", "restore", "version",
    ]

    /// The checks of a module that need no store: its descriptor (a valid id that is no platform
    /// command's, a name and a summary), its catalog strings (none empty) and its command group (each
    /// command with a catalogued abstract). Returns the problems found (empty = conforms).
    public static func checkModel(_ module: any TrackerModule) -> [String] {
        var problems: [String] = []
        let d = module.tracker.descriptor
        let id = d.id
        Catalog.register(module.strings)
        if !TrackerDescriptor.isValidID(id) { problems.append("descriptor id '\(id)' is not a valid tracker id") }
        if reservedNames.contains(id) { problems.append("descriptor id '\(id)' clashes with a platform command") }
        if d.name.isEmpty { problems.append("descriptor has no name") }
        if d.summary.isEmpty { problems.append("descriptor has no summary") }
        for (k, v) in module.strings.english where v.trimmingCharacters(in: .whitespaces).isEmpty {
            problems.append("string '\(k)' is empty")
        }
        if module.commands.isEmpty { problems.append("module has no command group") }
        for c in module.commands {
            let abstract = c.configuration.abstract
            if abstract.isEmpty || (!abstract.contains(" ") && abstract.contains(".")) {
                problems.append("command \(c) has no catalogued abstract ('\(abstract)')")
            }
        }
        return problems
    }
}
