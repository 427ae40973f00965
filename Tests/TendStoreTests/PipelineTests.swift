import Foundation
@testable import TendStore
import Testing

@Suite("Encoding ahead of writing")
struct PipelineTests {
    struct Stop: Error {}

    @Test(arguments: [0, 1, Pipeline.chunk, Pipeline.chunk + 1, 3 * Pipeline.chunk + 17])
    func everyItemIsWrittenInOrder(count: Int) throws {
        let items = Array(0..<count)
        var written: [String] = []
        try Pipeline.run(items, encode: { "row \($0)" }) { written.append($0) }
        #expect(written == items.map { "row \($0)" })
    }

    @Test func anErrorStopsTheWritingAndIsRethrown() {
        let items = Array(0..<(4 * Pipeline.chunk))
        var written = 0
        #expect(throws: Stop.self) {
            try Pipeline.run(items, encode: { $0 }) { item in
                if item == Pipeline.chunk + 5 { throw Stop() }
                written += 1
            }
        }
        #expect(written == Pipeline.chunk + 5)
    }
}
