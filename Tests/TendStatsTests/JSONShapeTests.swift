import Foundation
import Testing
import TendKernel
@testable import TendStats

@Suite("JSON shape")
struct JSONShapeTests {
    func object(_ value: some Encodable) throws -> [String: Any] {
        let data = try JSONEncoder().encode(value)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func targetFiguresUseTheDocumentedKeys() throws {
        let h = history("2026-11-01", String(repeating: "x", count: 21), since: "2026-11-01")
        let figures = TargetFigures.compute(h, today: day("2026-11-21"))
        let json = try object(figures)
        #expect(Set(json.keys) == ["streak", "momentum", "strength", "completionRate", "milestones"])
        let streak = try #require(json["streak"] as? [String: Any])
        #expect(Set(streak.keys) == ["current", "longest"])
        #expect(streak["current"] as? Int == 21)
        let momentum = try #require(json["momentum"] as? [String: Any])
        #expect(Set(momentum.keys) == ["score", "bucket"])
        #expect(momentum["bucket"] as? String == "onFire")
        #expect((json["strength"] as? Double).map { $0 > 0 && $0 < 1 } == true)
        #expect(json["completionRate"] as? Double == 1)
        let milestones = try #require(json["milestones"] as? [[String: Any]])
        #expect(milestones.count == 21)
        #expect(milestones.allSatisfy { Set($0.keys) == ["kind", "threshold", "reached", "progress"] })
        #expect(milestones[0]["kind"] as? String == "entries")
        // Round trip.
        let back = try JSONDecoder().decode(TargetFigures.self, from: JSONEncoder().encode(figures))
        #expect(back == figures)
    }

    @Test func onlyAskedFiguresAppear() throws {
        let h = history("2026-11-01", "xx")
        let json = try object(TargetFigures.compute(h, today: day("2026-11-02"), kinds: [.streak, .momentum]))
        #expect(Set(json.keys) == ["streak", "momentum"])
    }

    @Test func otherResultTypesEncodePlainly() throws {
        #expect(Set(try object(Trend(current: 2, previous: 1)).keys) == ["direction", "change", "current", "previous"])
        #expect(Set(try object(Correlation(r: 0.5, n: 4)).keys) == ["r", "n"])
        #expect(Set(try object(Average(mean: nil, n: 0)).keys) == ["n"])
        #expect(try object(Trend(current: 2, previous: 1))["direction"] as? String == "up")
    }
}
