import Foundation
import Testing
import TendConsole
import TendCLITesting
import TendTesting

@Suite("String catalog coverage")
struct CatalogCoverageTests {
    /// Every whole literal key (not a prefix joined to a variable) passed to `tr(…)` or `TendError(key: …)` in the sources has English text.
    @Test("every catalog key used in the sources has English text")
    func everyKeyHasText() throws {
        TendHarness().run("--version")  // registers every built-in module's table
        var root = URL(fileURLWithPath: #filePath)
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            root.deleteLastPathComponent()
        }
        let sources = root.appendingPathComponent("Sources")
        let pattern = try NSRegularExpression(pattern: #"(?:\btr\(|key: )"([a-z0-9][a-z0-9.\-]*[a-z0-9])"\s*[,)]"#)
        var missing: [String] = []
        var checked = 0
        let files = FileManager.default.enumerator(atPath: sources.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for m in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let key = String(text[Range(m.range(at: 1), in: text)!])
                checked += 1
                if !Catalog.has(key) { missing.append("\(file): \(key)") }
            }
        }
        // counted strings: `trPlural("base", n, …)` needs `base.one` and `base.other`
        let plural = try NSRegularExpression(pattern: #"\btrPlural\("([a-z0-9][a-z0-9.\-]*[a-z0-9])"\s*,"#)
        var counted = 0
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for m in plural.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let base = String(text[Range(m.range(at: 1), in: text)!])
                counted += 1
                for form in ["one", "other"] where !Catalog.has(base + "." + form) { missing.append("\(file): \(base).\(form)") }
            }
        }
        #expect(counted >= 10, "the scan found the counted strings (\(counted))")
        #expect(checked > 200, "the scan found the keys (\(checked))")
        #expect(missing.isEmpty, "keys without text:\n\(missing.joined(separator: "\n"))")
    }
}
