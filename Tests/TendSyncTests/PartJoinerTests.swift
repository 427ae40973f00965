import Foundation
import Testing
import TendEngine
import TendKernel
@testable import TendSync
import TendTesting

/// A large change travels as consecutive parts. A writer killed mid-push starts the change again from
/// its first part (its state kept the segments it had numbered, not the parts): the receiver drops the
/// unfinished run and joins the new one, rather than refusing the device for good.
@Suite("joining a change's parts")
struct PartJoinerTests {
    static let change = SegmentFormatTests.change

    static func part(_ i: Int, of n: Int, _ change: Change = change) -> ChangePart {
        ChangePart(change: change, index: i, count: n)
    }

    @Test("parts in order make the change once")
    func inOrder() {
        var j = PartJoiner()
        for i in 1...3 { #expect(j.add(Self.part(i, of: 3)) == nil) }
        #expect(j.changes.count == 1 && j.changes[0].ops.count == 3)
        #expect(!j.isOpen)
    }

    @Test("a first part again after an unfinished run restarts the change (a push killed and rerun)")
    func restarted() {
        var j = PartJoiner()
        #expect(j.add(Self.part(1, of: 4)) == nil)
        #expect(j.add(Self.part(1, of: 4)) == nil)
        for i in 2...4 { #expect(j.add(Self.part(i, of: 4)) == nil) }
        #expect(j.changes.count == 1)
        #expect(j.changes[0].ops.count == 4, "the unfinished run's ops are not joined in twice")
    }

    @Test("a part out of order, or of another change, is still refused")
    func refused() {
        var j = PartJoiner()
        #expect(j.add(Self.part(1, of: 4)) == nil)
        #expect(j.add(Self.part(3, of: 4)) == "part 3 of 4 of a change does not follow part 1 of 4")
        var k = PartJoiner()
        #expect(k.add(Self.part(2, of: 4)) == "part 2 of 4 of a change comes without its first part")
    }
}
