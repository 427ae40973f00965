import Foundation
import TendConsole
import TendEngine
import TendKernel

/// The mutations an import writes, worked out against the store's current state (inside the write
/// transaction, through its reader, so the checks and the write see the same state).
///
/// An import only adds: a record whose id the store already has — live or deleted — is left as it is,
/// so importing the same file again adds nothing. Habits are matched by id, then by name (ignoring
/// case); journal lines go after the day's existing lines; a day's line limit is checked.
struct ImportPlan {
    /// The mutations, in write order (items, entries, settings).
    private(set) var mutations: [Mutation] = []
    /// What they add and what is left alone.
    private(set) var counts = ImportCounts()

    /// Every new record is checked as the command that would write it checks it (``ImportChecks``);
    /// refusals are collected and thrown together once the whole batch is planned.
    private var checks: ImportChecks

    /// Plans `batch` against `reader`. `today` is the start of a habit with no dated check-in, and the
    /// last day a record may have.
    init(_ batch: ImportBatch, reader: any StoreReader, registry: Registry, now: Date, today: Day) throws {
        checks = ImportChecks(registry: registry, today: today)
        counts.skipped = batch.skipped
        counts.gathered = batch.gathered
        let itemIDs = try existingItems(batch, reader)
        for (i, item) in batch.items.enumerated() {
            if itemIDs.contains(item.id) {
                counts.keptItems[item.tracker, default: 0] += 1
            } else {
                checks.check(item, origin: batch.origin(item: i))
                mutations.append(.create(item))
                counts.items[item.tracker, default: 0] += 1
            }
        }
        try planEntries(batch, reader: reader)
        try planHabits(batch, reader: reader, itemIDs: itemIDs, now: now, today: today)
        try planLines(batch, reader: reader, registry: registry)
        for (i, s) in batch.settings.enumerated() {
            if try reader.setting(s.key, scope: s.scope) != nil {
                counts.keptSettings += 1
            } else {
                checks.check(s, origin: batch.origin(setting: i))
                mutations.append(.setSetting(s.key, scope: s.scope, s.value))
                counts.settings += 1
            }
        }
        try checks.finish()
    }

    // MARK: Entries

    private mutating func planEntries(_ batch: ImportBatch, reader: any StoreReader) throws {
        let existing = try entryIDs(batch.entries.map { ($0.entry.tracker, $0.entry.day) }, reader)
        for p in batch.entries {
            if existing.contains(p.entry.id) {
                counts.keptEntries[p.entry.tracker, default: 0] += 1
                continue
            }
            checks.check(p.entry, origin: p.origin)
            mutations.append(.create(p.entry))
            for fields in p.later { mutations.append(.updateEntry(p.entry.id, fields)) }
            counts.entries[p.entry.tracker, default: 0] += 1
            counts.history += p.later.count
        }
    }

    // MARK: Habits

