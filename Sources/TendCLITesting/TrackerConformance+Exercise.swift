import ArgumentParser
import Foundation
import TendCLI
import TendConsole
import TendEngine
import TendKernel
import TendTesting

extension TrackerConformance {
    /// Checks `module`: ``checkModel(_:)``, then what its commands do. `exercise` runs the module's
    /// commands through a fresh harness (it should cover every writing command); the records they
    /// leave are then checked, every change is undone with `tend undo`, and nothing of the tracker may
    /// remain. Returns the problems found (empty = conforms).
    public static func check(_ module: TrackerPlugin, others: [TrackerPlugin] = [],
                             now: String = "2026-11-22T09:00",
                             exercise: (TendHarness) throws -> Void) rethrows -> [String] {
        var problems = checkModel(module) + TendCLI.collisions(adding: [module] + others)
        let d = module.tracker.descriptor
        let id = d.id
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
            // The exercise runs under a fixed clock days before the real one: a record stamped later than
            // that clock's now was stamped with the system clock, which a tracker must never read.
            let fixedNow = clock.now().addingTimeInterval(1)
            for e in entries where e.created > fixedNow || e.updated > fixedNow {
                problems.append("entry \(e.id) is stamped after the injected clock's now: the tracker reads the system clock")
            }
            for i in items where i.created > fixedNow || i.updated > fixedNow {
                problems.append("item \(i.id) is stamped after the injected clock's now: the tracker reads the system clock")
            }
            for e in entries where e.day > ctx.today {
                problems.append("entry \(e.id) is on \(e.day.iso), after the injected clock's today \(ctx.today.iso)")
            }
            for c in try store.changes(ChangeQuery()) where !Catalog.has("history.action." + c.action) {
                problems.append("action '\(c.action)' has no catalog text history.action.\(c.action)")
            }
            problems += try store.verify().map { "store: \($0)" }
            let t1 = try module.tracker.today(ctx), t2 = try module.tracker.today(ctx)
            if t1 != t2 { problems.append("today() is not deterministic") }
            for line in TodayText.lines(t1) where TextWidth.of(line) > TodayStatus.lineWidth {
                problems.append("today line over \(TodayStatus.lineWidth) columns: \(line)")
            }
            for key in TodayText.keys(t1) where !Catalog.has(key) {
                problems.append("today() says '\(key)', which has no catalog text")
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
