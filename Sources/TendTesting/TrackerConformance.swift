import ArgumentParser
import Foundation
import TendConsole
import TendEngine
import TendKernel

/// The check every tracker module passes: the rules written on the ``Tracker`` protocol, checked
/// against the module itself and against what its commands actually write.
public enum TrackerConformance {

    /// The checks of a module that need no store: its descriptor (a valid id that is no platform
    /// command's, a name and a summary), its catalog strings (none empty) and its command group (each
    /// command with a catalogued abstract). Returns the problems found (empty = conforms).
    public static func checkModel(_ module: TrackerPlugin) -> [String] {
        var problems = checkParts(module)
        let d = module.tracker.descriptor
        let id = d.id
        Catalog.register(module.strings)
        if !TrackerDescriptor.isValidID(id) { problems.append("descriptor id '\(id)' is not a valid tracker id") }
        if ReservedNames.contains(id) { problems.append("descriptor id '\(id)' clashes with a platform command") }
        if d.name.isEmpty { problems.append("descriptor has no name") }
        if d.summary.isEmpty { problems.append("descriptor has no summary") }
        for (k, v) in module.strings.english where v.trimmingWhitespace().isEmpty {
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

    /// The checks of a plugin's other parts: every setting named `<id>.<name>` with catalogued help and a
    /// default its own parser reads back; every reminder of this tracker, with a unique id and a title;
    /// every import mapping writing into this tracker; a browser page declared soundly
    /// (``TrackerWebPage/problems``).
    static func checkParts(_ p: TrackerPlugin) -> [String] {
        var problems: [String] = []
        let id = p.tracker.descriptor.id
        Catalog.register(p.strings)
        var names = Set<String>()
        for k in p.settings {
            if !k.name.hasPrefix(id + ".") { problems.append("setting '\(k.name)' is not named '\(id).<name>'") }
            if !names.insert(k.name).inserted { problems.append("setting '\(k.name)' is declared twice") }
            if !Catalog.has(k.summaryKey) { problems.append("setting '\(k.name)' has no catalogued help ('\(k.summaryKey)')") }
            if k.parse(k.show(k.defaultValue)) != k.defaultValue {
                problems.append("setting '\(k.name)': its default does not read back through its own parser")
            }
        }
        var reminderIDs = Set<String>()
        for r in p.reminderDefaults {
            if r.tracker != id { problems.append("reminder '\(r.id)' belongs to '\(r.tracker)', not '\(id)'") }
            if r.id != id && !r.id.hasPrefix(id + ".") { problems.append("reminder '\(r.id)' is not named '\(id)' or '\(id).<name>'") }
            if !reminderIDs.insert(r.id).inserted { problems.append("reminder '\(r.id)' is offered twice") }
            if r.title.trimmingWhitespace().isEmpty { problems.append("reminder '\(r.id)' has no title") }
        }
        for m in p.importMappings {
            let target: String
            switch m {
            case .dailyLevel(let d): target = d.tracker
            case .habits(let h): target = h.tracker
            case .journal(let j): target = j.tracker
            }
            if target != id { problems.append("an import mapping writes into '\(target)', not '\(id)'") }
        }
        problems += p.web.problems
        return problems
    }
}
