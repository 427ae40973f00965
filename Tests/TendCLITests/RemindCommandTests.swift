import Foundation
import Testing
import TendConsole
import TendEngine
import TendKernel
import TendTesting

/// `tend remind`, `set` and `off` on the built-in trackers plus rituals by part of the day: defaults
/// from the modules' hook, device-local settings, the today view's next reminder.
@Suite("Remind: list, set, off")
struct RemindCommandTests {
    /// The built-in modules and the ritual-like one.
    static var modules: [TrackerPlugin] { ["gratitude", "five", "mood", "habit"].map(Remind.builtIn) + [RitualLikeTracker.module] }

    @Test("defaults: five lines at 20:00 on weeknights, rituals by part of the day, gratitude and mood off until chosen (golden)")
    func defaults() throws {
        let h = Remind.harness(Self.modules)
        let out = Remind.ok(h, "remind")
        Remind.golden(out, "remind-list-defaults.txt")
        Check.fits80(out)
        #expect(Remind.ok(h, "today").hasSuffix("Next reminder: Rituals · midday today at 12:00.\n"))
        let keys = Remind.ok(h, "config", "list").split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        for line in ["remind.gratitude this device – (default)", "remind.five this device 20:00 weekdays (default)",
                     "remind.mood this device – (default)",
                     "remind.ritual.morning this device 07:30 (default)", "remind.ritual.midday this device 12:00 (default)",
                     "remind.ritual.afternoon this device 15:00 (default)", "remind.ritual.evening this device 19:00 (default)",
                     "remind.ritual.night this device 21:30 (default)"] {
            #expect(keys.contains(line), "\(line)\n\(keys)")
        }
        #expect(!keys.contains { $0.hasPrefix("remind.habit") }, "habits have reminders per habit, not one for the tracker")
    }

