import Foundation
import Testing
import TendKernel
import TendTesting
@testable import GratitudeTracker

@Suite("gratitude health checks in tend doctor")
struct GratitudeHealthTests {
    @Test("doctor names lines the tracker wouldn't write; --fix trims padded ones and leaves the rest to the user")
    func doctor() throws {
        let h = G.harness()
        G.ok(h, "gratitude", "add", "Fine line")
        let now = h.clock.now()
        try h.openStore().write(ChangeIntent(action: "gratitude.add", detail: "import")) { _ in
            [.create(Entry(id: "padded", tracker: "gratitude", day: G.today, value: .text("  Tea  "), position: "X", created: now)),
             .create(Entry(id: "twolines", tracker: "gratitude", day: G.today, value: .text("a\nb"), position: "Y", created: now))]
        }
        let sick = h.run("doctor")
        #expect(sick.code == 1, "\(sick)")
        #expect(sick.out.contains("  - Gratitude: entry padded on 2026-11-22: the text has surrounding white space\n"))
        #expect(sick.out.contains("  - Gratitude: entry twolines on 2026-11-22: the text has a line break\n"))
        let fixed = h.run("doctor", "--fix")
        #expect(fixed.code == 1, "one problem is left for the user: \(fixed)")
        #expect(try h.openStore().entry(id: "padded")?.value == .text("Tea"))
        #expect(try h.openStore().entry(id: "twolines")?.value == .text("a\nb"))
        #expect(!fixed.out.contains("entry padded"))
        #expect(fixed.out.contains("entry twolines"))
    }
}
