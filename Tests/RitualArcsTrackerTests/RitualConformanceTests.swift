import RitualArcsTracker
import Testing
import TendCLITesting
import TendTesting

/// The tracker conformance check, exercising every writing command of `tend ritual`.
@Suite("ritual: conformance")
struct RitualConformanceTests {
    @Test("RitualArcsModule passes the tracker conformance check")
    func conforms() {
        let problems = TrackerConformance.check(RitualArcsModule.plugin) { h in
            RitualTest.ok(h, "ritual", "new", "Morning calm", "--days", "7", "--time", "morning", "--habit", "Sit",
                          "--habit", "Stretch", "--start", "2026-11-16")
            RitualTest.ok(h, "ritual", "new", "--preset", "quiet-start")
            RitualTest.ok(h, "ritual", "new", "Temp", "--days", "14", "--time", "night", "--habit", "Go")
            RitualTest.ok(h, "ritual", "check", "Sit")
            RitualTest.ok(h, "ritual", "check", "Stretch", "--date", "2026-11-21")
            RitualTest.ok(h, "ritual", "uncheck", "Stretch", "--date", "2026-11-21")
            RitualTest.ok(h, "ritual", "check", "Stretch", "--ritual", "morning calm", "--date", "2026-11-21")
            RitualTest.ok(h, "ritual", "edit", "Morning calm", "--notes", "Slowly.", "--category", "health", "--add-habit", "Breathe",
                          "--rename-habit", "Sit", "--to", "Sit still")
            RitualTest.ok(h, "ritual", "edit", "Morning calm", "--remove-habit", "Breathe", "--time", "anytime", "--days", "10")
            RitualTest.ok(h, "ritual", "reorder", "Morning calm", "Stretch", "--to", "1")
            RitualTest.ok(h, "ritual", "disable", "Quiet start")
            RitualTest.ok(h, "ritual", "enable", "Quiet start")
            RitualTest.ok(h, "ritual", "archive", "Quiet start")
            RitualTest.ok(h, "ritual", "rm", "Temp")
            h.now = "2026-11-25T09:00"
            RitualTest.ok(h, "ritual", "renew", "Morning calm", "--days", "7")
            RitualTest.ok(h, "ritual", "check", "Sit still")
        }
        #expect(problems == [])
    }
}