    private mutating func planHabits(_ batch: ImportBatch, reader: any StoreReader, itemIDs: Set<String>, now: Date,
                                     today: Day) throws {
        guard !batch.habits.isEmpty else { return }
        guard let habits = batch.habitMapping else {
            throw TendError(key: "import.error.no-tracker", ["tracker": "habit"], status: .invalidInput)
        }
        let habitTracker = habits.tracker
        let live = try habits.existing(reader)
        let byID = Dictionary(live.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var byName: [String: ExistingHabit] = [:]
        for h in live where byName[h.name.lowercased()] == nil { byName[h.name.lowercased()] = h }
        var lastPosition = live.map(\.position).max()
        var firstCheck: [String: Day] = [:]
        for c in batch.checkIns where !c.value.isSkip {
            if firstCheck[c.habit].map({ c.day < $0 }) ?? true { firstCheck[c.habit] = c.day }
        }
        var firstAny: [String: Day] = [:]
        for c in batch.checkIns where firstAny[c.habit].map({ c.day < $0 }) ?? true { firstAny[c.habit] = c.day }
        var resolved: [String: String] = [:]
        var matchedNames: [String: String] = [:]
        for spec in batch.habits {
            var match: (found: ExistingHabit?, id: String)?
            if itemIDs.contains(spec.id) {
                match = (byID[spec.id], spec.id)
            } else if let h = byName[spec.name.lowercased()] {
                match = (h, h.id)
            }
            if let (found, id) = match {
                resolved[spec.id] = id
                if id == spec.id { counts.keptItems[habitTracker, default: 0] += 1 }
                guard let found else { continue }
                if found.isMeasurable != spec.goal.isMeasurable {
                    throw TendError(key: "import.error.habit-kind", [
                        "habit": found.name, "existing": tr(found.isMeasurable ? "import.habit.measurable" : "import.habit.check"),
                        "incoming": tr(spec.goal.isMeasurable ? "import.habit.measurable" : "import.habit.check"),
                        "origin": spec.origin,
                    ])
                }
                if found.id != spec.id { matchedNames[found.id] = found.name }
                if let first = firstCheck[spec.id], first < found.start {
                    mutations.append(habits.moveStart(habit: found.id, to: first))
                }
                continue
            }
            let start = [spec.start, firstAny[spec.id]].compactMap { $0 }.min() ?? today
            let item = habits.newHabit(id: spec.id, name: spec.name, schedule: spec.schedule, goal: spec.goal,
                                       start: start, archived: spec.archived, details: spec.details,
                                       after: lastPosition, created: now)
            checks.check(item, origin: spec.origin)
            lastPosition = item.position
            mutations.append(.create(item))
            counts.items[habitTracker, default: 0] += 1
            resolved[spec.id] = spec.id
        }
        var existing = try entryIDs(batch.checkIns.map { (habitTracker, $0.day) }, reader)
        for c in batch.checkIns {
            guard let habit = resolved[c.habit] else { continue }
            let entry = habits.checkIn(habit: habit, day: c.day, value: c.value, note: c.note, created: c.created)
            if !existing.insert(entry.id).inserted {
                counts.keptEntries[habitTracker, default: 0] += 1
                continue
            }
            checks.check(entry, origin: c.origin)
            mutations.append(.create(entry))
            counts.entries[habitTracker, default: 0] += 1
            if let name = matchedNames[habit], !counts.matchedHabits.contains(name) { counts.matchedHabits.append(name) }
        }
    }

    // MARK: Journal lines

    private mutating func planLines(_ batch: ImportBatch, reader: any StoreReader, registry: Registry) throws {
        guard let tracker = batch.journal, let first = batch.lines.first else { return }
        let days = batch.lines.reduce(first.day...first.day) { min($0.lowerBound, $1.day)...max($0.upperBound, $1.day) }
        var ids = Set<String>(), lastPosition: [Day: String] = [:], live: [Day: Int] = [:]
        for e in try reader.entries(EntryQuery(tracker: tracker, days: days, includeDeleted: true)) {
            ids.insert(e.id)
            if lastPosition[e.day].map({ e.position > $0 }) ?? true { lastPosition[e.day] = e.position }
            if !e.deleted { live[e.day, default: 0] += 1 }
        }
        var limit: Int?
        if case .many(let l)? = registry.tracker(tracker)?.descriptor.perDay { limit = l }
        var added: [Day: Int] = [:]
        // Which lines are new, and where each goes in its day (in order); their entries are made, checked and
        // turned into mutations on every core (the first refused line, in order, is the one reported).
        var fresh: [(line: Int, position: String)] = []
        fresh.reserveCapacity(batch.lines.count)
        ids.reserveCapacity(ids.count + batch.lines.count)
        for (i, line) in batch.lines.enumerated() {
            guard ids.insert(line.id).inserted else {
                counts.keptEntries[tracker, default: 0] += 1
                continue
            }
            let position = FractionalIndex.after(lastPosition[line.day])
            lastPosition[line.day] = position
            added[line.day, default: 0] += 1
            fresh.append((i, position))
        }
        let lines = batch.lines, picked = fresh, checker = checks
        let planned = Concurrent.map(picked.indices) { i -> (Mutation, ImportChecks.Refusal?) in
            let line = lines[picked[i].line]
            let entry = Entry(id: line.id, tracker: tracker, day: line.day, value: .text(line.text), note: line.note,
                              tags: line.tags, position: picked[i].position, source: "import", created: line.created)
            return (.create(entry), checker.problem(entry).map { ImportChecks.Refusal(origin: line.origin, reason: $0) })
        }
        checks.add(planned.lazy.compactMap(\.1))
        let made = planned.map(\.0)
        if mutations.isEmpty { mutations = made } else { mutations += made }
        if !made.isEmpty { counts.entries[tracker, default: 0] += made.count }
        if let limit {
            for (day, n) in added.sorted(by: { $0.key < $1.key }) where (live[day] ?? 0) + n > limit {
                throw TendError(key: "import.error.day-full", [
                    "day": day.iso, "count": String((live[day] ?? 0) + n), "tracker": tracker, "limit": String(limit),
                ])
            }
        }
    }

    // MARK: Helpers

    /// Ids of the store's entries (deleted included) of the trackers and day ranges given: one range
    /// query per tracker, never one query per record.
    private func entryIDs(_ keys: [(String, Day)], _ reader: any StoreReader) throws -> Set<String> {
        var ranges: [String: ClosedRange<Day>] = [:]
        for (t, d) in keys {
            if let r = ranges[t] { ranges[t] = min(r.lowerBound, d)...max(r.upperBound, d) } else { ranges[t] = d...d }
        }
        var ids = Set<String>()
        for (t, r) in ranges {
            for e in try reader.entries(EntryQuery(tracker: t, days: r, includeDeleted: true)) { ids.insert(e.id) }
        }
        return ids
    }

    /// Ids of the store's items (archived and deleted included) of the trackers the batch names.
    private func existingItems(_ batch: ImportBatch, _ reader: any StoreReader) throws -> Set<String> {
        var trackers = Set(batch.items.map(\.tracker))
        if let h = batch.habitMapping, !batch.habits.isEmpty { trackers.insert(h.tracker) }
        var ids = Set<String>()
        for t in trackers {
            for i in try reader.items(ItemQuery(tracker: t, includeArchived: true, includeDeleted: true)) { ids.insert(i.id) }
        }
        return ids
    }
}
