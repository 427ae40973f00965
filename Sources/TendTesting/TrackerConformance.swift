import ArgumentParser
import Foundation
import TendConsole
import TendKernel

/// The check every tracker module passes: the rules written on the ``Tracker`` protocol, checked
/// against the module itself and against what its commands actually write.
public enum TrackerConformance {
    /// Platform command names a tracker id must not take.
    public static let reservedNames: Set<String> = [
        "today", "history", "undo", "doctor", "completions", "help", "compare", "insights", "sync", "export",
        "import", "remind", "init", "config", "tracker", "backup", "restore", "version",
    ]

    /// Checks `module`. `exercise` runs the module's commands through a fresh harness (it should cover
    /// every writing command); the records they leave are then checked, every change is undone with
    /// `tend undo`, and nothing of the tracker may remain. Returns the problems found (empty = conforms).
    public static func check(_ module: any TrackerModule, others: [any TrackerModule] = [],
                             now: String = "2026-11-22T09:00",
                             exercise: (TendHarness) throws -> Void) rethrows -> [String] {
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

        let h = TendHarness(now: now, modules: [module] + others)
        h.run("history")  // creates the store
        try exercise(h)
        guard let store = try? h.openStore() else { return problems + ["the store could not be opened after the exercise"] }
        let calendar = DayCalendar(timeZone: h.timeZone)
        let clock = (try? FixedClock(tendNow: h.now, timeZone: h.timeZone)) ?? FixedClock(Date())
        let ctx = TrackerContext(store: store, calendar: calendar, clock: clock, ids: h.ids)
        do {
            let entries = try store.entries(EntryQuery(includeDeleted: true))
            let items = try store.items(ItemQuery(includeDeleted: true))
            if entries.isEmpty && items.isEmpty { problems.append("the exercise wrote nothing") }
            for e in entries {
                if e.tracker != id { problems.append("entry \(e.id) belongs to '\(e.tracker)', not '\(id)'"); continue }
                if !e.deleted, let why = module.tracker.validate(e) { problems.append("entry \(e.id) fails validate: \(why)") }
                if d.perDay == .one {
                    let keyed = e.subject.map { EntryKey.daily(id, subject: $0, e.day) } ?? EntryKey.daily(id, e.day)
                    if e.id != keyed { problems.append("entry \(e.id) of a one-per-day tracker is not keyed by its day") }
                }
            }
            for i in items where i.tracker != id { problems.append("item \(i.id) belongs to '\(i.tracker)', not '\(id)'") }
            for c in try store.changes(ChangeQuery()) where !Catalog.has("history.action." + c.action) {
                problems.append("action '\(c.action)' has no catalog text history.action.\(c.action)")
            }
            problems += try store.verify().map { "store: \($0)" }
            let t1 = try module.tracker.today(ctx), t2 = try module.tracker.today(ctx)
            if t1 != t2 { problems.append("today() is not deterministic") }
            for line in t1.lines where TextWidth.of(line) > TodayStatus.lineWidth {
                problems.append("today line over \(TodayStatus.lineWidth) columns: \(line)")
            }
            let targets = try module.tracker.targets(ctx)
            if targets.isEmpty { problems.append("targets() is empty") }
            let range = ctx.today.adding(days: -60)...ctx.today
            for t in targets {
                let a = try module.tracker.history(of: t, days: range, ctx), b = try module.tracker.history(of: t, days: range, ctx)
                if a != b { problems.append("history(of: \(t.id)) is not deterministic") }
                for (day, m) in a.marks where !range.contains(day) || !(0...1).contains(m.completion) {
                    problems.append("history(of: \(t.id)) has a bad mark on \(day)")
                }
            }
        } catch {
            problems.append("reading the store failed: \(error)")
        }

        var undos = 0
        while undos < 10_000 {
            let r = h.run("undo")
            if r.code != 0 { problems.append("tend undo failed: \(r.err)"); break }
            if r.out.contains(tr("undo.nothing")) { break }
            undos += 1
        }
        if let after = try? h.openStore() {
            let live = ((try? after.entries(EntryQuery(tracker: id))) ?? []).count
                + ((try? after.items(ItemQuery(tracker: id))) ?? []).count
            if live > 0 { problems.append("\(live) record(s) remain after undoing every change") }
            problems += ((try? after.verify()) ?? []).map { "store after undo: \($0)" }
        }
        return problems
    }
}
