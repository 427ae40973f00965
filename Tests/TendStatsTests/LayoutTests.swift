import Foundation
import Testing
import TendKernel
@testable import TendStats

@Suite("Intensity levels and timelines")
struct LayoutTests {
    @Test func intensityLevelsAreQuarters() {
        #expect([nil, -1, 0, 0.01, 0.25, 0.26, 0.5, 0.51, 0.75, 0.76, 1, 7].map(Intensity.level) == [0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 4])
        let levels = Intensity.levels([day("2026-11-01"): 10, day("2026-11-02"): 5, day("2026-11-03"): 0, day("2026-11-04"): 1])
        #expect(levels == [day("2026-11-01"): 4, day("2026-11-02"): 2, day("2026-11-03"): 0, day("2026-11-04"): 1])
        #expect(Intensity.levels([day("2026-11-01"): 3], maximum: 12) == [day("2026-11-01"): 1])
        #expect(Intensity.completionLevels(pattern("2026-11-01", "xh.s"), in: day("2026-11-01")...day("2026-11-03"))
                == [day("2026-11-01"): 4, day("2026-11-02"): 2])
    }

    @Test func timelineLooksUpSegmentsAndNormalises() throws {
        let t = ScheduleTimeline(segments: [
            ScheduleSegment(from: day("2026-11-10"), schedule: .interval(3)),
            ScheduleSegment(from: day("2026-11-01"), schedule: .daily),
            ScheduleSegment(from: day("2026-12-01"), schedule: .window(times: 3, days: 7), anchor: day("2026-11-30")),
        ])
        #expect(t.start == day("2026-11-01"))
        #expect(t.schedule(on: day("2026-11-09")) == .daily)
        #expect(t.isScheduled(day("2026-11-13")) && !t.isScheduled(day("2026-11-14")))
        #expect(t.segment(on: day("2027-01-01"))?.anchor == day("2026-11-30"))
        // Segments in any order read the same; empty means daily on every day.
        #expect(ScheduleTimeline(segments: t.segments.reversed()) == t)
        let empty = ScheduleTimeline(segments: [])
        #expect(empty.start == nil && empty.isScheduled(day("1999-01-01")))
        #expect(ScheduleTimeline(.daily).start == nil)
        let target = TrackerTarget(id: "habit:run", tracker: "habits", name: "Run", schedule: .interval(2), start: day("2026-11-02"))
        #expect(ScheduleTimeline(target: target).isScheduled(day("2026-11-04")))
        #expect(!ScheduleTimeline(target: target).isScheduled(day("2026-11-01")))
    }
}
