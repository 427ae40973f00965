import Foundation
import TendConsole
import TendKernel

/// `tend doctor` for rituals: checks arcs (readable date ranges of 7–365 days that don't overlap,
/// numbered 1…n in date order, exactly one in-progress arc — the latest — per unarchived ritual) and
/// the order of rituals and habits, and builds the mutations that repair what it finds.
///
/// Repairs never delete: a bad range is cut to the ritual's length, an overlapping arc moves to the
/// day after its predecessor (keeping its length), numbers and flags are rewritten, clashing positions
/// are spread out again, and a ritual left without any arc is archived.
enum RitualDoctor {
    /// One problem and the mutations that repair it.
    struct Finding {
        let message: String
        let repairs: [Mutation]
    }

    /// An arc as stored, fields possibly unreadable.
    struct RawArc {
        let item: Item
        var number: Int?
        var start: Day?
        var end: Day?
        var current: Bool

        init(_ item: Item) {
            self.item = item
            number = item.fields[ArcField.number]?.int
            start = item.string(ArcField.start).flatMap { Day(iso: $0) }
            end = item.string(ArcField.end).flatMap { Day(iso: $0) }
            current = item.fields[ArcField.current]?.bool ?? false
        }

        var label: String { number.map(String.init) ?? "?" }
    }

    /// Every problem of the store's ritual records.
    static func examine(_ context: TrackerContext) throws -> [Finding] {
        let items = try context.store.items(ItemQuery(tracker: RitualArcsTracker.id, includeArchived: true))
        let rituals = items.compactMap(Ritual.init(item:)).sorted { ($0.position, $0.id) < ($1.position, $1.id) }
        let arcsByRitual = Dictionary(grouping: items.filter { $0.type == RitualArc.itemType }) {
            $0.string(ArcField.ritual) ?? ""
        }
        var out: [Finding] = []
        for r in rituals {
            out += arcs(r, (arcsByRitual[r.id] ?? []).map(RawArc.init), context)
        }
        out += positions(rituals.map { ($0.id, $0.position) }, message: tr("ritual.doctor.ritual-order"))
        let habits = items.compactMap(ArcHabit.init(item:))
        for (arcID, list) in Dictionary(grouping: habits, by: \.arc).sorted(by: { $0.key < $1.key }) {
            let arc = items.first { $0.id == arcID }.map(RawArc.init)
            let ritual = rituals.first { $0.id == list[0].ritual }?.title ?? "?"
            out += positions(list.map { ($0.id, $0.position) },
                             message: tr("ritual.doctor.habit-order", ["ritual": ritual, "arc": arc?.label ?? "?"]))
        }
        return out
    }

    /// The problems of one ritual's arcs; each finding's repairs assume the earlier ones were applied.
    static func arcs(_ r: Ritual, _ stored: [RawArc], _ context: TrackerContext) -> [Finding] {
        var out: [Finding] = []
        var arcs = stored
        let length = min(Ritual.maximumDays, max(Ritual.minimumDays, r.days))
        // Readable dates.
        for i in arcs.indices where arcs[i].start == nil || arcs[i].end == nil {
            let a = arcs[i]
            let start = a.start ?? a.end.map { $0.adding(days: -(length - 1)) } ?? context.calendar.day(of: a.item.created)
            arcs[i].start = start
            arcs[i].end = a.end ?? start.adding(days: length - 1)
            out.append(Finding(message: tr("ritual.doctor.dates-missing", ["ritual": r.title, "arc": a.label]),
                               repairs: [dates(arcs[i])]))
        }
        // Lengths.
        for i in arcs.indices {
            let a = arcs[i], n = a.start!.days(to: a.end!) + 1
            guard !(Ritual.minimumDays...Ritual.maximumDays).contains(n) else { continue }
            let fixed = n < 1 ? length : min(Ritual.maximumDays, max(Ritual.minimumDays, n))
            arcs[i].end = a.start!.adding(days: fixed - 1)
            out.append(Finding(message: tr("ritual.doctor.length", [
                "ritual": r.title, "arc": a.label, "start": a.start!.iso, "end": a.end!.iso, "days": String(n),
            ]), repairs: [dates(arcs[i])]))
        }
        arcs.sort { ($0.start!, $0.number ?? 0, $0.item.id) < ($1.start!, $1.number ?? 0, $1.item.id) }
        // Overlaps: a later arc moves to the day after the one before it.
        for i in arcs.indices.dropFirst() where arcs[i].start! <= arcs[i - 1].end! {
            let n = arcs[i].start!.days(to: arcs[i].end!)
            out.append(Finding(message: tr("ritual.doctor.overlap", [
                "ritual": r.title, "a": arcs[i - 1].label, "b": arcs[i].label,
                "start": arcs[i].start!.iso, "end": arcs[i - 1].end!.iso,
            ]), repairs: []))
            arcs[i].start = arcs[i - 1].end!.adding(days: 1)
            arcs[i].end = arcs[i].start!.adding(days: n)
            out[out.count - 1] = Finding(message: out[out.count - 1].message, repairs: [dates(arcs[i])])
        }
        // Numbers 1…n in date order.
        let numbers = arcs.map(\.number)
        if numbers != arcs.indices.map({ $0 + 1 }) {
            out.append(Finding(message: tr("ritual.doctor.numbers", [
                "ritual": r.title, "found": numbers.map { $0.map(String.init) ?? "?" }.joined(separator: ", "),
                "count": String(arcs.count),
            ]), repairs: arcs.indices.filter { arcs[$0].number != $0 + 1 }.map {
                Mutation.updateItem(arcs[$0].item.id, [ArcField.number: .int(Int64($0 + 1))])
            }))
            for i in arcs.indices { arcs[i].number = i + 1 }
        }
        // Exactly one in-progress arc, the latest, per unarchived ritual.
        guard !r.archived else { return out }
        if arcs.isEmpty {
            out.append(Finding(message: tr("ritual.doctor.no-arc", ["ritual": r.title]), repairs: [
                Mutation(entity: .item, key: r.id, fields: [
                    ItemField.archived: .bool(true), ItemField.prefix + RitualField.archivedOn: .string(context.today.iso),
                ]),
            ]))
            return out
        }
        let flagged = arcs.filter(\.current)
        if flagged.count != 1 || !arcs.last!.current {
            out.append(Finding(message: tr("ritual.doctor.current", [
                "ritual": r.title, "count": String(flagged.count), "latest": arcs.last!.label,
            ]), repairs: arcs.indices.filter { arcs[$0].current != ($0 == arcs.count - 1) }.map {
                Mutation.updateItem(arcs[$0].item.id, [ArcField.current: .bool($0 == arcs.count - 1)])
            }))
        }
        return out
    }

    /// A finding when two records share a position: they are spread out again in their current order.
    static func positions(_ list: [(id: String, position: String)], message: String) -> [Finding] {
        guard Set(list.map(\.position)).count != list.count else { return [] }
        let sorted = list.sorted { ($0.position, $0.id) < ($1.position, $1.id) }
        let keys = FractionalIndex.sequence(after: nil, count: sorted.count)
        return [Finding(message: message, repairs: zip(sorted, keys).map { Mutation.move(.item, $0.id, to: $1) })]
    }

    private static func dates(_ a: RawArc) -> Mutation {
        Mutation.updateItem(a.item.id, [ArcField.start: .string(a.start!.iso), ArcField.end: .string(a.end!.iso)])
    }
}