    @Test("set and off: messages, what is stored (device scope), history, the list after (golden, JSON)")
    func setAndOff() throws {
        let h = Remind.harness(Self.modules)
        Remind.ok(h, "habit", "new", "Run", "--schedule", "every 2 days")
        #expect(Remind.ok(h, "remind", "set", "gratitude", "9pm")
                == "Gratitude reminds you at 21:00 on this device, daily (schedule); next today at 21:00.\n")
        #expect(Remind.ok(h, "remind", "set", "gratitude", "21:00")
                == "Gratitude already reminds you at 21:00 on this device, daily (schedule); next today at 21:00.\n")
        #expect(Remind.ok(h, "remind", "set", "Mood", "8:30", "--days", "mon,wed,fri")
                == "Mood reminds you at 08:30 on this device, mon,wed,fri; next tomorrow at 08:30.\n")
        #expect(Remind.ok(h, "remind", "set", "habit:Run", "6:45")
                == "Run reminds you at 06:45 on this device, every 2 days (schedule); next on Tuesday at 06:45.\n")
        #expect(Remind.ok(h, "remind", "set", "ritual.evening", "18:30").hasPrefix("Rituals · evening reminds you at 18:30"))
        #expect(Remind.ok(h, "remind", "off", "five")
                == "Turned off the Five lines reminder on this device (turn it on again with 'tend remind set five TIME').\n")
        #expect(Remind.ok(h, "remind", "off", "five") == "The Five lines reminder is already off on this device.\n")
        #expect(Remind.ok(h, "remind", "off", "ritual.night").hasPrefix("Turned off the Rituals · night reminder"))

        let store = try h.openStore()
        #expect(try store.setting("remind.gratitude", scope: .device) == .object(["time": "21:00"]))
        #expect(try store.setting("remind.mood", scope: .device) == .object(["time": "08:30", "days": "mon,wed,fri"]))
        #expect(try store.setting("remind.five", scope: .device) == "off", "on by default, so off is stored")
        #expect(try store.setting("remind.gratitude", scope: .synced) == nil)
        let habitID = try #require(try store.items(ItemQuery(tracker: "habit", type: "habit")).first?.id)
        #expect(try store.setting("remind.habit." + habitID, scope: .device) == .object(["time": "06:45"]))

        // A reminder without a default is unset when turned off.
        Remind.ok(h, "remind", "off", "gratitude")
        #expect(try h.openStore().setting("remind.gratitude", scope: .device) == nil)
        Remind.ok(h, "remind", "set", "gratitude", "21:00")

        let history = Remind.ok(h, "history", "--limit", "3")
        #expect(history.contains("Set a reminder (gratitude 21:00)") && history.contains("Turned a reminder off (gratitude)"), "\(history)")
        let list = Remind.ok(h, "remind")
        Remind.golden(list, "remind-list.txt")
        Check.fits80(list)
        Remind.golden(Remind.ok(h, "remind", "list", "--json"), "remind-list.json")

        // tend config sees the same keys: off, and back to the default.
        #expect(Remind.ok(h, "config", "get", "remind.five") == "off\n")
        Remind.ok(h, "config", "unset", "remind.five")
        #expect(Remind.ok(h, "remind").contains("20:00  weekdays (default)"))
        Remind.ok(h, "config", "set", "remind.five", "off")
        #expect(try h.openStore().setting("remind.five", scope: .device) == "off")

        // A renamed habit keeps its reminder (the key is the habit's id).
        Remind.ok(h, "habit", "rename", "Run", "Jog")
        #expect(Remind.ok(h, "remind").contains("habit:Jog         06:45"))
    }

    @Test("reminder settings are device-local: every op is a local setting and the synced history doesn't change")
    func deviceLocal() throws {
        let h = Remind.harness(Self.modules)
        let synced = try h.openStore().historyDigest()
        Remind.ok(h, "remind", "set", "gratitude", "21:00")
        Remind.ok(h, "remind", "off", "five")
        let changes = try h.openStore().changes(ChangeQuery(limit: 2))
        #expect(changes.map(\.action) == ["remind.off", "remind.set"])
        #expect(changes.flatMap(\.ops).allSatisfy { $0.entity == .local && !$0.entity.isSynced })
        #expect(try h.openStore().historyDigest() == synced)
    }

    @Test("the today view's next reminder: defaults count, a day already recorded is skipped")
    func todayNext() throws {
        let h = Remind.harness(["gratitude", "five"].map(Remind.builtIn))
        #expect(Remind.ok(h, "today").hasSuffix("Next reminder: Five lines tomorrow at 20:00.\n"), "the default, on a weeknight")
        Remind.ok(h, "remind", "set", "gratitude", "21:00")
        #expect(Remind.ok(h, "today").hasSuffix("Next reminder: Gratitude today at 21:00.\n"))
        Remind.ok(h, "gratitude", "add", "Slow coffee")
        #expect(Remind.ok(h, "today").hasSuffix("Next reminder: Five lines tomorrow at 20:00.\n"), "gratitude is done today")
        let json = try JSONSerialization.jsonObject(with: Data(Remind.ok(h, "today", "--json").utf8)) as! [String: Any]
        let next = json["nextReminder"] as! [String: String]
        #expect(next == ["tracker": "five", "title": "Five lines", "day": "2026-11-23", "time": "20:00"])
    }

    @Test("a custom tracker supplies its own defaults through the hook; the platform never names it")
    func customDefaults() throws {
        struct Swim: StandInTracker {
            let descriptor = TrackerDescriptor(id: "swim", name: "Swim", summary: "Laps.", valueKind: .done, perDay: .one)
        }
        let swim = ReminderTestModule.plugin(tracker: Swim(), defaults: [.tracker(Swim().descriptor, time: ClockTime(hour: 6, minute: 30)!,
                                                                          days: .days([.saturday, .sunday]))])
        let h = Remind.harness([swim])
        #expect(Remind.ok(h, "remind").contains("swim      06:30  weekends (default)  on Saturday at 06:30"))
        #expect(Remind.ok(h, "config", "get", "remind.swim") == "06:30 weekends\n")
        let keys = SettingKeys.all(registry: Registry([Swim()]), modules: [swim]).filter { $0.name.hasPrefix("remind.") }
        #expect(keys.map(\.name) == ["remind.swim"])
        #expect(keys.first?.defaultValue == .object(["time": "06:30", "days": "weekends"]))
        #expect(SettingKeys.reminder(for: Swim().descriptor).defaultValue == .null, "without its module: off by default")
    }

    @Test("rituals by part of the day: exactly the keys remind.ritual.<part> and their defaults")
    func ritualKeys() {
        let slots = RitualLikeTracker.module.reminderDefaults
        #expect(slots.map(\.settingKey) == ["remind.ritual.morning", "remind.ritual.midday", "remind.ritual.afternoon",
                                            "remind.ritual.evening", "remind.ritual.night"])
        #expect(slots.map { $0.time?.description ?? "" } == ["07:30", "12:00", "15:00", "19:00", "21:30"])
        #expect(slots.allSatisfy { $0.days == nil && $0.target == nil && $0.tracker == "ritual" })
    }

    @Test("a habit's reminder: due at its time on its days, quiet once it is checked in")
    func habitReminder() throws {
        let h = Remind.harness([Remind.builtIn("habit")], now: "2026-11-22T06:00")
        #expect(Remind.ok(h, "remind") == "The enabled trackers offer no reminder yet (habits offer one per habit once you make one).\n")
        Remind.ok(h, "habit", "new", "Stretch")
        #expect(Remind.ok(h, "remind").contains("habit:Stretch  off"))
        Remind.ok(h, "remind", "set", "habit:stretch", "7:00")
        #expect(Remind.due(h, at: "2026-11-22T07:05") == "07:00 · Stretch — Time for today's entry.\n")
        h.now = "2026-11-23T06:30"
        Remind.ok(h, "habit", "done", "Stretch")
        #expect(Remind.due(h, at: "2026-11-23T07:05") == "", "checked in today")
    }
}

