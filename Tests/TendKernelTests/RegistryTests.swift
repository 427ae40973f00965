import TendTesting
import Testing
import TendKernel

/// A tracker with nothing but a descriptor, to exercise the protocol's defaults and the registry.
private struct StubTracker: StandInTracker {
    let descriptor: TrackerDescriptor

    init(_ id: String, name: String = "Stub") {
        descriptor = TrackerDescriptor(id: id, name: name, summary: "A stub.", valueKind: .done, perDay: .one)
    }
}

@Suite("Registry and tracker descriptors")
struct RegistryTests {
    @Test func registryKeepsTheFirstTrackerOfEachID() {
        let registry = Registry([StubTracker("mood", name: "First"), StubTracker("habit"),
                                 StubTracker("mood", name: "Second"), StubTracker("habit", name: "Again")])
        #expect(registry.ids == ["mood", "habit"])
        #expect(registry.trackers.count == 2)
        #expect(registry.tracker("mood")?.descriptor.name == "First")
        #expect(registry.tracker("habit")?.descriptor.name == "Stub")
        #expect(registry.tracker("gratitude") == nil)
    }

    @Test func addingTrackersAlsoDedupes() {
        let registry = Registry([StubTracker("mood")]).adding([StubTracker("mood", name: "Dup"), StubTracker("arc")])
        #expect(registry.ids == ["mood", "arc"])
        #expect(registry.tracker("mood")?.descriptor.name == "Stub")
    }

    @Test(arguments: ["mo", "mood", "five-lines", "habit2", "a-", String(repeating: "a", count: 32), "x9-y"])
    func validTrackerIDs(_ id: String) {
        #expect(TrackerDescriptor.isValidID(id))
    }

    @Test(arguments: ["", "m", String(repeating: "a", count: 33), "Mood", "mOod", "2mood", "-mood", "mo od",
                      "mo_od", "mood!", "café", "ｍood", "mo\u{0301}od", "mood\n"])
    func invalidTrackerIDs(_ id: String) {
        #expect(!TrackerDescriptor.isValidID(id))
    }
}
