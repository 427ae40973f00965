import TendTesting
import Testing
import TendKernel
@testable import TendConsole

@Suite("Console: themes, colour mode, reminder and registry setting keys, sparkline groups")
struct PlatformConsoleTests {
    @Test("every colour theme uses only codes legible on dark and light terminals, with five distinct levels")
    func themesLegible() {
        #expect(Set(Theme.all.map(\.name)).count == Theme.all.count)
        #expect(Theme.named("classic")?.hasColor == false)
        #expect(Style(color: true, unicode: true, theme: .classic).paint("x", .good) == "x")
        for t in Theme.all where t.hasColor {
            for code in [t.accent, t.good, t.warn, t.bad] + t.scale {
                #expect(Theme.legibleCodes.contains(code), "\(t.name) uses \(code)")
            }
            #expect(Set(t.scale).count == 5, "\(t.name) levels are distinct")
            #expect(t.good != t.bad && t.warn != t.bad, "\(t.name)")
        }
        #expect(!Theme.legibleCodes.contains(where: { ["30", "37", "90", "97", "33", "93"].contains($0) || $0.contains("38;") }))
        #expect(Style(color: true, unicode: true, theme: .ocean).level("5", 5) == "\u{1B}[1;34m5\u{1B}[0m")
    }

    @Test("colour mode: NO_COLOR and --no-color always win")
    func colorMode() {
        for mode in ColorMode.allCases {
            #expect(!mode.allows(terminal: true, noColorEnv: true, noColorFlag: false))
            #expect(!mode.allows(terminal: true, noColorEnv: false, noColorFlag: true))
        }
        #expect(ColorMode.auto.allows(terminal: true, noColorEnv: false, noColorFlag: false))
        #expect(!ColorMode.auto.allows(terminal: false, noColorEnv: false, noColorFlag: false))
        #expect(ColorMode.always.allows(terminal: false, noColorEnv: false, noColorFlag: false))
        #expect(!ColorMode.never.allows(terminal: true, noColorEnv: false, noColorFlag: false))
    }

    @Test("reminder settings: typed text, stored form and back")
    func reminders() {
        #expect(ReminderSetting(parsing: "21:00") == ReminderSetting(time: ClockTime(hour: 21, minute: 0)!))
        #expect(ReminderSetting(parsing: "6:50 pm weekdays") == ReminderSetting(time: ClockTime(hour: 18, minute: 50)!, days: .days([.monday, .tuesday, .wednesday, .thursday, .friday])))
        #expect(ReminderSetting(parsing: "7am mon, wed")?.text == "07:00 mon,wed")
        for bad in ["", "25:00", "21:00 someday", "weekdays", "7"] { #expect(ReminderSetting(parsing: bad) == nil, "\(bad)") }
        let r = ReminderSetting(parsing: "9pm 3/week")!
        #expect(r.field == .object(["time": "21:00", "days": "3/week"]))
        #expect(ReminderSetting(field: r.field) == r)
        #expect(ReminderSetting(field: .object(["time": "21:00", "days": "never"])) == nil)
        #expect(ReminderSetting(field: "21:00") == nil)
    }

    @Test("keys from the registry and modules: enabled trackers, schedules, reminders")
    func registryKeys() {
        struct T: StandInTracker { let descriptor: TrackerDescriptor }
        let d = { (id: String) in TrackerDescriptor(id: id, name: id, summary: id, valueKind: .done, perDay: .one) }
        let registry = Registry([T(descriptor: d("walk")), T(descriptor: d("mood"))])
        let keys = SettingKeys.all(registry: registry).map(\.name)
        #expect(keys == SettingKeys.platform.map(\.name) + ["enabled-trackers", "walk.schedule", "mood.schedule", "remind.walk", "remind.mood"])
        let enabled = SettingKeys.enabledTrackers(registry)
        #expect(enabled.parse("mood, walk") == .array(["walk", "mood"]), "stored in registry order")
        #expect(enabled.parse("ALL") == "all" && enabled.parse("walk,run") == nil && enabled.parse("") == nil)
        #expect(SettingKeys.enabledIDs(nil, registry: registry) == ["walk", "mood"])
        #expect(SettingKeys.enabledIDs("all", registry: registry) == ["walk", "mood"])
        #expect(SettingKeys.enabledIDs(.array(["mood", "gone"]), registry: registry) == ["mood"])
        #expect(SettingKeys.find("REMIND.walk", registry: registry)?.scope == .device)
        #expect(SettingKeys.find("walk.schedule", registry: registry)?.parse("Weekdays") == "weekdays")
        #expect(SettingKeys.reminder(for: d("walk")).show(.object(["time": "08:00"])) == "08:00")
    }

    @Test("a sparkline group: one row per series on its own scale (text and SVG)")
    func sparklineGroup() {
        let g = SparklineGroup(title: "Models", rows: [
            .init(label: "Streak", values: [0, 1, 2, 3, 0, 1], minimum: 0, maximum: 3, note: "today: 1 day"),
            .init(label: "Momentum", values: [0.2, nil, 0.5, 0.9, 0.7, 0.8], minimum: 0, maximum: 1, note: "today: strong"),
        ], start: Day(iso: "2026-11-17")!, summary: "Two models over six days.")
        #expect(g.render(.unicode) == "Models\nStreak    ▁▃▆█▁▃  today: 1 day\nMomentum  ▂ ▅▇▆▇  today: strong\n")
        #expect(g.render(.ascii) == "Models\nStreak    _-+#_-  today: 1 day\nMomentum  . =*+*  today: strong\n")
        let svg = g.svg()
        #expect(svg.contains(#"aria-label="Models""#) && svg.contains("<desc id=\"chart-desc\">Two models over six days.</desc>"))
        #expect(svg.contains("<title>2026-11-20: 3</title>") && svg.contains("<title>2026-11-22: 0.8</title>"))
        #expect(svg.components(separatedBy: "<title>2026-11-18: ").count == 2, "the momentum gap has no dot")
        ChartsGolden.check(svg, "sparkline-group.svg")
    }
}
