import Foundation
import Testing
@testable import TendCLI

/// `tend` reads its environment from `environ` itself (for start-up time); it must be what Foundation
/// reads, and what `getenv` answers.
@Suite("The process environment")
struct ProcessEnvironmentTests {
    @Test("the same names and values as ProcessInfo and getenv")
    func sameAsFoundation() throws {
        let env = TendCLI.processEnvironment()
        #expect(env == ProcessInfo.processInfo.environment)
        #expect(!env.isEmpty)
        for (name, value) in env { #expect(getenv(name).map { String(cString: $0) } == value, "\(name)") }
    }
}