extension RemindCommandTests {
    @Test("only enabled trackers remind: a disabled tracker's reminder is neither listed, set nor due")
    func enabledOnly() throws {
        let h = Remind.harness(["gratitude", "five"].map(Remind.builtIn))
        Remind.ok(h, "config", "set", "enabled-trackers", "gratitude")
        #expect(!Remind.ok(h, "remind").contains("five"))
        #expect(Remind.ok(Remind.harness([]), "remind") == "No tracker is enabled, so there is nothing to remind you of.\n")
        let r = h.run("remind", "set", "five", "21:00")
        #expect(r.code == 66 && r.err == "tend: 'five' is not a reminder of an enabled tracker; reminders: gratitude.\n", "\(r)")
        #expect(Remind.due(h, at: "2026-11-23T20:05") == "", "five's default reminder doesn't ring while it is disabled")
    }
}

extension RemindCommandTests {
    @Test("stored values: a reminder, or off; shown as typed")
    func storedValues() {
        #expect(ReminderSetting.storedValue(parsing: " OFF ") == "off")
        #expect(ReminderSetting.storedValue(parsing: "9pm weekdays") == .object(["time": "21:00", "days": "weekdays"]))
        #expect(ReminderSetting.storedValue(parsing: "25:00") == nil && ReminderSetting.storedValue(parsing: "off now") == nil)
        let key = SettingKeys.reminder(.tracker(WalkTracker().descriptor, time: ClockTime(hour: 7, minute: 0)!))
        #expect(key.name == "remind.walk" && key.scope == .device && key.defaultValue == .object(["time": "07:00"]))
        #expect(key.show("off") == "off" && key.show(.object(["time": "08:00", "days": "mon,fri"])) == "08:00 mon,fri")
        #expect(key.parse("off") == "off" && key.parse("someday") == nil)
    }
}
