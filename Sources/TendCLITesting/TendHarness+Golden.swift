import Testing
import TendTesting

extension TendHarness {
    /// Runs `tend` with `arguments` and checks the run against golden file `golden` (beside the calling
    /// test file): the exit code is `code`, standard output is not empty, and the output — after
    /// `masking` (machine-specific paths, say) — equals the golden file. Each failed check is a test
    /// issue; an update run reports every file it rewrote (see ``Golden``). Returns the run.
    @discardableResult
    public func goldenRun(_ arguments: [String], golden: String, code: Int32 = 0, env: [String: String] = [:],
                          masking: (String) -> String = { $0 }, file: String = #filePath,
                          sourceLocation: SourceLocation = #_sourceLocation) -> Result {
        let r = run(arguments, env: env)
        #expect(r.code == code, "tend \(arguments.joined(separator: " ")): \(r)", sourceLocation: sourceLocation)
        #expect(!r.out.isEmpty, "tend \(arguments.joined(separator: " ")) printed nothing: \(r)", sourceLocation: sourceLocation)
        Golden.check(masking(r.out), golden, file: file, sourceLocation: sourceLocation)
        return r
    }

    /// ``goldenRun(_:golden:code:env:masking:file:sourceLocation:)`` with the arguments listed.
    @discardableResult
    public func goldenRun(_ arguments: String..., golden: String, code: Int32 = 0, env: [String: String] = [:],
                          masking: (String) -> String = { $0 }, file: String = #filePath,
                          sourceLocation: SourceLocation = #_sourceLocation) -> Result {
        goldenRun(arguments, golden: golden, code: code, env: env, masking: masking, file: file, sourceLocation: sourceLocation)
    }
}
