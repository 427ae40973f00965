import ArgumentParser
import CustomTrackers
import TendConsole
import TendKernel

/// `tend tracker show ID`: a definition in words; with `--json`, the definition file itself (which
/// `tend tracker add` reads back). A built-in tracker shows its descriptor.
struct TrackerShowCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "show", abstract: trHelp("tracker.show.abstract"))
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("tracker.show.id.help"), valueName: "id"))
    var id: String

    func execute(_ s: Session) throws -> CommandOutput {
        guard let t = s.registry.tracker(id) else {
            throw TendError(key: "tracker.error.unknown", ["id": Sanitize.forDisplay(id, limit: 40)], status: .notFound)
        }
        let schedule = try t.schedule(s.context)
        if let defined = t as? DefinedTracker {
            let d = defined.definition
            return CommandOutput(json: d.field) {
                let entries = try s.store.dayCounts(EntryQuery(tracker: d.id)).values.reduce(0, +)
                return DefinitionText.lines(d, entries: entries, schedule: schedule)
            }
        }
        let d = t.descriptor
        let json = FieldValue.object([
                "id": .string(d.id), "name": .string(d.name), "summary": .string(d.summary), "builtIn": true,
                "value": .object(["kind": .string(d.valueKind.rawValue)]),
                "perDay": .string(d.perDay == .one ? "one" : "many"), "schedule": .string(schedule.text),
                "stats": .array(d.stats.map { .string($0.rawValue) }),
            ])
        return CommandOutput(json: json) {
            [tr("tracker.show.built-in", ["name": d.name, "id": d.id]), d.summary,
             tr("tracker.show.value.built-in", ["value": tr("custom.kind.\(d.valueKind.rawValue)")]),
             tr("tracker.show.schedule", ["schedule": schedule.text]),
             tr("tracker.show.help", ["id": d.id])]
        }
    }
}

/// `tend tracker remove ID [--purge]`: removes a definition; its entries stay unless `--purge`.
struct TrackerRemoveCommand: SessionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "remove", abstract: trHelp("tracker.remove.abstract"), aliases: ["rm"])
    }

    @OptionGroup var common: CommonOptions

    @Argument(help: ArgumentHelp(tr("tracker.remove.id.help"), valueName: "id"))
    var id: String

    @Flag(name: .long, help: ArgumentHelp(tr("tracker.remove.purge.help")))
    var purge = false

    func checkInput() throws {
        if Invocation.current.registry.tracker(id) != nil {
            throw TendError(key: "tracker.error.built-in", ["id": id])
        }
    }

    func execute(_ s: Session) throws -> CommandOutput {
        let removed = try TrackerAdmin.remove(id, purge: purge, session: s)
        return .lines(tr(purge ? "tracker.remove.purged" : "tracker.remove.done",
                   ["name": removed.name, "id": id, "count": String(removed.entries)]))
    }
}
