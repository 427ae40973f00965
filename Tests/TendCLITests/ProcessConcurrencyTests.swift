import Foundation
import Testing
import TendEngine
import TendKernel
import TendCLITesting
import TendTesting

@Suite("Real tend processes")
struct ProcessConcurrencyTests {
    @Test("two processes writing to one store at the same time both succeed, and nothing is lost")
    func twoWriters() throws {
        let binary = try TendBinary.path()
        let h = TendHarness()
        var env = h.environment
        env["TEND_STORE"] = h.storePath
        env["TEND_NOW"] = h.now
        env["PATH"] = ProcessInfo.processInfo.environment["PATH"]
        let environment = env
        #expect(try TendBinary.run(["history"], environment: environment, binary: binary).0 == 0)
        let perProcess = 25
        let results = Locked<[Int32]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            var codes: [Int32] = []
            for i in 0..<perProcess {
                let r = try? TendBinary.run(["gratitude", "add", "worker \(worker) line \(i)"], environment: environment, binary: binary)
                codes.append(r?.0 ?? -1)
            }
            results.withLock { $0 += codes }
        }
        #expect(results.withLock { $0 }.count == 2 * perProcess)
        #expect(results.withLock { $0 }.allSatisfy { $0 == 0 }, "\(results.withLock { $0 })")
        let store = try h.openStore()
        let lines = try store.entries(EntryQuery(tracker: "gratitude")).compactMap(\.value.text)
        #expect(lines.count == 2 * perProcess)
        #expect(Set(lines).count == 2 * perProcess)
        #expect(try store.verify().isEmpty)
    }
}
