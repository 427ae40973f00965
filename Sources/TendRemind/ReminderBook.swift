import Foundation
import TendConsole
import TendKernel

/// Every reminder of the enabled trackers on this device, in registry order, with the nudge state of
/// each practice that has a reminder on.
struct ReminderBook {
    /// The reminders.
    let reminders: [Reminder]
    /// Nudge states by ``Practice/key`` (practices with at least one reminder on).
    let nudges: [String: NudgeStatus]

    init(reminders: [Reminder], nudges: [String: NudgeStatus], isSetUp: Bool) {
        self.reminders = reminders
        self.nudges = nudges
        self.isSetUp = isSetUp
    }

    /// Reads the reminders of `trackers` (default: the enabled ones); `marks` (default: read from the
    /// file beside the store) say when a practice never recorded first had a reminder shown, which its
    /// nudges count from.
    static func load(_ s: Session, trackers given: [any Tracker]? = nil, marks: ShownMarks? = nil) throws -> ReminderBook {
        let context = s.context
        var reminders: [Reminder] = []
        for t in try given ?? s.enabledTrackers() {
            let id = t.descriptor.id
            let mine = try SettingKeys.reminders(t, modules: s.invocation.modules, context).filter { $0.tracker == id }
            let targets = mine.isEmpty ? [] : try t.targets(context)
            for slot in mine {
                let practice = try Practice.of(slot, t, targets: targets, context)
                reminders.append(Reminder(slot, practice: practice, stored: try s.store.setting(slot.settingKey, scope: .device)))
            }
        }
        let shown = marks ?? ShownMarks(storePath: s.storePath, lock: false)
        var nudges: [String: NudgeStatus] = [:]
        for r in reminders where r.isOn && nudges[r.practice.key] == nil {
            let firstShown = shown.firstShown(r.practice.key).map { s.calendar.day(of: $0) }
            nudges[r.practice.key] = try r.practice.nudge(today: s.today, firstShown: firstShown, context)
        }
        return ReminderBook(reminders: reminders, nudges: nudges, isSetUp: try s.store.setting(SettingKeys.enabledTrackers(s.registry).name, scope: .synced) != nil)
    }

    /// Whether `tend init` has run (or the store joined one that had): before that, the reminders that
    /// are on by default say so, and how to turn them off.
    var isSetUp = true

    /// The reminders on by default on a store not yet set up (``isSetUp``), to be said plainly.
    var onByDefault: [Reminder] { isSetUp ? [] : reminders.filter { $0.origin == .default } }

    /// The nudge state of a reminder's practice (`none` when it has no reminder on).
    func nudge(_ r: Reminder) -> NudgeStatus {
        nudges[r.practice.key] ?? NudgeStatus(missed: 0, level: .none, since: nil)
    }

    /// The reminder a name given on the command line means: its name (exactly, then ignoring case), or
    /// a tracker id with one reminder. Unknown names exit 66 listing the reminders; a tracker with
    /// several reminders exits 65 listing its own.
    func find(_ name: String) throws -> Reminder {
        if let r = reminders.first(where: { $0.slot.name == name })
            ?? reminders.first(where: { $0.slot.name.lowercased() == name.lowercased() }) { return r }
        let ofTracker = reminders.filter { $0.slot.tracker == name.lowercased() }
        if ofTracker.count == 1 { return ofTracker[0] }
        if ofTracker.count > 1 {
            throw TendError(key: "remind.error.several", ["tracker": ofTracker[0].practice.tracker.descriptor.name,
                                                          "known": ofTracker.map(\.slot.name).joined(separator: ", ")])
        }
        let known = reminders.map(\.slot.name)
        throw TendError(key: "remind.error.unknown", ["input": Sanitize.forDisplay(name),
                                                      "known": known.isEmpty ? tr("remind.none") : known.joined(separator: ", ")],
                        status: .notFound)
    }
}
